"""Naming a suit in the second round of bidding without the suits' English initials: ←/→ go through
the suits that may be named, Enter takes the one selected, and « t » (take, in round 1) says how a
suit is named instead of doing nothing."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from belote.engine import PASS, Suit, Take
from belote.tui.bid_keys import suit_choices
from belote.tui.game import GameScreen
from belote.tui.i18n import suit_name, tr
from belote.tui.widgets import StatusBar

from .conftest import first_seed, make_app, run_async, settle, start, toasts
from .test_footer import round_two

ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The order the suits are offered in (the Footer's ♠ ♥ ♦ ♣)."""


async def at_round_two(pilot: Pilot[None]) -> GameScreen:
    """The table at the human's bid in round 2 (having passed in round 1)."""
    screen = await start(pilot)
    await pilot.press("p")
    await settle(pilot)
    assert screen.waiting == "bid2"
    return screen


@run_async
async def test_the_arrows_go_through_the_suits_that_may_be_named_and_enter_takes_one(tmp_path: Path) -> None:
    """→ selects the first suit other than the turned one, then the next, wrapping, never the turned
    suit; ← goes back; nothing is taken before Enter, which takes the selected suit."""
    app = make_app(tmp_path, seed=first_seed(round_two))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_round_two(pilot)
        turned = app.match.deal.turned.suit
        named = [suit for suit in ORDER if suit != turned]
        assert "←/→" in screen.query_one(StatusBar).message  # the prompt names the arrows
        seen = []
        for _ in range(4):
            await pilot.press("right")
            seen.append(screen.chosen_suit)
        assert seen == [*named, named[0]]  # wrapping, the turned suit never offered
        await pilot.press("left")
        assert screen.chosen_suit == named[-1]
        assert named[-1].symbol in screen.query_one(StatusBar).message.split("?")[0]
        assert screen.waiting == "bid2" and app.match.deal.bidding_round == 2  # nothing taken yet
        await pilot.press("enter")
        await settle(pilot)
        assert (0, Take(named[-1])) in app.match.deal.bids


@run_async
async def test_t_in_the_second_round_says_how_a_suit_is_named(tmp_path: Path) -> None:
    """« t » takes the turned suit in round 1; in round 2 that suit is gone, so « t » says how
    another is named, and bids nothing."""
    app = make_app(tmp_path, seed=first_seed(round_two))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_round_two(pilot)
        bids = app.match.deal.bids
        await pilot.press("t")
        status = screen.query_one(StatusBar)
        assert status.error and status.message.startswith(tr("status.take_round2", choices="").split("(")[0])
        assert app.match.deal.bids == bids and screen.chosen_suit is None


@run_async
async def test_a_refused_key_leaves_the_chosen_suit_and_its_question_in_view(tmp_path: Path) -> None:
    """A suit chosen, then the turned suit's key (or « t ») refused: the rule is told in a passing
    notice and the status line keeps « Prendre à ♣ ? … Entrée : oui », what Enter will do."""
    app = make_app(tmp_path, seed=first_seed(round_two))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_round_two(pilot)
        turned = app.match.deal.turned.suit
        await pilot.press("right")
        chosen = screen.chosen_suit
        assert chosen is not None
        status = screen.query_one(StatusBar)
        question = status.message
        for key in ("shdc"[ORDER.index(turned)], "t"):
            await pilot.press(key)
            await pilot.pause()
            assert status.message == question and not status.error and screen.chosen_suit == chosen
        assert any("couleur retournée" in toast for toast in toasts(app))
        await pilot.press("enter")
        await settle(pilot)
        assert (0, Take(chosen)) in app.match.deal.bids


@run_async
async def test_a_refusal_said_on_the_status_line_is_not_left_in_a_notice_too(tmp_path: Path) -> None:
    """The turned suit's key refused with a suit chosen (a passing notice, short: a key's refusal,
    not a problem to read at length), then Escape and the same key again: the refusal is on the
    status line, and the notice saying the same is taken down (it showed twice, for 20 s)."""
    app = make_app(tmp_path, seed=first_seed(round_two))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await at_round_two(pilot)
        key = "shdc"[ORDER.index(app.match.deal.turned.suit)]
        await pilot.press("right", key)
        await pilot.pause()
        (refused,) = [n for n in app._notifications if "couleur retournée" in " ".join(n.message.split())]
        assert refused.timeout <= 8
        await pilot.press("escape", key)
        await pilot.pause()
        status = screen.query_one(StatusBar)
        assert status.error and "couleur retournée" in status.message
        assert not any("couleur retournée" in toast for toast in toasts(app))


@run_async
async def test_an_enter_right_after_a_refused_suit_asks_the_bid_again_not_a_pass(
    tmp_path: Path,
) -> None:
    """One who presses a suit the rules refuse (another suit in round 1, the turned one in round 2)
    and then Enter meant to take, not to pass: that Enter asks the bid again; the next one passes,
    as Enter does at any bid."""
    app = make_app(tmp_path, seed=first_seed(round_two))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot)
        turned = app.match.deal.turned.suit
        other = next(suit for suit in ORDER if suit != turned)
        status = screen.query_one(StatusBar)
        for bidding_round, refused in ((1, other), (2, turned)):
            assert screen.waiting == f"bid{bidding_round}"
            asked = tr(
                f"status.your_bid{bidding_round}", suit=suit_name(turned), choices=suit_choices(turned)
            )
            bids = len(app.match.deal.bids)
            await pilot.press("shdc"[ORDER.index(refused)])
            await pilot.pause()
            assert status.error
            await pilot.press("enter")
            await pilot.pause()
            assert len(app.match.deal.bids) == bids  # not a pass
            assert (status.message, status.error) == (asked, False)
            await pilot.press("enter")
            await settle(pilot)
            assert app.match.deal.bids[bids] == (0, PASS)  # the next Enter passes


@run_async
async def test_the_centre_asks_for_the_suit_selected_in_round_two(tmp_path: Path) -> None:
    """With a suit selected, the centre still read « nommer une autre couleur » while Enter would
    take it: it asks « prendre à ♥ cœur ? », and goes back to the choice when Escape drops it."""
    from belote.tui.widgets import CentreView

    from .conftest import text_of

    app = make_app(tmp_path, seed=first_seed(round_two))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_round_two(pilot)
        centre = screen.query_one(CentreView)
        assert "nommer une autre couleur" in text_of(centre.render(), 24)
        await pilot.press("right")
        await pilot.pause()
        chosen = screen.chosen_suit
        assert chosen is not None
        drawn = " ".join(text_of(centre.render(), 24).split())
        assert f"prendre à {suit_name(chosen)} ?" in drawn.replace("\u00a0", " ")
        await pilot.press("escape")
        await pilot.pause()
        assert screen.chosen_suit is None and "nommer une autre couleur" in text_of(centre.render(), 24)
