"""Each finished deal's record, sent to every player for their history: after the deal only, with its
deck only once every card was played, never the partie's seed."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from belote.engine import DeclareCarre, Match, Rank, Rules
from belote.net import rotate
from belote.net.access import SECRET_BITS
from belote.net.client import TableClient
from belote.net.finished import finished_from_json, partie_key, played_out, record_json
from belote.net.saves import table_from_json, table_to_json
from belote.net.table import Table
from tests.engine.helpers import complete_hands, make_deal, play_first_legal, play_until

from .conftest import QUICK, SECRET, Scripted, hosted, hosting, pass_first, run_async, seat_two
from .leaks import deals_of, leaks, named_cards

BIG_SEED = 0x5EED_0123_4567_89AB
"""A seed whose digits cannot turn up in a message by chance."""
LEVELS = {1: "heuristic", 3: "random"}
"""West's and East's bots: two levels, to tell the seats apart in a record."""


def records(player: Scripted) -> list[dict[str, Any]]:
    """The deal records a player received, in order."""
    return [data for data in map(json.loads, player.received) if data["type"] == "record"]


def places(match: Match) -> list[tuple[int, int]]:
    """Each deal of the partie's place on its score sheet: (manche, number in it), in order."""
    return [
        (manche, number) for manche, deals in enumerate(match.history) for number in range(1, len(deals) + 1)
    ]


async def play_to_the_end(*players: Scripted) -> None:
    """The players play on until the partie is over, then read the last deal's record (sent just
    after the update that ends the partie)."""
    await asyncio.gather(*(player.run() for player in players))
    for player in players:
        assert (await player.step())["type"] == "record"


async def whole_partie(address: str, table: Table, token: str) -> tuple[Scripted, Scripted]:
    """The host (South) and Léa (North) play a whole partie with two bots."""
    host, friend = await seat_two(address, table, token)
    await play_to_the_end(host, friend)
    return host, friend


@run_async
async def test_every_finished_deal_goes_to_each_player_and_replays_from_their_seat() -> None:
    table, token = hosted(bot_levels=dict(LEVELS))
    async with hosting(table) as (_, address):
        host, friend = await whole_partie(address, table, token)
    match = table.match
    assert match is not None and match.over
    deals = deals_of(match.to_json())
    for seat, player in ((0, host), (2, friend)):
        received = records(player)
        assert len(received) == len(deals)  # one record per deal, once it is over
        for data, deal, place in zip(received, deals, places(match), strict=True):
            finished = finished_from_json(data)
            assert finished.place == place
            assert finished.partie == partie_key(match.seed, table.secret)
            assert (finished.dealer, finished.actions) == (deal.dealer, tuple(deal.actions))
            assert finished.levels == (None, "heuristic", None, "random")  # None: a player's seat
            replayed = finished.replay(match.rules, seat)
            assert deal.result is not None and replayed is not None and finished.deck == deal.deck
            assert replayed.result == rotate.result(deal.result, seat)  # from their seat


@run_async
async def test_a_passed_out_deal_is_sent_without_its_deck_and_the_next_one_with_it() -> None:
    table = Table(rules=QUICK, seed=BIG_SEED, secret=SECRET, hosted=False, autostart=4)
    async with hosting(table) as (_, address):
        players = [
            Scripted(await TableClient.join(address, table.code, f"P{n}"), seed=n, policy=pass_first)
            for n in range(4)
        ]
        await asyncio.gather(*(player.run(lambda p=player: len(records(p)) >= 2) for player in players))
    assert table.match is not None
    first = table.match.history[0][0]
    assert first.redeal  # all four passed
    for player in players:
        passed, played = records(player)[:2]
        assert "deck" not in passed and passed["actions"] == ["pass"] * 8
        assert named_cards(passed) == set()  # not a card of those hands
        assert finished_from_json(passed).replay(QUICK, player.client.seat) is None
        assert len(played["deck"]) == 32
        assert leaks(player.received, player.client.seat, table.match.to_json()) == []


def no_seed_no_hidden_card(match: Match | None, *players: Scripted, secret: str = "") -> None:
    """Over every message of a whole partie: one record per deal, no card a seat could not know when
    it was sent, never the partie's seed nor the table's ``secret``."""
    assert match is not None and match.over
    saved = match.to_json()
    for player in players:
        assert len(records(player)) == len(saved["deals"])
        assert leaks(player.received, player.client.seat, saved) == []  # records included
        assert not any(str(match.seed) in raw for raw in player.received)
        assert not secret or not any(secret in raw for raw in player.received)
        player.received.clear()


@run_async
async def test_no_message_names_the_seed_or_a_hidden_card_over_parties_and_their_revanche() -> None:
    for seed in (BIG_SEED, BIG_SEED + 1):
        table, token = hosted(bot_levels=dict(LEVELS))
        table.seed = seed
        dealing = table.dealing_seed()  # the host's seed hashed with the table's secret
        async with hosting(table) as (_, address):
            host, friend = await whole_partie(address, table, token)
            first = table.match
            assert first is not None and first.seed == dealing != seed
            assert not any(str(seed) in raw for player in (host, friend) for raw in player.received)
            no_seed_no_hidden_card(first, host, friend, secret=table.secret)
            await host.client.send("start")  # the revanche, dealt from a fresh seed
            await play_to_the_end(host, friend)
            assert table.match is not first
            no_seed_no_hidden_card(table.match, host, friend, secret=table.secret)


@run_async
async def test_a_player_away_when_a_deal_ends_is_sent_its_record_once_when_back() -> None:
    """Léa drops as the first deal starts; a bot plays for her while it ends and the next one starts.
    Back, she is sent the deal she missed: over both connections every deal's record reached her
    once, in order, naming no card she could not know, nor the seed, nor the table's secret."""
    table, token = hosted(bot_levels=dict(LEVELS), away_timeout=0.0)
    table.seed = BIG_SEED
    async with hosting(table) as (_, address):
        host, friend = await seat_two(address, table, token)
        await friend.run(lambda: friend.client.state is not None and friend.client.state.phase == "playing")
        await friend.client.close()

        def next_deal_started() -> bool:
            match = table.match
            return match is not None and any(match.history) and table.phase == "playing"

        await host.run(next_deal_started)
        assert table.seats[2].missed and not table.seats[0].missed
        back = Scripted(await TableClient.resume(address, friend.client.token), seed=2)
        missed = sum(map(len, table.match.history)) if table.match is not None else 0
        while len(records(back)) < missed:  # the whole table, then the deals missed
            await back.step()
        assert not table.seats[2].missed  # handed out once
        await play_to_the_end(host, back)
    friend.received += back.received  # all that reached Léa, in order
    assert table.match is not None
    assert [finished_from_json(data).place for data in records(friend)] == places(table.match)
    no_seed_no_hidden_card(table.match, host, friend, secret=table.secret)


def test_the_partie_key_is_a_fixed_one_way_hash_of_the_seed_that_fits_the_history() -> None:
    secret = Table().secret
    keys = {partie_key(seed, secret) for seed in range(1000)}
    assert len(keys) == 1000 and all(0 <= key < 1 << SECRET_BITS for key in keys)
    assert partie_key(BIG_SEED, secret) == partie_key(BIG_SEED, secret) != BIG_SEED
    assert partie_key(Match(QUICK, 5).seed, secret) == partie_key(5, secret)


def test_a_small_seed_cannot_be_found_from_the_key_without_the_tables_secret() -> None:
    """A host's seed 5 gives another key at every table: trying every small seed with any secret
    a player could guess does not find it; the secret is saved with the table and never sent."""
    first, second = Table(seed=5), Table(seed=5)
    assert first.secret != second.secret
    assert partie_key(5, first.secret) != partie_key(5, second.secret)
    assert partie_key(5, first.secret) not in {partie_key(seed, "") for seed in range(1000)}
    assert table_from_json(table_to_json(first)).secret == first.secret


def test_a_deal_voided_by_a_carre_of_sevens_is_recorded_without_its_deck() -> None:
    rules = Rules(announces=True, carre_of_sevens_voids=True)
    hands = complete_hands({2: "7S 7H 7D 7C"})
    voided = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=rules)
    play_until(voided, 2)
    voided.apply(DeclareCarre(Rank.SEVEN))
    assert voided.result is not None and voided.result.redeal and not played_out(voided)
    assert "deck" not in record_json(voided, 1, [None] * 4)
    kept = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=rules)
    play_first_legal(kept)
    assert played_out(kept) and len(record_json(kept, 1, [None] * 4)["deck"]) == 32


@pytest.mark.parametrize(
    "changes",
    [
        {"partie": "1"},
        {"partie": -1},
        {"partie": True},
        {"dealer": 4},
        {"dealer": None},
        {"levels": [None, None, None]},
        {"levels": [None, 3, None, None]},
        {"levels": "human"},
        {"deck": ["7S"] * 32},
        {"deck": "7S"},
        {"actions": "pass"},
        {"actions": ["fly"]},
        {"actions": ["play 7S"]},
        {"manche": 0},
        {"manche": -1, "number": 1},
        {"manche": 0, "number": 0},
        {"manche": True, "number": 1},
        {"manche": 0, "number": "1"},
    ],
)
def test_a_malformed_record_is_refused_with_a_value_error(changes: dict[str, Any]) -> None:
    hands = complete_hands({})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H")
    play_first_legal(deal)
    good = record_json(deal, 7, [None, "random", None, "random"])
    assert finished_from_json(good).replay(deal.rules, 0) is not None
    with pytest.raises(ValueError):
        finished_from_json({**good, **changes}).replay(deal.rules, 0)
