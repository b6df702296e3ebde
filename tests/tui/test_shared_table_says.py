"""What a shared table says to its players: the invitation in the waiting room, a card the rules
forbid refused by the host with the rule's own sentence, a dropped connection being retried, and a
message from the host that cannot be read left aside."""

from __future__ import annotations

import random
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Static

from belote.engine import IllegalAction, Play
from belote.net.host import push
from belote.tui.app import BeloteApp
from belote.tui.i18n import tr
from belote.tui.lobby import LobbyScreen
from belote.tui.netgame import NetGameScreen
from belote.tui.refusals import refusal
from belote.tui.widgets import HandView, StatusBar

from .conftest import run_async, screen_text, toasts
from .test_shared_table import (
    SIZE,
    act,
    friend_app,
    host_and_friend,
    hosted_table,
    hosting_app,
    opened,
    room_texts,
    until,
)


@run_async
async def test_the_waiting_room_shows_the_command_to_give_to_friends(tmp_path: Path) -> None:
    """The room's title in bold, then the very command a friend types, on its own indented line."""
    app = hosting_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        link = await opened(pilot, app)
        screen = app.screen
        assert isinstance(screen, LobbyScreen)
        screen.redraw()
        lines = room_texts(screen.query_one("#lobby-body", Static).content)
        assert lines[0].plain == tr("net.lobby") and lines[0].style.bold  # type: ignore[union-attr]
        assert lines[1].plain == tr("net.invite")
        assert lines[2].plain == "  " + link.invitation
        assert link.invitation.startswith("belote-tui join 127.0.0.1:")


async def a_forbidden_card(pilot: Pilot[None], app: BeloteApp, screen: NetGameScreen) -> tuple[int, str]:
    """Play on until the host must play while holding a card the rules forbid: that card's place in
    the hand, and the sentence a solo table gives for it."""
    link = app.net
    assert link is not None and link.table is not None
    rng = random.Random(1)
    for _ in range(3000):
        match = link.table.match
        if screen.waiting == "card" and match is not None and match.deal.to_play == 0:
            deal = match.deal
            legal = {action.card for action in deal.legal_actions() if isinstance(action, Play)}
            cards = screen.query_one(HandView).cards
            for index, card in enumerate(cards):
                if card not in legal:
                    try:
                        deal.copy().apply(Play(card))
                    except IllegalAction as error:
                        view = deal.view(0)
                        return index, refusal(error, view.hand, deal.current_trick, deal.trump, card)
        await act(pilot, app, rng)
    raise AssertionError("the host never held a card it could not play")


@run_async
async def test_a_card_the_rules_forbid_is_refused_by_the_host_with_the_rule(tmp_path: Path) -> None:
    """At the host's own seat, Enter on a card that may not be played: the host refuses it, and the
    status line gives the same sentence as at a solo table; nothing is played."""
    app = hosting_app(tmp_path, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await hosted_table(pilot, app)
        index, expected = await a_forbidden_card(pilot, app, screen)
        link = app.net
        assert link is not None and link.table is not None and link.table.match is not None
        deal = link.table.match.deal
        played = len(deal.current_trick.cards)
        screen.query_one(HandView).selected = index
        await pilot.press("enter")
        bar = screen.query_one(StatusBar)
        await until(pilot, lambda: bar.message == expected)
        assert len(deal.current_trick.cards) == played and screen.waiting == "card"


@run_async
async def test_a_dropped_connection_says_it_is_trying_again(tmp_path: Path) -> None:
    """A friend's connection drops: their table says it is lost and being tried again, then they are
    back at their seat."""
    host_app = hosting_app(tmp_path)
    async with host_app.run_test(size=SIZE) as host:
        link = await opened(host, host_app)
        assert link.table is not None
        lea = friend_app(link, tmp_path)
        async with lea.run_test(size=SIZE) as friend:
            await until(host, lambda: link.table is not None and link.table.seats[2].taken)
            await host.press("enter")
            await until(host, lambda: isinstance(lea.screen, NetGameScreen))
            screen = lea.screen
            assert isinstance(screen, NetGameScreen)
            friend_link = lea.net
            assert friend_link is not None and friend_link.client is not None
            first = friend_link.client
            first.ws.transport.abort()  # the line drops, without a goodbye
            bar = screen.query_one(StatusBar)
            await until(friend, lambda: bar.message == tr("net.reconnecting"))
            await until(friend, lambda: friend_link.client is not first, steps=600)
            assert friend_link.client is not None and friend_link.client.seat == 2


@run_async
async def test_an_unreadable_message_from_the_host_is_left_aside_and_said_once(tmp_path: Path) -> None:
    """Frames from the host that are no message do not cut a friend off: one passing notice in the
    player's words (never the parser's), the same connection, and the partie starts for them."""
    async with host_and_friend(tmp_path) as two:
        host, link, friend, lea = two.host, two.link, two.friend, two.lea
        friend_link = lea.net
        assert link.host is not None and link.table is not None and friend_link is not None
        first = friend_link.client
        for frame in ("not json", "[]", "{}"):
            push((link.host.connected(link.table)[2],), frame)
        await until(friend, lambda: friend_link.unreadable == 3)
        await until(friend, lambda: tr("net.unreadable") in toasts(lea))
        assert toasts(lea).count(tr("net.unreadable")) == 1 and friend_link.client is first
        await host.press("enter")
        await until(friend, lambda: isinstance(lea.screen, NetGameScreen))


@run_async
async def test_a_message_of_another_version_from_the_host_says_to_update_in_the_players_words(
    tmp_path: Path,
) -> None:
    """The host sends a message of another protocol version: the friend's link ends telling her to
    update, in her language, never the parser's English (« protocol version 1, this program … »)."""
    async with host_and_friend(tmp_path) as two:
        friend, lea, link = two.friend, two.lea, two.link
        friend_link = lea.net
        assert link.host is not None and link.table is not None and friend_link is not None
        push((link.host.connected(link.table)[2],), '{"v": 1, "type": "update"}')
        await until(friend, lambda: friend_link.ended == "net.update")
        await friend.pause()
        shown = " ".join(" ".join(line.replace("│", " ") for line in screen_text(lea)).split())
        assert "autre version de belote-tui" in shown and "mettez-le à jour" in shown
        assert "protocol" not in shown
