"""The table screen: card size follows the terminal, a faulty bot never stops the partie, turns and keys."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote.bots import Bot
from belote.engine import CARDS, Action, Card, DealView, Play, Suit
from belote.tui.game import GameScreen
from belote.tui.i18n import card_label
from belote.tui.widgets import CentreInfo, CentreView, HandView, SeatView

from .conftest import game, make_app, run_async, screen_text, settle, start, text_of


@pytest.mark.parametrize(
    ("size", "big", "wide"),
    [((100, 32), True, False), ((99, 40), False, False), ((120, 31), False, True), ((110, 32), True, True)],
)
@run_async
async def test_big_cards_need_both_100_columns_and_32_lines(
    tmp_path: Path, size: tuple[int, int], big: bool, wide: bool
) -> None:
    """The hand and the centre draw big cards from 100×32 on; the side panel widens from 110 columns.
    The hand is as tall as its cards from the first deal on (its numbers over five rows, else three):
    at 100×32 it kept the small cards' height until the terminal was resized, its cards cut short."""
    app = make_app(tmp_path, seed=3)  # the player's first decision a bid, with five cards in hand
    async with app.run_test(size=size) as pilot:
        screen = await start(pilot)
        hand = screen.query_one(HandView)
        assert hand.big is big and len(hand.cards) == 5 and screen.waiting == "bid1"
        assert hand.size.height == (6 if big else 4)
        assert screen.query_one(CentreView).big is big
        assert screen.has_class("big") is big and screen.has_class("wide") is wide


@run_async
async def test_the_hand_keeps_the_big_cards_height_when_it_empties_and_fills_again(tmp_path: Path) -> None:
    """At 100×32 the hand emptied at a partie's end and filled by the next (the shared table's new
    partie) showed its numbers and only three of the big cards' five rows: its height was measured
    from what it drew at some layout, not from the cards' size."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(pilot)
        hand = screen.query_one(HandView)
        cards = hand.cards
        for shown, big in (((), False), (cards, False)):  # drawn empty, then small, each laid out
            hand.cards, hand.big = shown, big
            hand.refresh(layout=True)
            await pilot.pause()
        hand.big = True  # the next partie's first deal, at 100×32
        await pilot.pause()
        assert hand.size.height == 6
        assert "\n".join(screen_text(app)).count("╰─────╯") == len(cards)  # each big card drawn whole


class Faulty(Bot):
    """A bot that fails in one of two ways: it raises, or it answers a card it does not hold."""

    def __init__(self, how: str) -> None:
        super().__init__(seed=0)
        self.how = how

    def choose(self, view: DealView) -> Action:
        """Raise, or play a stranger's card (illegal in the bidding and in the play)."""
        if self.how == "raise":
            raise RuntimeError("bot bug")
        return Play(next(card for card in CARDS if card not in view.hand))


@pytest.mark.parametrize("how", ["raise", "illegal"])
@run_async
async def test_a_faulty_bot_plays_its_first_legal_action_and_the_partie_goes_on(
    tmp_path: Path, how: str
) -> None:
    """A bot that crashes or answers nonsense is replaced by its first legal action each time."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        for seat in (1, 2, 3):
            app.bots[seat] = Faulty(how)
        assert screen.waiting == "bid1"
        await pilot.press("t")
        await settle(pilot)
        deal = app.match.deal
        assert deal.taker == 0  # the human, first to speak, took: the bots only play cards
        for _ in range(40):
            if len(deal.tricks) >= 3:
                break
            await pilot.press("enter")
            await settle(pilot)
        assert len(deal.tricks) >= 3 and isinstance(app.screen, GameScreen)
        for trick in deal.tricks:
            assert len(trick.cards) == 4


@run_async
async def test_the_turn_marker_follows_the_seat_to_play(tmp_path: Path) -> None:
    """Only the seat whose turn it is has the turn marker; the dealer marker is on the dealer."""
    app = make_app(tmp_path, seed=5)
    async with app.run_test() as pilot:
        screen = await start(pilot)
        deal = app.match.deal
        infos = [seat.info for seat in screen.query(SeatView)]
        assert all(info is not None for info in infos)
        by_seat = {info.seat: info for info in infos if info is not None}
        assert [by_seat[s].to_play for s in range(4)] == [deal.to_play == s for s in range(4)]
        assert [by_seat[s].dealer for s in range(4)] == [deal.dealer == s for s in range(4)]
        assert [by_seat[s].cards_left for s in range(4)] == [len(deal.hands[s]) for s in range(4)]
        assert game(pilot).waiting in ("bid1", "bid2")


def test_the_trick_is_a_cross_each_card_at_its_players_place() -> None:
    """North's card on top, West's on the left and East's on the right of the middle, South's (ours)
    at the bottom; the winning card is framed heavy."""
    cards = {0: Card.parse("AH"), 1: Card.parse("7S"), 2: Card.parse("KD"), 3: Card.parse("9C")}
    centre = CentreView()
    info = CentreInfo(trump=Suit.HEARTS, taker=0, played=tuple(cards.items()), winner=0, trick_number=2)
    centre.set_reactive(CentreView.info, info)
    lines = text_of(centre.render(), 40).splitlines()[1:]  # under the trick's heading
    rows = [next(i for i, line in enumerate(lines) if card_label(card) in line) for card in cards.values()]
    south, east, north, west = rows
    assert north < west == east < south
    middle = lines[west]
    assert middle.index(card_label(cards[3])) < middle.index(card_label(cards[1]))  # West left of East
    assert lines[south - 1].strip().startswith("┏")  # South won: its box is drawn heavy


def log_suit_colours(screen: GameScreen, sign: str) -> set[str]:
    """The colours the log draws ``sign`` in, over every line written."""
    from textual.widgets import RichLog

    log = screen.query_one(RichLog)
    return {
        str(segment.style.color.triplet.hex)
        for strip in log.lines
        for segment in strip
        if sign in segment.text and segment.style is not None and segment.style.color is not None
    }


@run_async
async def test_the_log_follows_a_new_look_and_the_four_colour_deck(tmp_path: Path) -> None:
    """In the light look, the lines the log wrote on the dark felt kept their pale black suits,
    unreadable on the light panel; with four colours chosen, its clubs stayed black. The log is
    written again in the colours of the look and the deck chosen."""
    from belote.tui.themes import THEMES, colour, set_theme

    app = make_app(tmp_path, seed=11)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(pilot)
        dark = colour("spades")
        assert dark in log_suit_colours(screen, "♣") | log_suit_colours(screen, "♠")
        app.theme = "belote-light"
        await pilot.pause()
        light = colour("spades")
        assert light != dark and "belote-light" in THEMES
        shown = log_suit_colours(screen, "♣") | log_suit_colours(screen, "♠")
        assert light in shown and dark not in shown
        await pilot.press("o")
        await pilot.pause()
        names = [spec.name for spec in app.screen.query_one("OptionsList").specs]  # type: ignore[attr-defined]
        await pilot.press(*["down"] * names.index("four_colours"), "right", "enter")
        await settle(pilot)
        assert app.settings.four_colours
        assert colour("clubs4") in log_suit_colours(screen, "♣")
        set_theme("belote-dark")


@run_async
async def test_the_table_under_a_summary_takes_the_new_size_at_once(tmp_path: Path) -> None:
    """A resize from 100×32 to 120×40 while the deal's summary is open: the table showing around it
    widens its side panel at once (only the screen on top heard of the resize, and the table kept
    its narrow panel until the summary closed); back to 80×24, its cards are small again."""
    from .test_screens import finish_deal

    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(100, 32)) as pilot:
        table = await start(pilot)
        summary = await finish_deal(pilot)
        assert app.screen is summary and table.has_class("big") and not table.has_class("wide")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert app.screen is summary and table.has_class("wide") and table.has_class("big")
        await pilot.pause()
        assert table.query_one("#side").outer_size.width == 36
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not table.has_class("big") and not table.query_one(HandView).big
