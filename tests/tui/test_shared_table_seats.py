"""The seats at a shared table, seen from the host's screen: a friend leaving or coming back is shown
on their seat at once, and who bid or played is named by the player's name alone, whatever became of
the seat since."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import RichLog

from belote.engine import Rules
from belote.net import rotate
from belote.net.client import SeatState, TableClient, TableState
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.i18n import seat_name, tr
from belote.tui.lobby import seat_label
from belote.tui.net_status import AwayClock, bot_nickname, reading_line, turn_line
from belote.tui.netgame import NetGameScreen
from belote.tui.netoptions import NetOptions
from belote.tui.score_screens import SummaryScreen
from belote.tui.widgets import SeatView, StatusBar

from .conftest import run_async, screen_text, toasts
from .test_shared_table import (
    SEED,
    SIZE,
    act,
    friend_app,
    host_and_friend,
    hosted_table,
    hosting_app,
    opened,
    play_to_both_summaries,
    until,
)


def seat_text(app: BeloteApp, screen: NetGameScreen, seat: int) -> str:
    """What the host's terminal shows now in ``seat``'s place (a seat seen from the host)."""
    view = screen.query_one(f"#seat-{i18n.position(seat)}", SeatView)
    region = view.region
    return " ".join(
        " ".join(line[region.x : region.right].split()) for line in screen_text(app)[region.y : region.bottom]
    )


@run_async
async def test_the_host_sees_a_friend_leave_and_come_back_on_her_seat_at_once(tmp_path: Path) -> None:
    """While the table waits for the host (or for Léa), Léa's connection drops: her seat reads « hors
    ligne » at once and a notice says it; she comes back with her token: her seat reads her name
    alone at once, with no need for her turn to come, and a notice says she is back."""
    host_app = hosting_app(tmp_path, SEED)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        table = link.table
        assert table is not None
        address = f"127.0.0.1:{link.port}"
        lea = await TableClient.join(address, table.code, "Léa")
        try:
            await until(host, lambda: table.seats[lea.seat].taken)
            screen = await hosted_table(host, host_app)
            assert screen.state is not None
            seat = rotate.turn(lea.seat, screen.state.seat)
            await until(host, lambda: screen.state is not None and screen.human_view().to_play in (0, seat))
            await until(host, lambda: "Léa" in seat_text(host_app, screen, seat))
            assert "hors ligne" not in seat_text(host_app, screen, seat)
            await lea.close()
            await until(host, lambda: "hors ligne" in seat_text(host_app, screen, seat))
            assert seat_name(seat) == "Léa"  # what the log, the contract and the sheet name her by
            dropped = " ".join(tr("net.dropped", name="Léa").split())  # and a notice says it once
            await until(host, lambda: dropped in toasts(host_app))
            lea = await TableClient.resume(address, lea.token)
            await until(host, lambda: "hors ligne" not in seat_text(host_app, screen, seat))
            assert "Léa" in seat_text(host_app, screen, seat)
            back = " ".join(tr("net.back", name="Léa").split())
            await until(host, lambda: back in toasts(host_app))
            assert toasts(host_app).count(dropped) == 1
        finally:
            await lea.close()


def test_a_seat_is_labelled_with_its_state_but_its_bids_and_cards_by_the_name_alone() -> None:
    """« Léa (robot) a pris » once Léa dropped out would say the bot took: the log, the contract and
    the score sheet name the player (``seat_name``); only the seat's own label says how it is held."""
    titles = ("", "", i18n.tr("net.stand_in", name="Léa"), "")
    i18n.set_seat_names(("", "", "Léa", ""), titles)
    try:
        assert seat_name(2) == "Léa" and i18n.seat_title(2) == titles[2]
        assert i18n.seat_title(1) == seat_name(1) == i18n.tr(f"seat.{i18n.position(1)}")
    finally:
        i18n.set_seat_names(None)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_seat_held_by_a_bot_or_away_reads_with_one_pair_of_brackets(lang: str) -> None:
    """« robot pour Léa (Nous) », « Léa, hors ligne (Eux) »: the seat's state, then its team in
    brackets, never « Léa (robot) (Nous) »."""
    i18n.set_language(lang)
    for here, bot in ((True, True), (False, False), (False, True)):
        held = SeatState(name="Léa", player=True, here=here, bot=bot, level="expert")
        label = f"{seat_label(held, 2)} ({i18n.team_name(0)})"
        assert label.count("(") == 1 and "Léa" in label, label
        assert label.startswith("Léa, ") != bot, label


@pytest.mark.parametrize(("lang", "held"), [("fr", "robot pour Léa"), ("en", "bot for Léa")])
def test_a_friend_a_bot_stands_in_for_is_not_labelled_as_a_bot(lang: str, held: str) -> None:
    """« Léa, robot » read as if Léa were a bot: a friend's seat a bot holds says a bot plays for her,
    where a bot's own seat keeps « Jojo, robot »."""
    i18n.set_language(lang)
    covered = SeatState(name="Léa", player=True, here=False, bot=True, level="expert")
    assert seat_label(covered, 2) == held


@pytest.mark.parametrize(
    ("lang", "away", "thinking"),
    [("fr", "On attend Léa…", "Léa réfléchit…"), ("en", "Waiting for Léa…", "Léa is thinking…")],
)
def test_an_away_player_is_awaited_not_thinking(lang: str, away: str, thinking: str) -> None:
    """Someone whose connection is lost, not yet covered by a bot, is awaited; a bot covering her
    thinks for her, and so does she when she is here."""
    i18n.set_language(lang)
    gone = SeatState(name="Léa", player=True, here=False, bot=False, level="expert")
    assert turn_line(gone, "Léa") == away
    assert turn_line(replace(gone, bot=True), "Léa") == thinking
    assert turn_line(replace(gone, here=True), "Léa") == thinking
    # the host says when a bot will take her cards: the line says so too
    said = turn_line(replace(gone, cover_after=60), "Léa")
    assert said.startswith(away) and "60\u00a0s" in said
    assert said == tr("net.awaited_cover", seat="Léa", seconds=60)
    # counted down here: the seconds left, never « dans 0 s » while the host has not covered her yet
    assert "42\u00a0s" in turn_line(replace(gone, cover_after=60), "Léa", 42)
    assert "1\u00a0s" in turn_line(replace(gone, cover_after=60), "Léa", 0)


def test_the_wait_for_an_away_player_is_counted_from_when_the_host_first_says_it() -> None:
    """The host tells how long the table waits once (60 s); the screen counts from that update, not
    from each later one, and forgets the count when the seat is no longer awaited."""
    now = [100.0]
    clock = AwayClock(lambda: now[0])
    here = SeatState(name="Léa", player=True, here=True, bot=False)
    gone = replace(here, here=False, cover_after=60)
    clock.update((here, gone, here, here))
    assert clock.seconds_left(1) == 60 and clock.seconds_left(0) is None
    now[0] += 17.5
    clock.update((here, gone, here, here))  # a later update changes nothing of the count
    assert clock.seconds_left(1) == 43
    now[0] += 100
    assert clock.seconds_left(1) == 1  # overdue: the host covers her at its next look
    clock.update((here, replace(gone, bot=True, cover_after=0), here, here))
    assert clock.seconds_left(1) is None
    clock.update((here, gone, here, here))  # away again later: a new count
    assert clock.seconds_left(1) == 60
    now[0] += 100
    clock.restart()  # the table was out of reach and the host opened it again: it waits anew
    clock.update((here, replace(gone, cover_after=53), here, here))
    assert clock.seconds_left(1) == 53  # not « 1 s » from the count before


def test_the_wait_counted_is_what_the_host_says_is_left_of_it() -> None:
    """A screen that opens 35 s into a 60 s wait is told 25 s are left and counts from there, as the
    host's own screen does; each later word of the host sets the count right again."""
    now = [100.0]
    clock = AwayClock(lambda: now[0])
    here = SeatState(name="Léa", player=True, here=True, bot=False)
    gone = replace(here, here=False, cover_after=60, cover_in=25.0)
    clock.update((here, gone, here, here))
    assert clock.seconds_left(1) == 25
    now[0] += 5
    clock.update((here, replace(gone, cover_in=19.5), here, here))
    assert clock.seconds_left(1) == 20


@run_async
async def test_the_status_counts_down_the_wait_for_a_friend_who_dropped_on_her_turn(tmp_path: Path) -> None:
    """Léa's connection drops on her turn: « On attend Léa… Un robot jouera à sa place dans 60 s. »,
    then the seconds go down while the line is shown."""
    host_app = hosting_app(tmp_path, SEED)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        table = link.table
        assert table is not None
        lea = await TableClient.join(f"127.0.0.1:{link.port}", table.code, "Léa")
        try:
            await until(host, lambda: table.seats[lea.seat].taken)
            screen = await hosted_table(host, host_app)
            assert screen.state is not None
            seat = rotate.turn(lea.seat, screen.state.seat)
            rng = random.Random(2)
            for _ in range(400):
                if screen.human_view().to_play == seat:
                    break
                await act(host, host_app, rng)
                await host.pause(0.02)
            assert screen.human_view().to_play == seat
            await lea.close()
            status = screen.query_one(StatusBar)
            wait = round(table.away_timeout)
            clock = screen.away_clock
            await until(host, lambda: lea.seat in clock.deadlines)
            told = clock.seconds_left(lea.seat)  # the host's count, less the moment its word took
            assert told is not None and wait - 2 <= told <= wait
            deadline = clock.deadlines[lea.seat]
            clock.clock = lambda: deadline - wait + 0.5  # half a second after she dropped
            screen.count_down()
            assert status.message == tr("net.awaited_cover", seat="Léa", seconds=wait)
            clock.clock = lambda: deadline - wait + 21.5
            screen.count_down()
            assert status.message == tr("net.awaited_cover", seat="Léa", seconds=wait - 21)
        finally:
            await lea.close()


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("fr", "On attend Léa…", "On attend Marc et Léa…"),
        ("en", "Waiting for Léa…", "Waiting for Marc and Léa…"),
    ],
)
def test_the_players_still_reading_the_summary_are_awaited(lang: str, one: str, two: str) -> None:
    """Once we have read the summary, the players here who have not are awaited by name; not one
    who has, nor a bot covering an away player, nor ourselves."""
    i18n.set_language(lang)
    i18n.set_seat_names(("", "Marc", "Léa", ""))
    try:
        us = SeatState(name="Paul", player=True, here=True, bot=False)
        lea = SeatState(name="Léa", player=True, here=True, bot=False)
        marc = replace(lea, name="Marc")
        bot = SeatState(name="", player=False, here=False, bot=True)
        assert reading_line((us, replace(marc, ready=True), lea, bot)) == one
        assert reading_line((us, marc, lea, bot)) == two
        assert reading_line((us, replace(marc, here=False, bot=True), replace(lea, ready=True), bot)) == ""
    finally:
        i18n.set_seat_names(None)
        i18n.set_language("fr")


@run_async
async def test_the_host_back_from_the_summary_first_is_told_the_table_waits_for_lea(tmp_path: Path) -> None:
    """The host leaves a deal's summary while Léa still reads it: « On attend Léa… » (the next deal
    waits for her); once she leaves it too, the line goes with the new deal."""
    rng = random.Random(5)
    async with host_and_friend(tmp_path, Rules(), seed=SEED) as two:
        host, friend, lea = two.host, two.friend, two.lea
        await play_to_both_summaries(two, rng)
        assert all(isinstance(app.screen, SummaryScreen) for app in (two.host_app, lea))
        screen = two.host_app.screen_stack[-2]
        assert isinstance(screen, NetGameScreen)
        status = screen.query_one(StatusBar)
        await host.press("enter")
        await until(host, lambda: status.message == "On attend Léa…")
        assert screen.state is not None and screen.state.phase == "summary"
        await friend.press("enter")
        await until(host, lambda: screen.state is not None and screen.state.phase == "playing")
        await until(host, lambda: status.message != "On attend Léa…")


def test_back_at_the_table_the_player_reads_what_a_bot_played_for_them() -> None:
    """The host's texts of the bot's bids and cards, as a sentence: « …, Passe, 8♥, R♠. », the
    ellipsis first when there were more before; what does not read as an action is left out."""
    from belote.tui.events import played_for_text

    i18n.set_language("fr")
    said = played_for_text(["pass", "play 8H", "play KS belote"])
    assert " ".join(said.split()) == "Pendant votre absence, un robot a joué pour vous : Passe, 8♥, R♠."
    assert ": …, Passe" in " ".join(played_for_text(["pass"], more=True).split())
    assert played_for_text(["nonsense", 7, "8H"]) == "" and played_for_text("play 8H") == ""


def test_what_a_bot_played_over_two_deals_reads_as_two_runs() -> None:
    """Away from the end of one deal to the start of the next: a bid after a card begins the next
    deal, and the sentence says where (the cards of two deals are not one run)."""
    from belote.tui.events import played_for_text

    i18n.set_language("fr")
    said = played_for_text(["play 8D", "play JD", "pass", "take", "play TH"], more=True)
    expected = "Pendant votre absence, un robot a joué pour vous : …, 8♦, V♦ ; à la donne suivante : Passe, "
    assert " ".join(said.split()).startswith(expected), said
    assert " ".join(said.split()).endswith(", 10♥."), said
    assert "donne suivante" not in played_for_text(["pass", "pass", "play 8D", "play JD"])


@run_async
async def test_a_friend_who_quit_and_joins_again_is_told_what_a_bot_played_for_her(tmp_path: Path) -> None:
    """Léa quits the started table (a bot plays for her at once) and joins again from the command
    line: whichever screen first hears the host, her notices say what the bot played for her."""
    import shutil

    async with host_and_friend(tmp_path, seed=SEED) as two:
        host, friend, lea = two.host, two.friend, two.lea
        await host.press("enter")
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))
        table = two.link.table
        assert table is not None
        await friend.press("q", "o")  # she leaves: a bot plays her seat at once
        rng = random.Random(3)
        for _ in range(400):
            if table.seats[2].played_for:
                break
            await act(host, two.host_app, rng)
            await host.pause(0.02)
        assert table.seats[2].played_for
        shutil.copytree(tmp_path / "friend", tmp_path / "friend-again")  # her token; the first app's lock
        joining = NetOptions(mode="join", address=f"127.0.0.1:{two.link.port}", name="Léa")  # no code
        again = BeloteApp(bot_delay=0, home=tmp_path / "friend-again", net=joining)
        async with again.run_test(size=SIZE) as back:
            start = " ".join(tr("net.played_for", actions="").split()).rstrip(".").strip()
            await until(back, lambda: any(start in " ".join(notice.split()) for notice in toasts(again)))


@run_async
async def test_a_friend_arriving_after_the_start_sits_in_for_a_bot(tmp_path: Path) -> None:
    """The host starts alone with three bots and plays a while; Léa joins with the code: she takes
    North's seat from its bot, sees her own hand at the deal as it stands, plays her turn; the host
    is told who sat in for whom, and she whose seat she took."""
    host_app = hosting_app(tmp_path, SEED)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        table = link.table
        assert table is not None
        await hosted_table(host, host_app)  # started alone: bots on every other seat
        rng = random.Random(4)
        for _ in range(400):
            if table.match is not None and table.match.deal.tricks:
                break
            await act(host, host_app, rng)
            await host.pause(0.02)
        assert table.match is not None and table.match.deal.tricks  # a trick is over: well under way
        assert table.controller(2) == "bot"
        lea = friend_app(link, tmp_path)
        async with lea.run_test(size=SIZE) as friend:
            await until(friend, lambda: isinstance(lea.screen, NetGameScreen) and lea.screen.is_mounted)
            assert table.seats[2].name == "Léa" and table.controller(2) == "player"
            screen = lea.screen
            assert isinstance(screen, NetGameScreen)
            await until(friend, lambda: set(screen.human_view().hand) == set(table.match.deal.hands[2]))
            await until(friend, lambda: bool(screen.query_one(RichLog).lines))
            log = " ".join(strip.text for strip in screen.query_one(RichLog).lines)
            assert f"{bot_nickname(2)} :" in log  # the bot's moves at her seat, before she came
            sat = tr("net.sat_in", name="Léa", bot=bot_nickname(2))
            await until(host, lambda: " ".join(sat.split()) in toasts(host_app))
            ours = tr("net.sat_in_us", bot=bot_nickname(2))  # and she is told whose seat she took
            await until(friend, lambda: " ".join(ours.split()) in toasts(lea))
            assert not any(" ".join(sat.split()) in toast for toast in toasts(lea))  # not of herself
            for _ in range(600):
                if screen.waiting in ("bid1", "bid2", "card"):
                    break
                await act(host, host_app, rng)
                await friend.pause(0.02)
            assert screen.waiting in ("bid1", "bid2", "card")  # her turn came, not a bot's
            assert table.match.deal.to_play == 2 and table.controller(2) == "player"  # only she may act
            before = len(table.match.deal.actions)
            await act(friend, lea, rng)
            await until(friend, lambda: len(table.match.deal.actions) > before)  # type: ignore[union-attr]
            assert table.seats[2].played_for == []


def test_the_others_hear_who_sits_in_leaves_drops_is_covered_and_comes_back() -> None:
    """At a café table everyone sees who comes and goes; here each change of another seat is told
    once: a friend sitting in for a bot, leaving (a bot plays at once), losing the connection (the
    table waits), covered once the wait is over, back, removed by the host (its bot plays on).
    Nothing for our own seat, nothing when nothing changed, nothing for a seat a bot keeps playing."""
    from belote.tui.net_status import seat_news

    bot = SeatState(name="", player=False, here=False, bot=True)
    here = SeatState(name="Léa", player=True, here=True, bot=False)
    dropped = SeatState(name="Léa", player=True, here=False, bot=False)
    covered = SeatState(name="Léa", player=True, here=False, bot=True)

    def table(north: SeatState, me: int = 0) -> TableState:
        seats = (here, bot, north, bot) if me != 2 else (bot, bot, north, bot)
        return TableState(seat=me, phase="playing", rules=Rules(), seats=seats)

    def news(was: SeatState, now: SeatState, me: int = 0) -> list[str]:
        return [" ".join(line.split()) for line in seat_news(table(was, me), table(now, me))]

    assert news(bot, here) == ["Léa arrive et prend la place de Momo."]
    assert news(here, covered) == ["Léa a quitté la table : un robot joue à sa place."]
    assert news(here, dropped) == ["Léa a perdu la connexion : la table l'attend."]
    assert news(dropped, covered) == ["Un robot joue maintenant à la place de Léa."]
    assert news(covered, here) == news(dropped, here) == ["Léa est de retour à la table."]
    assert news(here, here) == news(covered, covered) == news(bot, bot) == []
    removed = ["L'hôte a retiré Léa de la table : Momo joue à sa place."]
    assert news(here, bot) == news(dropped, bot) == news(covered, bot) == removed
    hosting = [" ".join(line.split()) for line in seat_news(table(here), table(bot), hosting=True)]
    assert hosting == ["Vous avez retiré Léa de la table : Momo joue à sa place."]
    assert news(bot, here, me=2) == news(here, dropped, me=2) == []  # our own seat: we know


@run_async
async def test_a_friend_seated_before_the_start_is_not_told_she_sat_in_for_a_bot(tmp_path: Path) -> None:
    """Léa sat down in the waiting room: when the host starts, nothing tells her she took a bot's
    seat (that notice is for one arriving once the partie is under way)."""
    async with host_and_friend(tmp_path, seed=SEED) as two:
        await two.host.press("enter")
        await until(
            two.friend, lambda: isinstance(two.lea.screen, NetGameScreen) and two.lea.screen.is_mounted
        )
        await two.friend.pause(0.3)
        ours = " ".join(tr("net.sat_in_us", bot=bot_nickname(2)).split())
        assert ours not in toasts(two.lea) and two.link.table is not None
        assert two.link.table.controller(2) == "player"


def test_the_contract_names_the_bot_that_took_when_a_friend_sat_in_after_the_take() -> None:
    """The score panel's contract names who took as at the take: the bot a friend sat in for after
    it took (« Contrat : Jojo »), the seat's player when they held it already at the take."""
    from belote.engine import Match, Take
    from belote.tui.events import taker_then

    deal = Match(Rules(), 5).deal
    while not any(isinstance(bid, Take) for _, bid in deal.bids):
        legal = deal.legal_actions()
        taking = deal.to_play == 1 and any(isinstance(a, Take) for a in legal)
        deal.apply(next(a for a in legal if isinstance(a, Take)) if taking else legal[0])
    view = deal.view(0)
    take = len(view.bids) - 1
    assert view.taker == 1
    assert taker_then(view, {1: ((take + 1, "Jojo"),)}) == "Jojo"  # sat in after the take
    assert taker_then(view, {1: ((take, "Jojo"),)}) == ""  # sat in before it: the seat's name now
    assert taker_then(view, {3: ((take + 1, "Titi"),)}) == "" and taker_then(view, None) == ""


def test_a_taker_the_host_removed_since_is_still_named_for_the_take() -> None:
    """Titi took, then the host removed him and a bot plays his seat: the contract line, the log
    of the take and the deal's summary name Titi for it (the seat's name now is the bot's), as the
    sheet does; while Titi still holds the seat, nothing is renamed."""
    from belote.engine import Rules
    from belote.net import rotate
    from belote.net.client import SeatState, TableState
    from belote.tui.events import take_index, taker_then
    from belote.tui.net_names import stand_ins
    from tests.engine.helpers import complete_hands, make_deal

    deal = make_deal(complete_hands({1: "JH"}), taker=1, turned="JH", dealer=0)  # seat 1 takes in round 1
    view = deal.view(2)  # Léa's, North
    take = take_index(view.bids)
    assert take is not None
    lea, titi = (SeatState(name=n, player=True, here=True, bot=False) for n in ("Léa", "Titi"))
    bot = SeatState(name="", player=False, here=False, bot=True)
    gone = SeatState(name="", player=False, here=False, bot=True, since=take + 3, left="Titi")
    removed = TableState(seat=2, phase="playing", rules=Rules(), seats=(bot, gone, lea, bot), view=view)
    assert stand_ins(removed) == {rotate.turn(1, 2): ((take + 3, "Titi"),)}
    assert taker_then(rotate.view(view, 2), stand_ins(removed)) == "Titi"
    still = TableState(seat=2, phase="playing", rules=Rules(), seats=(bot, titi, lea, bot), view=view)
    assert stand_ins(still) == {} and taker_then(rotate.view(view, 2), stand_ins(still)) == ""


def test_the_log_names_a_friend_the_host_removed_for_the_moves_they_made() -> None:
    """Léa (North) bid and played, then the host removed her and a bot plays North: the log keeps
    her name for her moves and names the bot for the rest (it credited hers to the bot)."""
    from belote.engine import PASS, Play, Rules
    from belote.net import rotate
    from belote.net.client import SeatState, TableState
    from belote.tui import i18n
    from belote.tui.events import log_lines
    from belote.tui.i18n import card_label
    from belote.tui.net_names import stand_ins as held_earlier
    from tests.engine.helpers import complete_hands, make_deal

    deal = make_deal(complete_hands({0: "JH"}), taker=0, turned="JH", dealer=3)
    while len(deal.tricks) < 2:  # two tricks: North plays a card in each
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) or a == PASS))
    bids = len(deal.bids)
    north = [card for trick in deal.tricks for i, card in enumerate(trick.cards) if trick.seat_of(i) == 2]
    first = bids + next(
        4 * t + i for t, trick in enumerate(deal.tricks) for i in range(4) if trick.seat_of(i) == 2
    )
    made = first + 1  # removed once her first card was down
    paul = SeatState(name="Paul", player=True, here=True, bot=False)
    bot = SeatState(name="", player=False, here=False, bot=True)
    gone = SeatState(name="", player=False, here=False, bot=True, since=made, left="Léa")
    state = TableState(
        seat=0, phase="playing", rules=Rules(), seats=(paul, bot, gone, bot), view=deal.view(0)
    )
    stand_ins = held_earlier(state)
    assert stand_ins == {2: ((made, "Léa"),)}
    i18n.set_seat_names(("", "Jojo", "Momo", "Titi"))
    try:
        lines = [line.plain for line in log_lines(rotate.view(deal.view(0), 0), 1, stand_ins=stand_ins)]
    finally:
        i18n.set_seat_names(None)
    said = [" ".join(line.split()) for line in lines]
    assert any(line.startswith("Léa") and card_label(north[0]) in line for line in said), said
    assert any(line.startswith("Momo") and card_label(north[1]) in line for line in said), said


def test_the_log_names_each_holder_of_a_seat_for_the_cards_they_played() -> None:
    """North: Léa played the first trick's card and was removed, the bot (Momo) played the second,
    then Zoé sat in and played the third: each line names who played it (the newcomer's screen
    named the bot for Léa's card)."""
    from belote.engine import PASS, Play, Rules
    from belote.net import rotate
    from belote.net.client import SeatState, TableState
    from belote.tui import i18n
    from belote.tui.events import log_lines
    from belote.tui.i18n import card_label
    from belote.tui.net_names import stand_ins as held_earlier
    from tests.engine.helpers import complete_hands, make_deal

    deal = make_deal(complete_hands({0: "JH"}), taker=0, turned="JH", dealer=3)
    while len(deal.tricks) < 3:  # three tricks: North plays a card in each
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play) or a == PASS))
    bids = len(deal.bids)
    north = [
        (bids + 4 * t + i, card)
        for t, trick in enumerate(deal.tricks)
        for i, card in enumerate(trick.cards)
        if trick.seat_of(i) == 2
    ]
    removed, sat = north[0][0] + 1, north[1][0] + 1  # after Léa's first card, after Momo's
    paul = SeatState(name="Paul", player=True, here=True, bot=False)
    bot = SeatState(name="", player=False, here=False, bot=True)
    zoe = SeatState(name="Zoé", player=True, here=True, bot=False, since=sat, earlier=((removed, "Léa"),))
    state = TableState(seat=0, phase="playing", rules=Rules(), seats=(paul, bot, zoe, bot), view=deal.view(0))
    i18n.set_seat_names(("", "Jojo", "Zoé", "Titi"))
    try:
        stand_ins = held_earlier(state)
        assert stand_ins == {2: ((removed, "Léa"), (sat, "Momo"))}
        lines = [line.plain for line in log_lines(rotate.view(deal.view(0), 0), 1, stand_ins=stand_ins)]
    finally:
        i18n.set_seat_names(None)
    said = [" ".join(line.split()) for line in lines]
    for name, (_, card) in zip(("Léa", "Momo", "Zoé"), north, strict=True):
        assert any(line.startswith(name) and card_label(card) in line for line in said), (name, said)
