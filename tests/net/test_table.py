"""The table as referee, without the network: seating, who acts for a seat, and the rules enforced."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pytest

from belote.engine import Card, Deal, IllegalAction, Match, Play, Rules, Take
from belote.net.client import SeatState, _seat_state
from belote.net.codec import trick_json, view_json
from belote.net.saves import table_from_json, table_to_json
from belote.net.table import Refused, Table

from .conftest import SECRET

QUICK = Rules(target=300, manches=1)


def play_until(table: Table, reached: Callable[[Deal], bool]) -> None:
    """Play the table's deal through its bots (South always taking when it may, so cards are
    played) until ``reached`` holds."""
    assert table.match is not None
    while not reached(table.match.deal):
        deal = table.match.deal
        seat = deal.to_play or 0
        legal = deal.legal_actions()
        action = table.bots[seat].choose(deal.view(seat)) if seat in table.bots else legal[0]
        if seat == 0:
            action = next((a for a in legal if isinstance(a, Take)), legal[0])  # someone takes
        table.act(seat, str(action))


def hosted() -> Table:
    table = Table(rules=QUICK, seed=11, secret=SECRET)
    table.sit_host("Hôte")
    table.seats[0].connected = True
    return table


def test_friends_sit_in_order_of_arrival_the_first_as_the_hosts_partner() -> None:
    table = hosted()
    assert [table.join(name)[0] for name in ("Léa", "Max", "Zoé")] == [2, 1, 3]
    with pytest.raises(Refused) as full:
        table.join("Tom")
    assert full.value.rule == "full"
    assert [seat.name for seat in table.seats] == ["Hôte", "Max", "Léa", "Zoé"]


def test_a_full_table_with_a_seat_waiting_for_its_player_says_so() -> None:
    """A player who comes back without their seat's key (another computer, another folder) finds the
    table full: told that a seat waits for its player, they know to come back from where they joined
    or to ask the host to free it, where a plain « full » left them locked out."""
    table = hosted()
    for name in ("Léa", "Max", "Zoé"):
        table.join(name)
    table.leave(1, now=0.0)
    with pytest.raises(Refused) as waiting:
        table.join("Max")
    assert waiting.value.rule == "full_waiting"


def test_a_name_already_at_the_table_is_told_apart_so_every_log_line_names_one_player() -> None:
    """Two friends called Zoé (whatever the case) and one called like the host: each gets a name of
    its own, « 2 » added within the longest name a player may have."""
    table = hosted()
    table.join("Zoé")
    table.join("zoé")
    table.join("Hôte")
    assert [seat.name for seat in table.seats] == ["Hôte", "zoé 2", "Zoé", "Hôte 2"]
    long = Table(rules=QUICK)
    long.sit_host("Maximilien-Alexandre")  # twenty characters, the most a name may have
    long.join("Maximilien-Alexandre")
    assert long.seats[2].name == "Maximilien-Alexand 2" and len(long.seats[2].name) == 20


def test_no_player_is_named_like_a_bot_so_a_friend_never_reads_as_one() -> None:
    """A friend or the host called « jojo » (a bot's nickname, whatever the case) would read in the
    log as the bot « Jojo » of another seat: they get « 2 » as for a name already at the table."""
    table = Table(rules=QUICK, seed=11, secret=SECRET)
    table.sit_host("Titi")
    table.join("jojo")
    table.join("Léa")
    assert [seat.name for seat in table.seats] == ["Titi 2", "Léa", "jojo 2", ""]


def test_no_player_is_named_like_a_seat_or_a_team_so_a_friend_never_reads_as_the_reader() -> None:
    """« You » on the host's screen would read as the host itself (« You is thinking… »), « Eux » as
    the team, and numbered too (« Vous 2 prend à ♦ »): a friend so named, in either language and any
    case, is refused and told why; a name that only starts so is a name. The host's own name is
    checked before the table opens (its form, the command line): here it would get « 2 » at least."""
    table = Table(rules=QUICK, seed=11, secret=SECRET)
    table.sit_host("vous")
    seat_words = ("You", "EUX", " nord ", "Vous 2", "Nord  3", "Nord Est", "Nord-Est", "Sud_2", "Vous2")
    seat_words += ("Ｎｏｒｄ",)  # full-width letters
    for name in seat_words:
        with pytest.raises(Refused) as refused:
            table.join(name)
        assert refused.value.rule == "seat_word"
    table.join("Youssef")
    table.join("Le Nord")  # a name, as « Nordine » is
    assert [seat.name for seat in table.seats] == ["vous 2", "Le Nord", "Youssef", ""]


def test_no_player_is_named_with_a_word_for_a_bot_so_a_friend_never_reads_as_one() -> None:
    """« Momo, robot » looks like the bot's own seat (« Jojo, robot ») on every screen: a name with
    the word robot or bot, in either language and any case, is refused and told why; a name that only
    contains the letters is a name."""
    table = Table(rules=QUICK, seed=11, secret=SECRET)
    table.sit_host("Anne")
    bot_words = ("Momo, robot", "ROBOT", "bot de Léa", "Les Robots", "Jojo-bot", "Momo_bot", "Momo2bot")
    bot_words += ("ｒｏｂｏｔ",)  # full-width letters
    for name in bot_words:
        with pytest.raises(Refused) as refused:
            table.join(name)
        assert refused.value.rule == "bot_word"
    table.join("Robotnik")
    table.join("Bottine")
    assert sorted(seat.name for seat in table.seats) == ["", "Anne", "Bottine", "Robotnik"]


def test_a_name_typed_with_separate_accents_is_the_composed_one_and_no_letter_carries_more_than_two() -> None:
    """« Dédé » typed as e + a combining accent looks like the bot « Dédé » on every screen: it is
    composed first, so it gets « 2 » as the bot's own spelling does; a letter piled with accents
    (spilling out of its line on the screens) keeps two."""
    table = hosted()
    table.join("De\u0301de\u0301")
    table.join("Zo" + "e" + "\u0301" * 19)
    assert table.seats[2].name == "Dédé 2"
    assert table.seats[1].name == "Zoé\u0301"


def test_a_name_of_accents_alone_is_no_name_and_an_accent_on_a_blank_is_dropped() -> None:
    """Accents without a letter under them show as a blank on every screen: a name made of them is
    refused as an empty one, and one standing after a space leaves the rest of the name as typed."""
    table = hosted()
    with pytest.raises(Refused) as blank:
        table.join("\u0301\u0301\u0301")
    assert blank.value.rule == "no_name"
    seat = table.join("\u0301Léa \u0301Zoé")[0]
    assert table.seats[seat].name == "Léa Zoé"


def test_a_headless_table_seats_the_first_arrival_south_and_starts_when_full_enough() -> None:
    table = Table(rules=QUICK, hosted=False, autostart=2)
    assert table.join("A")[0] == 0
    assert table.phase == "lobby"
    assert table.join("B")[0] == 2
    assert table.phase == "playing"


def test_the_host_arranges_seats_before_the_start_only() -> None:
    table = hosted()
    table.join("Léa")
    table.swap(2, 3)
    assert table.seats[3].name == "Léa" and not table.seats[2].taken
    table.start()
    with pytest.raises(Refused) as late:
        table.swap(1, 3)
    assert late.value.rule == "started"


def test_a_late_friend_sits_in_for_a_bot_and_plays_from_its_next_turn() -> None:
    """As at a café table, a friend arriving after the start takes over a seat a bot was playing:
    the next free one in order of arrival; the deal goes on from where it stands, the bot no longer
    plays that seat and nothing it played there is told as played for her."""
    table = hosted()
    table.join("Léa")  # North
    table.start()
    assert table.match is not None
    while table.match.deal.to_play != 1:  # play on until West, a bot's seat, is to play
        seat = table.match.deal.to_play
        assert seat is not None
        table.act(seat, str(table.match.deal.legal_actions()[0]))
    assert table.bot_to_play() == 1
    played = len(table.match.deal.actions)
    seat, token = table.join("Max")
    assert seat == 1 and token and table.seats[1].name == "Max"
    assert table.seats[1].since == played and parse_seat(table, 1).since == played  # the bot's moves
    assert parse_seat(table, 2).since == -1  # Léa held North from the deal's start
    assert table.controller(1) == "player" and table.bot_to_play() is None
    assert len(table.match.deal.actions) == played and table.phase == "playing"
    assert table.told_back(1) == []
    assert table.join("Zoé")[0] == 3 and table.controller(3) == "player"
    with pytest.raises(Refused) as full:
        table.join("Tom")
    assert full.value.rule == "full"
    saved = table_from_json(json.loads(json.dumps(table_to_json(table))))  # a resumed host's log too
    assert [seat.since for seat in saved.seats] == [seat.since for seat in table.seats]
    while table.phase == "playing":  # the next deal: every seat held from its start
        seat = table.match.deal.to_play
        assert seat is not None
        table.act(seat, str(table.match.deal.legal_actions()[0]))
    table.next_deal()
    assert [seat.since for seat in table.seats] == [-1, -1, -1, -1]


def test_a_late_friend_does_not_start_a_headless_table_again() -> None:
    """On a table that starts by itself once enough players sat, one more arriving after the start
    sits in for a bot: the partie under way is kept, not dealt anew."""
    table = Table(rules=QUICK, hosted=False, autostart=2)
    table.join("A")
    table.join("B")
    match = table.match
    assert match is not None
    table.act(match.deal.to_play or 0, str(match.deal.legal_actions()[0]))
    assert table.join("C")[0] == 1
    assert table.match is match and len(match.deal.actions) == 1


def test_empty_seats_are_played_by_bots_once_started() -> None:
    table = hosted()
    table.join("Léa")
    table.start()
    assert [table.controller(seat) for seat in range(4)] == ["player", "bot", "player", "bot"]


def test_an_absent_player_keeps_the_seat_until_the_timeout_then_a_bot_covers_until_they_return() -> None:
    table = hosted()
    _, token = table.join("Léa")
    table.away_timeout = 30.0
    table.start()
    table.leave(2, now=100.0)
    assert table.controller(2) == "wait"
    assert table.cover_absent(now=120.0) == []
    assert table.cover_absent(now=130.0) == [2]
    assert table.controller(2) == "bot"
    assert table.resume(token) == 2
    assert table.controller(2) == "player"


def test_a_screen_that_opens_during_a_wait_is_told_what_is_left_of_it() -> None:
    """Léa left 20 s ago and the table waits 30 s for her: a screen told now counts down the 10 s
    left, not the whole wait again; once a bot covers her, nothing is left to count."""
    table = hosted()
    table.join("Léa")
    table.away_timeout = 30.0
    table.start()
    table.leave(2, now=time.monotonic() - 20.0)
    seat = parse_seat(table, 2)
    assert seat.cover_after == 30 and 9.0 <= seat.cover_in <= 10.1
    table.cover_absent(now=time.monotonic() + 15.0)  # the wait is over: a bot covers her
    assert parse_seat(table, 2).cover_in == 0


def test_the_others_are_told_how_long_the_table_waits_for_an_absent_player() -> None:
    """While Léa is away and no bot covers her, her seat tells the others after how many seconds
    from her leaving one will (the host's away delay); once a bot covers her, or she is back, 0."""

    def told() -> list[int]:
        parts = {name: json.loads(text()) for name, _, text in table.parts()}
        return [seat["cover_after"] for seat in parts["seats"]]

    table = hosted()
    _, token = table.join("Léa")
    table.away_timeout = 30.0
    table.start()
    assert told() == [0, 0, 0, 0]
    table.leave(2, now=100.0)
    assert told() == [0, 0, 30, 0]
    assert parse_seat(table, 2).cover_after == 30  # as a player's program reads it
    table.cover_absent(now=130.0)
    assert told() == [0, 0, 0, 0]
    table.resume(token)
    table.leave(2, now=200.0, on_purpose=True)  # quitting: covered at once, nothing to wait for
    assert told() == [0, 0, 0, 0]


def parse_seat(table: Table, seat: int) -> SeatState:
    """A seat of the table as a player's program reads it from the host's message."""
    parts = {name: json.loads(text()) for name, _, text in table.parts()}
    return _seat_state(parts["seats"][seat])


def test_a_token_reopens_its_seat_only_while_its_owner_is_gone() -> None:
    table = hosted()
    _, token = table.join("Léa")
    with pytest.raises(Refused) as in_use:
        table.resume(token)
    assert in_use.value.rule == "seat_in_use"
    assert table.resume("not-a-token") is None
    table.leave(2, now=0.0)
    assert table.resume(token) == 2


def test_only_the_seat_to_play_may_act() -> None:
    table = hosted()
    table.start()
    assert table.match is not None
    seat = table.match.deal.to_play
    assert seat is not None
    with pytest.raises(Refused) as caught:
        table.act((seat + 1) % 4, "pass")
    assert caught.value.rule == "not_your_turn"


def test_an_illegal_card_is_refused_with_the_engines_rule_and_changes_nothing() -> None:
    table = hosted()
    table.start()
    assert table.match is not None
    deal = table.match.deal
    illegal: list[Card] = []
    while not illegal:  # play the first legal action until the seat to play holds a card it may not play
        table.act(deal.to_play or 0, str(deal.legal_actions()[-1 if deal.phase == "bidding" else 0]))
        legal = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
        illegal = [card for card in deal.hands[deal.to_play or 0] if legal and card not in legal]
    seat = deal.to_play
    assert seat is not None
    before = deal.to_json()
    copy = deal.copy()
    with pytest.raises(IllegalAction) as engine:
        copy.apply(Play(illegal[0]))
    with pytest.raises(Refused) as caught:
        table.act(seat, f"play {illegal[0]}")
    assert (caught.value.rule, str(caught.value)) == (engine.value.rule, str(engine.value))
    with pytest.raises(Refused) as garbled:
        table.act(seat, "play XX")
    assert garbled.value.rule == "unknown_action"
    assert deal.to_json() == before


def test_the_next_deal_waits_for_the_players_here_not_for_the_absent() -> None:
    table = hosted()
    table.join("Léa")
    table.start()
    assert table.match is not None
    deal = table.match.deal
    while deal.phase != "done":
        table.act(deal.to_play or 0, str(deal.legal_actions()[0]))
    assert table.phase == "summary"
    assert not table.ready(0)
    table.leave(2, now=0.0)
    assert table.deal_on()
    assert table.phase == "playing" and table.match.deal is not deal


def test_a_revanche_at_a_seeded_table_is_dealt_new_cards() -> None:
    table = hosted()
    table.start()
    assert table.match is not None
    first = table.match
    assert first.seed == Table(rules=QUICK, seed=11, secret=table.secret).dealing_seed()
    while not first.over:  # the bots play every seat; each finished deal is followed by the next
        if first.deal.phase == "done":
            first.next_deal()
        else:
            deal = first.deal
            deal.apply(table.bots[deal.to_play or 0].choose(deal.view(deal.to_play or 0)))
    table.start()
    assert table.match is not first and table.match.seed != 11
    assert table.match.deal.view(0).hand != Match(QUICK, 11).deal.view(0).hand


def test_the_hosts_seed_deals_through_the_tables_secret_so_no_friend_can_find_it() -> None:
    table = hosted()
    table.start()
    assert table.match is not None
    seen = (table.match.draw, table.match.deal.view(2).hand)  # what a friend at North knows
    tried = ((match.draw, match.deal.view(2).hand) for match in (Match(QUICK, seed) for seed in range(3000)))
    assert seen not in set(tried)  # trying every small seed finds none that fits (11 among them)
    again = Table(rules=QUICK, seed=11, secret=table.secret)  # the same table from its save
    again.start()
    assert again.match is not None and again.match.deal.view(0).hand == table.match.deal.view(0).hand
    other = Table(rules=QUICK, seed=11)  # another table's secret: other cards
    other.start()
    assert other.match is not None and other.match.seed != table.match.seed


def test_a_seat_is_told_its_own_view_and_the_public_table_never_the_seed() -> None:
    table = hosted()
    table.start()
    assert table.match is not None
    public = table.public()
    update = json.loads("{" + table.private(1, public["deal"]["hand_sizes"][1]) + "}")
    parts = {name: json.loads(text()) for name, _, text in table.parts()}
    assert set(parts) == {"rules", "seats", "draw", "sheet", "bids", "tricks", "previous_trick", "takers"}
    assert parts["previous_trick"] is None  # the partie's first deal
    deal = {**public["deal"], "bids": parts["bids"], "tricks": parts["tricks"]}
    assert {**deal, **update} == view_json(table.match.deal.view(1))
    assert set(update) == {"seat", "hand", "legal"}  # only these differ from seat to seat
    sent = json.dumps([public, update, parts])
    assert "seed" not in sent and str(table.match.seed) not in sent and "token" not in sent


def test_a_seats_private_part_follows_its_hand_and_its_turn() -> None:
    table = hosted()
    table.start()
    assert table.match is not None
    deal = table.match.deal
    while True:  # the first take, then the whole deal
        sizes = table.public()["deal"]["hand_sizes"]
        for seat in range(4):
            told = json.loads("{" + table.private(seat, sizes[seat]) + "}")
            view = view_json(deal.view(seat))
            assert (told["hand"], told["legal"]) == (view["hand"], view["legal"])
        if deal.phase == "done":
            break
        legal = deal.legal_actions()
        deal.apply(next((action for action in legal if isinstance(action, Take)), legal[0]))
    assert deal.result is not None and not deal.result.redeal


def test_a_removed_player_leaves_a_free_seat_a_bot_plays() -> None:
    table = hosted()
    _, token = table.join("Léa")
    table.start()
    code = table.code
    table.kick(2)
    assert table.controller(2) == "bot" and table.resume(token) is None
    assert table.was_removed(token) and table.code != code and table.retired == [code]


def test_the_host_chooses_each_bots_level_before_the_start_only() -> None:
    table = Table(rules=QUICK, seed=11, secret=SECRET, bot_level="random", bot_levels={2: "heuristic"})
    table.sit_host("Hôte")
    table.set_level(1, "expert")
    with pytest.raises(Refused) as unknown:
        table.set_level(3, "grandmaster")
    assert unknown.value.rule == "unknown_level"
    table.start()
    assert [table.bots[seat].name for seat in range(4)] == ["random", "expert", "heuristic", "random"]
    with pytest.raises(Refused) as started:
        table.set_level(3, "expert")
    assert started.value.rule == "started" and table.bots[3].name == "random"


def test_a_player_away_gets_the_records_they_missed_once_and_a_revanche_forgets_them() -> None:
    """The deals that end while a player is away are kept for them, oldest first; back, they get
    them with the deal just over (once, even when it is among them), and never again."""
    table = hosted()
    table.join("Léa")
    table.join("Max")
    table.keep_missed("first", here={0, 1})
    table.keep_missed("second", here={0})
    assert [seat.missed for seat in table.seats] == [[], ["second"], ["first", "second"], []]  # East: a bot
    assert table.catch_up(2, "second") == ["first", "second"]
    assert table.catch_up(2, "second") == ["second"]  # back again during the same summary
    assert table.catch_up(2, None) == [] and table.catch_up(1, None) == ["second"]
    table.keep_missed("third", here={0})
    table.start()  # a new partie: the score sheet the records are checked against is gone
    assert not any(seat.missed for seat in table.seats)


def private_of(table: Table, seat: int) -> dict[str, object]:
    """What only ``seat`` is told now."""
    assert table.match is not None
    return json.loads("{" + table.private(seat, len(table.match.deal.hands[seat])) + "}")  # type: ignore[no-any-return]


def test_each_seat_is_told_the_cards_it_received_at_the_take_until_its_first_card() -> None:
    """After the take each seat's private part names the 3 cards it received (the turned card among
    the taker's): none before the take, none once the seat has played."""
    table = hosted()
    table.start()
    assert table.match is not None
    deal = table.match.deal
    assert all("received" not in private_of(table, seat) for seat in range(4))
    before = [set(deal.hands[seat]) for seat in range(4)]
    table.act(deal.to_play or 0, str(Take(deal.turned.suit)))
    for seat in range(4):
        received = {Card.parse(str(code)) for code in private_of(table, seat)["received"]}  # type: ignore[attr-defined]
        assert received == set(deal.hands[seat]) - before[seat] and len(received) == 3
        assert (deal.turned in received) == (seat == deal.taker)
    seat = deal.to_play or 0
    table.act(seat, str(next(a for a in deal.legal_actions() if isinstance(a, Play))))
    assert "received" not in private_of(table, seat)
    assert all("received" in private_of(table, other) for other in range(4) if other != seat)


def test_the_previous_deals_last_trick_is_a_part_from_the_second_deal_on() -> None:
    """Once a deal is over and the next one dealt, the table keeps its last trick and sends it as
    the « previous_trick » part; a new partie starts without one."""
    table = hosted()
    table.start()
    assert table.match is not None
    play_until(table, lambda deal: deal.phase == "done")
    last = table.match.deal.tricks[-1]
    table.next_deal()
    assert table.previous_last == last
    parts = {name: json.loads(text()) for name, _, text in table.parts()}
    assert parts["previous_trick"] == trick_json(last)


def test_a_seat_name_from_a_host_is_kept_to_what_a_screen_may_show() -> None:
    """A host of another program sends a name with a terminal's escape and five hundred letters: the
    player's program keeps no control character and at most a name's length, as the host keeps names."""
    seat = {"name": "\x1b[2J" + "Z" * 500, "player": True, "here": True, "bot": False, "level": "ex\npert"}
    read = _seat_state(seat)
    assert read.name == "Z" * 20 and read.level == "expert"  # the escape sequence out whole
    assert _seat_state({**seat, "name": "Léa (2)"}).name == "Léa (2)"


def test_a_shared_table_shuffles_every_deal_so_no_seat_can_rebuild_the_hands() -> None:
    """Gathered and cut, a deal's cards follow from the last deal's tricks and the cut, all public:
    a friend's program could rebuild every hand from them and its own five cards. A shared table
    deals each deal from a fresh shuffle (its rules say so to every seat), even where the host's
    own options gather and cut."""
    table = Table(rules=Rules(), seed=11, secret=SECRET)  # a manche of 1000: two deals cannot end it
    table.sit_host("Hôte")
    assert not Rules().shuffle_each_deal and table.rules.shuffle_each_deal
    table.start()
    match = table.match
    assert match is not None and match.rules.shuffle_each_deal
    assert json.loads(dict((name, text) for name, _, text in table.parts())["rules"]())["shuffle_each_deal"]
    played = 0
    while played < 2:
        previous = match.deal
        while previous.phase != "done":
            previous.apply(table.bots[previous.to_play or 0].choose(previous.view(previous.to_play or 0)))
        played += bool(previous.tricks)
        match.next_deal()
        assert match.cut is None  # no cut to announce
        gathered, deck = list(previous.gathered), list(match.deal.deck)
        assert len(gathered) == len(deck) == 32
        assert all(gathered[point:] + gathered[:point] != deck for point in range(32))  # any cut


def test_a_table_saved_mid_partie_under_gather_and_cut_tells_the_rules_its_partie_plays() -> None:
    """A table saved before shared tables shuffled: its partie goes on as it was dealt, and the
    rules told are that partie's, until the next partie shuffles."""
    old = Match(QUICK, 5)
    table = Table(rules=QUICK, seed=None, match=old)
    assert table.rules.shuffle_each_deal and not old.rules.shuffle_each_deal
    told = json.loads(dict((name, text) for name, _, text in table.parts())["rules"]())
    assert told["shuffle_each_deal"] is False


def play_deal(table: Table, taker: int) -> None:
    """Play the current deal to its end, ``taker`` taking at its first turn and everyone else passing
    until then (a deal nobody takes is dealt again, and played so too)."""
    assert table.match is not None
    while table.phase == "playing":
        deal = table.match.deal
        seat = deal.to_play
        assert seat is not None
        legal = deal.legal_actions()
        take = next((action for action in legal if isinstance(action, Take)), None)
        action = take if seat == taker and take is not None else legal[0]
        table.act(seat, str(action))


def test_the_sheet_names_who_took_each_deal_as_it_was_held_at_the_take() -> None:
    """The sheet keeps who took each deal: Léa's own take under her name, a bot's take without a name
    even once Max sat in for that bot and later deals were his; a saved table keeps them, and a new
    partie starts a sheet of its own."""
    table = hosted()
    table.join("Léa")  # North
    table.start()
    assert table.match is not None
    play_deal(table, taker=2)
    table.next_deal()
    play_deal(table, taker=1)  # West: a bot
    table.next_deal()
    table.join("Max")  # sits in for West's bot
    play_deal(table, taker=1)
    history = table.match.history[0]
    takers = [result.taker for result in history]
    assert 2 in takers and takers.count(1) == 2
    expected = {None: "", 2: "Léa"}
    first_west, second_west = (n for n, seat in enumerate(takers) if seat == 1)
    named = table.takers[0]
    assert len(named) == len(history)
    assert all(named[n] == expected[seat] for n, seat in enumerate(takers) if seat != 1)
    assert named[first_west] == "" and named[second_west] == "Max"
    told = {name: json.loads(text()) for name, _, text in table.parts()}
    assert told["takers"] == table.takers
    saved = table_from_json(json.loads(json.dumps(table_to_json(table))))
    assert saved.takers == table.takers
    older = {key: value for key, value in table_to_json(table).items() if key != "takers"}
    assert table_from_json(older).takers == []  # a table saved before: the sheet names the seats
    while not table.match.over:
        table.next_deal()
        play_deal(table, taker=0)
    table.start()  # the revanche: a new sheet
    assert table.takers == []


def test_a_friend_sitting_in_after_the_take_does_not_become_the_taker() -> None:
    """East's bot takes; Zoé sits in for it in the same deal before a card is played: the deal
    stays the bot's take on the sheet."""
    table = hosted()
    table.start()
    assert table.match is not None
    deal = table.match.deal
    while deal.taker is None:
        seat = deal.to_play
        assert seat is not None
        take = next((a for a in deal.legal_actions() if isinstance(a, Take)), None)
        table.act(seat, str(take if seat == 3 and take is not None else deal.legal_actions()[0]))
        if deal.result is not None:  # nobody took: the next deal
            table.next_deal()
            deal = table.match.deal
    assert deal.taker == 3
    table.join("Léa")
    table.join("Max")
    assert table.join("Zoé")[0] == 3 and table.seats[3].since > 0
    assert table.takers[-1][-1] == ""


def test_a_name_of_blanks_alone_is_refused_and_inner_blanks_are_one_space() -> None:
    """A raw client sends a name of spaces: no seat for it (each screen would name that seat by its
    own compass point); a name's inner runs of blanks read as one space."""
    table = hosted()
    with pytest.raises(Refused) as blank:
        table.join("   ")
    assert blank.value.rule == "no_name" and not any(seat.taken for seat in table.seats[1:])
    seat, _ = table.join("  Zoé   la reine ")
    assert table.seats[seat].name == "Zoé la reine"


def test_a_friend_removed_mid_deal_is_still_named_for_the_moves_they_made() -> None:
    """The host removes Léa after her bids and cards: a bot plays her seat from there, and the seat
    tells every screen (and the saved table) who made its first moves, so the log does not credit
    them to the bot; the next deal forgets it. Removed in the waiting room, nothing is kept."""
    table = hosted()
    table.join("Léa")
    table.start()
    assert table.match is not None
    deal = table.match.deal
    play_until(table, lambda deal: deal.phase == "playing" and len(deal.actions) >= 8)  # Léa bid, cards down
    made = len(deal.actions)
    table.kick(2)
    assert table.seats[2].left == "Léa" and table.seats[2].since == made and not table.seats[2].taken
    told = {name: value for name, _, value in table.parts()}["seats"]()
    assert json.loads(told)[2]["left"] == "Léa" and json.loads(told)[2]["since"] == made
    assert _seat_state(json.loads(told)[2]).left == "Léa"
    again = table_from_json(json.loads(json.dumps(table_to_json(table))))
    assert again.seats[2].left == "Léa" and again.seats[2].since == made
    lobby = hosted()
    lobby.join("Max")
    lobby.kick(2)
    assert lobby.seats[2].left == "" and lobby.seats[2].since == -1


def test_a_friend_sitting_in_where_another_was_removed_keeps_the_removed_one_named() -> None:
    """Léa is removed mid-deal, a bot plays her seat, then Zoé sits in there in the same deal: the
    seat says who made which moves (Léa the first ones, the bot the next, Zoé from now), on every
    screen, the newcomer's included, and in the saved table (Zoé's screen named the bot for Léa's
    cards); a later removal adds to them, and the next deal forgets them."""
    table = hosted()
    table.join("Léa")
    table.start()
    assert table.match is not None
    deal = table.match.deal
    play_until(table, lambda deal: deal.phase == "playing" and len(deal.actions) >= 8)
    removed_at = len(deal.actions)
    table.kick(2)
    play_until(table, lambda deal: len(deal.actions) >= removed_at + 3)
    sat_at = len(deal.actions)
    assert table.join("Zoé")[0] == 2
    seat = table.seats[2]
    assert (seat.name, seat.since, seat.left, seat.earlier) == ("Zoé", sat_at, "", [(removed_at, "Léa")])
    told = json.loads({name: value for name, _, value in table.parts()}["seats"]())[2]
    assert _seat_state(told).earlier == ((removed_at, "Léa"),)
    again = table_from_json(json.loads(json.dumps(table_to_json(table))))
    assert again.seats[2].earlier == [(removed_at, "Léa")] and again.seats[2].since == sat_at
    play_until(table, lambda deal: len(deal.actions) >= sat_at + 4)
    zoe_left = len(deal.actions)
    table.kick(2)
    assert table.seats[2].earlier == [(removed_at, "Léa"), (sat_at, "")]
    assert (table.seats[2].since, table.seats[2].left) == (zoe_left, "Zoé")
    play_until(table, lambda deal: deal.phase == "done")
    table.next_deal()
    assert [(seat.since, seat.left, seat.earlier) for seat in table.seats] == [(-1, "", [])] * 4


def test_earlier_holders_told_by_another_host_are_read_within_bounds() -> None:
    """What a host says of a seat's earlier holders is data: a few pairs of moves and a printable
    name are kept (eight at most, moves brought within 0–64 as the host counts them), anything
    else left out."""
    told = {"name": "", "player": False, "here": False, "bot": True, "since": 9, "left": "Zoé"}
    odd = [[3, "Léa\x1b[2J"], [500, "Max"], ["7", "Tom"], [4], "Léa", [True, "Bob"]] + [[1, "x"]] * 20
    assert _seat_state({**told, "earlier": odd}).earlier == ((3, "Léa"), (64, "Max"), (1, "x"), (1, "x"))
    assert _seat_state({**told, "earlier": "Léa"}).earlier == ()
    assert _seat_state(told).earlier == ()  # a host older than the field


def test_a_friend_who_quits_the_waiting_room_frees_the_seat_for_another() -> None:
    """Nothing is played yet: a friend quitting the room leaves the seat free (a newcomer gets it, the
    code unchanged); one whose connection dropped keeps it, as does a player who quits once the
    partie has begun (a bot plays for them at once)."""
    table = hosted()
    code = table.code
    lea, max_, zoe = (table.join(name)[0] for name in ("Léa", "Max", "Zoé"))
    table.leave(zoe, now=0.0, on_purpose=True)  # Zoé quits the room
    table.leave(lea, now=0.0)  # Léa's connection drops
    assert table.seats[zoe].name == "" and not table.seats[zoe].taken
    assert table.join("Noé")[0] == zoe and table.code == code
    assert table.seats[lea].name == "Léa" and table.seats[lea].taken
    table.start()
    table.leave(max_, now=5.0, on_purpose=True)  # Max quits during the partie
    assert table.seats[max_].name == "Max" and table.controller(max_) == "bot"
