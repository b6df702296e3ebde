"""The name a player takes to a shared table: what every screen will show of it."""

from __future__ import annotations

import getpass

import pytest

from belote.net.protocol import NAME_LENGTH
from belote.tui.netoptions import clean_name, player_name


def test_a_name_keeps_no_terminal_escape_and_its_blanks_part_words() -> None:
    """A colour's escape goes whole (not « [31m » left on the screen), a window title's too; a tab or
    a newline parts two words as a space would; runs of blanks are one space; at most a name's
    length, without a blank at its end."""
    assert clean_name("\x1b[31mRED\x1b[0m\tTab\nNL") == "RED Tab NL"
    assert clean_name("\x1b]0;titre\x07Bob") == "Bob"
    assert clean_name("  Zoé 🃏 la   reine ") == "Zoé 🃏 la reine"
    family = "\U0001f469\u200d\U0001f467"  # woman, joiner, girl: one emoji where drawn joined
    assert clean_name(f"{family} Zoé") == "\U0001f469\U0001f467 Zoé"  # no blank between the faces
    assert clean_name("Zo\u202eé") == "Zoé"  # a direction override is dropped, not shown as a blank
    assert clean_name("Maximilien-Alexandre de la Tour") == "Maximilien-Alexandre"
    assert clean_name("Jean-Baptiste Dupont-Aignan") == "Jean-Baptiste Dupont"
    assert len(clean_name("Z" * 500)) == NAME_LENGTH
    assert clean_name("Marie-Claire Lefebv eee") == "Marie-Claire Lefebv"  # cut, then no blank at the end
    assert clean_name("Jean-Baptiste-Émile-Édouard") == "Jean-Baptiste-Émile"  # nor a hyphen
    assert clean_name("Marie-Christine de la Tour du Pin") == "Marie-Christine de"  # words kept whole
    assert clean_name("Marie-Christine Beaumarchais") == "Marie-Christine"
    assert clean_name("Bo Anticonstitutionnellement") == "Bo Anticonstitutionn"  # not « Bo » alone
    assert clean_name("Bob.") == "Bob." and clean_name("Zoé-") == "Zoé-"  # a name not cut stays whole


def test_a_name_of_blanks_or_escapes_alone_is_the_players_user_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """« --name '   ' » would leave the seat nameless: the user name is taken, as with no name at
    all; a system without one gives « Joueur »."""
    monkeypatch.setattr(getpass, "getuser", lambda: "lea")
    assert player_name("   ") == "lea" and player_name("\x1b[2J") == "lea" and player_name("Max") == "Max"

    def no_user() -> str:
        raise OSError("no user name")

    monkeypatch.setattr(getpass, "getuser", no_user)
    assert player_name("") == "Joueur"
