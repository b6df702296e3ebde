"""The English interface speaks English: a manche is a "game", the partie a "match", announcements
and points scored are named as English players name them, and each sentence is grammatical."""

from __future__ import annotations

import re

import pytest

from belote.tui import coach_words, history_words, i18n  # noqa: F401 (both register their words)
from belote.tui.i18n import EN, points_word, tr

FRENCH_LEFT_OVER = re.compile(r"\b(partie|parties|manche|manches)\b", re.IGNORECASE)
NOT_IDIOMATIC = re.compile(r"\bWritten\b|\bAnnounces\b|\b(?i:every|no|an|cancel) announces?\b")
"""A label "Written" (points scored) or "Announces", or "announce" used as a noun."""


def words(text: str) -> str:
    """A sentence without its placeholders (``{partie}`` is a value, not a word)."""
    return re.sub(r"\{\w+\}", "", text)


def test_no_english_sentence_calls_a_match_a_partie_or_a_game_a_manche() -> None:
    """ "Match" and "game" throughout, as the guide promises (« Game 2 of 3 to 500 »): the
    statistics, the history, the replay, the export and the shared table included."""
    mixed = {key: text for key, text in EN.items() if FRENCH_LEFT_OVER.search(words(text))}
    assert not mixed


def test_english_names_announcements_and_points_scored() -> None:
    """ "Announcements" and "Scored", never "Announces" or "Written" for a row or a label; the undo
    count is for the whole match ("this match"), not "this game"."""
    odd = {key: text for key, text in EN.items() if NOT_IDIOMATIC.search(words(text))}
    assert not odd
    i18n.set_language("en")
    assert tr("status.undone", n=1) == "Move taken back (1 this match): your turn."
    assert tr("end.undos", n=1) == "Moves taken back this match: 1"


@pytest.mark.parametrize(("team", "said"), [(0, "We went down (dedans)!"), (1, "They went down (dedans)!")])
def test_a_dedans_has_the_teams_own_pronoun(team: int, said: str) -> None:
    """« Us »/« Them » name the columns; the sentence says "We"/"They"."""
    i18n.set_language("en")
    assert tr(f"sum.dedans.{team}") == said


@pytest.mark.parametrize("verdict", ["made", "dedans", "litige", "capot"])
def test_the_par_line_has_no_brackets_within_brackets(verdict: str) -> None:
    """The review's par sentence puts its verdict in brackets: the verdict has none of its own."""
    i18n.set_language("en")
    line = tr("review.par", team="Us", par=90, points="points", verdict=tr(f"review.{verdict}"), actual=80)
    assert not re.search(r"\([^()]*\(", line), line


@pytest.mark.parametrize("key", ["note.announces", "note.belote", "note.collected"])
def test_a_deals_notes_have_no_brackets_of_their_own(key: str) -> None:
    """The replay and the sheet put a deal's notes in brackets ("(Them announced 20)"): a note
    names its team without brackets of its own, as the French « annonces Eux 20 » does."""
    i18n.set_language("en")
    note = tr(key, team=tr("team.1"), points=20)
    assert "(" not in note and tr("team.1") in note


def test_the_par_line_says_contract_made_in_words() -> None:
    """ "would have made 90 card points (contract made)", never a bare "(made)" after "made"; card
    points, as the belote and the announcements are not in the par."""
    i18n.set_language("en")
    line = tr("review.par", team="Us", par=90, points="points", verdict=tr("review.made"), actual=80)
    assert line == (
        "With every hand seen: the takers (Us) would have made 90 card points (contract made); they made 80"
        " (belote and announcements aside)."
    )


@pytest.mark.parametrize(
    ("lang", "value", "word"),
    [
        ("fr", 0.0, "point"),
        ("fr", 1.5, "point"),
        ("fr", -1.9, "point"),
        ("fr", 2.0, "points"),
        ("fr", -3.2, "points"),
        ("en", 1, "point"),
        ("en", -1, "point"),
        ("en", 0.0, "points"),
        ("en", 1.5, "points"),
    ],
)
def test_points_agree_with_their_number_as_each_language_does(lang: str, value: float, word: str) -> None:
    """« 0,0 point », « 1,5 point » but « 2 points » in French; "1 point" but "0.0 points" in English."""
    i18n.set_language(lang)
    try:
        assert points_word(value) == word
        assert tr("review.loss", loss=value, points=points_word(value)).endswith(f"{value} {word}.")
    finally:
        i18n.set_language("fr")


def test_the_coach_says_highest_card_left_not_master() -> None:
    """The coach's reasons in English say « the highest trump left », « the highest card left in its
    suit »: « master », the French « maître » carried over, reads as jargon to an English player."""
    jargon = {
        key: text for key, text in EN.items() if key.startswith("why.") and re.search(r"\bmaster\b", text)
    }
    assert not jargon
    i18n.set_language("en")
    assert tr("why.cash_master", card="A♠") == "A♠ is the highest card left in its suit: cash it."
