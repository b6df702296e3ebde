"""At a shared table an announce reaches a friend's screen as it is said aloud: a carré by its
height, a sequence by its kind. The log, what the seat says and the export name it without its
cards, and a carré from an older host (no height said) is named by its points, never a crash."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from belote.engine import Combination, DealView, Play, Rules
from belote.net import rotate
from belote.net.codec import view_from_json, view_json
from belote.tui.events import announce_beaten, combo_text, log_lines, speech
from belote.tui.i18n import set_language
from tests.engine.helpers import complete_hands, make_deal

from .conftest import run_async
from .test_shared_table import host_and_friend, play_to_the_partie_end

ANNOUNCES = Rules(announces=True)


def friend_view(south: str, seat: int, older_host: bool = False) -> DealView:
    """Seat ``seat``'s view, as its client decodes it, once South (seat 0, leading) announced the
    best combination of ``south``; ``older_host`` drops the carré's height from the wire."""
    hands = complete_hands({0: south})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=ANNOUNCES)
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and a.announce))
    wire = json.loads(json.dumps(view_json(deal.view(seat))))
    if older_host:
        for said in wire["announced"]:
            said.pop("rank", None)
    return rotate.view(view_from_json(wire, ANNOUNCES), seat)


@pytest.mark.parametrize(
    ("south", "older_host", "said"),
    [
        ("AS AH AD AC", False, "carré d'as (100)"),
        ("AS AH AD AC", True, "carré (100)"),
        ("JS JH JD JC", True, "carré de valets (200)"),
        ("9S 9H 9D 9C", True, "carré de neuf (150)"),
        ("KS QS JS", False, "tierce (20)"),
    ],
)
def test_a_friend_reads_the_announce_as_it_was_said(south: str, older_host: bool, said: str) -> None:
    set_language("fr")
    view = friend_view(south, 2, older_host)
    announcer = rotate.turn(0, 2)
    assert [combo_text(combo) for combo in view.announced] == [said]
    assert speech(view, announcer, None) == said[0].upper() + said[1:]  # alone on the seat
    assert any(said in line.plain for line in log_lines(view, 1))


def test_a_carre_whose_height_was_not_said_is_named_in_english_too() -> None:
    set_language("en")
    hidden = Combination("carre", (), 100, 1, False)
    assert combo_text(hidden) == "four of a kind (100)"
    assert combo_text(replace(hidden, points=200)) == "four jacks (200)"


def next_player_view(south: str, next_hand: str) -> tuple[DealView, int]:
    """The view of the player after South (as its client decodes it) once South led announcing the
    best combination of ``south``, the player holding the cards of ``next_hand``; and its seat."""
    first = complete_hands({0: south})
    deal = make_deal(first, taker=3, turned=first[3].split()[0], trump="H", rules=ANNOUNCES)
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and a.announce))
    seat = deal.to_play
    hands = complete_hands({0: south, seat: next_hand})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=ANNOUNCES)
    deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) and a.announce))
    wire = json.loads(json.dumps(view_json(deal.view(seat))))
    return rotate.view(view_from_json(wire, ANNOUNCES), seat), seat


@pytest.mark.parametrize(
    ("next_hand", "beaten"),
    [
        ("QC JC 10C", True),  # a tierce to the queen under South's to the king: the heights decide
        ("9D 8D 7D", True),
        ("AD KD QD", False),  # to the ace: it beats South's and may be announced
        ("AD KD QD JD", False),  # a cinquante beats a tierce
        ("AD 9D 7C", False),  # nothing to announce
    ],
)
def test_an_announce_that_does_not_beat_the_one_made_is_explained_to_a_friend_whose_cards_say_no_heights(
    next_hand: str, beaten: bool
) -> None:
    """South announced a tierce; its cards do not reach the next player's screen, only « tierce ».
    Whether the next player's own combination may still be announced is the table's rule (its
    legal cards say it), and when it may not, the announce in its way is named: a tierce to the
    queen is beaten by one to the king though both read « tierce (20) »."""
    set_language("fr")
    view, seat = next_player_view("KS QS JS", next_hand)
    assert all(not combo.cards for combo in view.announced)  # a sequence's cards are not said
    found = announce_beaten(view)
    if not beaten:
        assert found is None
        return
    assert found is not None
    mine, theirs = found
    assert (mine.kind, theirs.kind, theirs.seat) == ("tierce", "tierce", rotate.turn(0, seat))


@run_async
async def test_a_whole_shared_partie_with_announces_and_the_carre_variants_plays_to_its_end(
    tmp_path: Path,
) -> None:
    """Every variant of the first trick on (announces, the carrés of 7s and 8s): the host and Léa,
    each in their app, play a whole partie, accepting every announce offered. Announces made before
    a player's first card, whose cards never reach the other screens, are scored and the partie
    ends on both screens."""
    rules = Rules(
        target=300, manches=1, announces=True, carre_of_sevens_voids=True, carre_of_eights_cancels=True
    )
    # these deals have a tierce announced before a player's first card, twice (the game crashed there)
    async with host_and_friend(tmp_path, rules=rules, seed=15) as two:
        await play_to_the_partie_end(two, random.Random(5))  # both at the partie's end, or it fails
        table = two.link.table
        assert table is not None and table.match is not None and table.match.over
        results = [result for manche in table.match.history for result in manche]
        assert sum(1 for result in results if any(result.announces)) >= 2
