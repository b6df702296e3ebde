"""The keys at a shared table: those switched off there (undo, the expert's advice) are not listed in
the Footer, though pressing them still says why; « d » shows the previous deal's last trick during a
deal's first trick, as in the solo game; Escape after a suit key in round 2 goes back to the
choice; the waiting room lists the seats in the order of play and
« m » moves a player down that list."""

from __future__ import annotations

from pathlib import Path
from unittest.mock import patch

import pytest

from belote.engine import PASS, Match, Rules, Suit, Trick
from belote.net import rotate
from belote.net.client import TableClient, TableState
from belote.net.host import Host
from belote.net.protocol import ClientMessage
from belote.net.table import Table
from belote.tui import i18n
from belote.tui.app import BeloteApp
from belote.tui.bid_keys import suit_choices
from belote.tui.i18n import suit_name, tr
from belote.tui.lobby import LobbyScreen
from belote.tui.net_deals import last_trick_before
from belote.tui.netgame import NetGameScreen
from belote.tui.netmessages import HostSaid
from belote.tui.netoptions import NetOptions
from belote.tui.score_screens import SummaryScreen
from belote.tui.screens import InfoScreen, LastTrickScreen, PromptScreen
from belote.tui.widgets import StatusBar

from .conftest import run_async, toasts
from .test_playing_doc import guide
from .test_shared_table import SIZE, hosted_table, hosting_app, opened, room_texts, until

ENGLISH = {"Est": "East", "Nord": "North", "Ouest": "West"}


def told(app: BeloteApp) -> list[str]:
    """The passing notices shown so far."""
    return toasts(app)


def listed(screen: NetGameScreen) -> set[str]:
    """The actions the Footer lists now."""
    return {active.binding.action for active in screen.active_bindings.values() if active.binding.show}


@run_async
async def test_hints_and_undo_are_not_listed_at_a_shared_table(tmp_path: Path) -> None:
    """At the host's bid or card, neither « c »/« i » (advice) nor « u » is in the Footer; « c » (or
    « i » in round 2) and « u » still answer, in a passing notice, that there is no advice nor undo
    here, and the turn prompt stays in the status."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        screen = await hosted_table(host, host_app)
        await until(host, lambda: screen.waiting in ("bid1", "bid2", "card"))
        actions = listed(screen)
        assert not any(action.startswith(("hint", "undo")) for action in actions), actions
        assert "app.quit_game" in actions and "phrases" in actions
        prompt = screen.query_one(StatusBar).message
        await host.press("i" if screen.waiting == "bid2" else "c")
        assert told(host_app) == ["Pas de conseil à une table partagée."]
        await host.press("u")
        assert told(host_app)[-1] == "Pas d'annulation à une table partagée."
        assert screen.query_one(StatusBar).message == prompt  # the turn prompt stays


@run_async
async def test_d_shows_the_previous_deals_last_trick_at_a_shared_table(tmp_path: Path) -> None:
    """As in the solo game, « d » is listed and shows the previous deal's last trick (as the referee
    played it, seen from our seat) from the start of the next deal until its first trick is complete;
    at the first bid of the partie there is no trick to show, and « d » is not listed."""
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    rules = Rules(target=1000, manches=1)  # no deal can end the partie
    app = BeloteApp(seed=1, rules=rules, bot_delay=0, bot_level="random", home=tmp_path / "host", net=hosting)
    async with app.run_test(size=SIZE) as pilot:
        screen = await hosted_table(pilot, app)
        link = app.net
        assert link is not None and link.table is not None and link.table.match is not None
        match = link.table.match
        await until(pilot, lambda: screen.waiting in ("bid1", "bid2"))
        assert "last_trick" not in listed(screen)  # the first bid of the partie: no trick yet
        last: Trick | None = None
        for _ in range(600):  # the host takes at its first chance, plays the card selected
            state = screen.state
            assert state is not None
            if state.deal_number == 2 and app.screen is screen and screen.waiting in ("bid1", "card"):
                break
            if isinstance(app.screen, SummaryScreen):
                last = rotate.trick(match.deal.tricks[-1], state.seat)  # the deal's last trick, from our seat
            if isinstance(app.screen, PromptScreen | InfoScreen):
                await pilot.press("enter" if isinstance(app.screen, InfoScreen) else "o")
            elif screen.waiting in ("bid1", "bid2"):
                await pilot.press("t" if screen.waiting == "bid1" else "p")
            elif screen.waiting in ("card", "trick"):
                await pilot.press("enter")
            await pilot.pause(0.01)
        else:
            raise AssertionError("the second deal did not come to our turn")
        assert last is not None and not screen.human_view().tricks
        assert "last_trick" in listed(screen)
        await pilot.press("d")
        shown = app.screen
        assert isinstance(shown, LastTrickScreen)
        assert shown.previous and shown.trick == last
        await pilot.press("escape")
        assert app.screen is screen
        # A deal whose end this screen did not see (its last updates came merged with the next
        # deal's, or the table was cut off then): the host's word on the previous last trick is
        # taken at the next update, so « d » still shows it.
        screen.previous_last = None
        screen.post_message(HostSaid({"type": "update"}, screen.state))
        await pilot.pause()
        assert screen.previous_last == last and "last_trick" in listed(screen)


def table_state(match: Match, partie: int = 0) -> TableState:
    """What seat 0 knows of ``match`` as it stands (the fields « d » depends on)."""
    history = match.history
    number = len(history[-1]) + (0 if match.deal.result is not None else 1)
    return TableState(
        seat=0,
        phase="summary" if match.deal.result is not None else "playing",
        rules=match.rules,
        seats=(),
        view=match.deal.view(0),
        manche=match.manche_index,
        sheet=tuple(tuple(manche) for manche in history),
        deal_number=number,
        partie=partie,
    )


def test_the_previous_last_trick_is_kept_only_from_a_deal_seen_to_its_end() -> None:
    """The trick « d » keeps for the next deal's first trick is the last trick of the deal seen just
    before it began; none when that deal was not seen to its end, was missed, had no trick, or when
    the new deal is in another partie."""
    match = Match(Rules(target=1000, manches=1), 3)
    deal = match.deal
    halfway = None
    while deal.result is None:  # everyone takes when they may, then plays their first legal card
        legal = deal.legal_actions()
        deal.apply(next((action for action in legal if action != PASS), legal[0]))
        if len(deal.tricks) == 4 and halfway is None:
            halfway = table_state(match)
    assert halfway is not None
    finished, last = table_state(match), deal.tricks[-1]
    match.next_deal()
    second = table_state(match)
    assert last_trick_before(finished, finished.view, second) == last
    assert last_trick_before(halfway, halfway.view, second) is None  # the end of the deal missed
    assert last_trick_before(finished, finished.view, table_state(match, partie=1)) is None
    while match.deal.result is None:  # the second deal, passed by all: a redeal, no trick
        match.deal.apply(PASS)
    redealt = table_state(match)
    match.next_deal()
    third = table_state(match)
    assert last_trick_before(finished, finished.view, third) is None  # a whole deal missed
    assert last_trick_before(redealt, redealt.view, third) is None


def listed_seats(lobby: LobbyScreen) -> list[str]:
    """The seats as the waiting room lists them, ours first."""
    lines = [line.plain for line in room_texts(lobby.body())]
    start = lines.index("") + 1
    return [line[2:].split()[0] for line in lines[start : start + 4]]


@pytest.mark.parametrize(
    ("direction", "seats"),
    [("counterclockwise", ["Vous", "Est", "Nord", "Ouest"]), ("clockwise", ["Vous", "Ouest", "Nord", "Est"])],
)
@run_async
async def test_the_waiting_room_lists_the_seats_in_the_order_of_play(
    tmp_path: Path, direction: str, seats: list[str]
) -> None:
    """The room names each seat where the partie will put it (East plays after you by default,
    West when play is clockwise) and lists them in the order of play; « m » moves a player down
    that list, from North to the last seat, as the guide says."""
    hosting = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0)
    rules = Rules(target=100, manches=1, direction=direction)
    app = BeloteApp(rules=rules, bot_delay=0, bot_level="random", home=tmp_path / "host", net=hosting)
    async with app.run_test(size=SIZE) as pilot:
        link = await opened(pilot, app)
        lobby = app.screen
        assert isinstance(lobby, LobbyScreen)
        await until(pilot, lambda: lobby.state is not None)
        assert listed_seats(lobby) == seats
        table = link.table
        assert table is not None
        friend = await TableClient.join(f"127.0.0.1:{link.port}", table.code, "Léa")
        assert friend.seat == 2  # North, third in the list
        await pilot.press("down", "m")  # from the seat after ours to North, then move Léa on
        await until(pilot, lambda: table.seats[3].name == "Léa")
        assert i18n.position(3) == {"Est": "E", "Ouest": "W"}[seats[3]]
        await friend.close()
    if direction == "counterclockwise":  # the guide's line for « m » gives the default order
        with_names = " → ".join(ENGLISH[name] for name in [*seats[1:], seats[1]])
        assert f"move the player of the chosen seat to the next seat down the list: {with_names}" in guide()


@run_async
async def test_escape_after_a_suit_key_goes_back_to_the_choice_at_a_shared_table(tmp_path: Path) -> None:
    """Escape after a suit key (« Prendre à … ? ») goes back to the choice of a suit, nothing taken,
    the table still there: at a shared table the screen reads its own view of the deal (it used to
    ask for a solo partie that does not exist there, and the program ended)."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        screen = await hosted_table(host, host_app)
        await until(host, lambda: screen.waiting in ("bid1", "bid2", "card"))
        view = screen.human_view()
        turned = view.turned.suit
        other = next(suit for suit in Suit if suit != turned)
        screen.chosen_suit = other  # as the suit key leaves it in round 2
        screen.action_cancel_suit()  # what Escape runs then
        assert host_app.screen is screen and screen.chosen_suit is None
        assert len(screen.human_view().bids) == len(view.bids)  # nothing taken
        expected = tr("status.your_bid2", suit=suit_name(turned), choices=suit_choices(turned))
        assert screen.query_one(StatusBar).message == expected


SEED_AT = 1
"""A deal in which the host bids before any bot takes."""


@run_async
async def test_an_action_the_host_has_not_answered_yet_is_said_to_wait_for_it(tmp_path: Path) -> None:
    """A host that hangs is told only after some seconds: meanwhile our bid, sent, no longer reads as
    « À vous » on the status line but as waiting for the host's answer, which ends it."""
    host_app = hosting_app(tmp_path, seed=SEED_AT)
    held: list[tuple[Host, Table, int, ClientMessage]] = []
    answer = Host.dispatch

    def hang(host: Host, table: Table, seat: int, request: ClientMessage) -> None:
        if request.type == "act":
            held.append((host, table, seat, request))
        else:
            answer(host, table, seat, request)

    async with host_app.run_test(size=SIZE) as pilot:
        screen = await hosted_table(pilot, host_app)
        await until(pilot, lambda: screen.waiting in ("bid1", "bid2"))
        status = screen.query_one(StatusBar)
        with patch.object(Host, "dispatch", hang):
            await pilot.press("p")
            await until(pilot, lambda: status.message == tr("net.sent_unanswered"))
        assert len(held) == 1
        answer(*held[0])  # the host answers at last
        await until(pilot, lambda: status.message != tr("net.sent_unanswered"))
        assert screen.unanswered == 0
