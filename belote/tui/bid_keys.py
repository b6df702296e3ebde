"""The human's keys in the bidding: take or pass in round 1, choose a suit in round 2 and take it with
Enter, each refused key told with its rule (a mixin of the table's keys)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen

from belote.engine import PASS, Action, DealView, Suit, Take
from belote.tui.app_notices import NOTICE_SECONDS
from belote.tui.i18n import suit_name, tr
from belote.tui.refusals import round_one_suit_refusal, turned_suit_refusal

if TYPE_CHECKING:
    from belote.tui.app import BeloteApp

SUIT_KEYS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}


def suit_choices(turned: Suit, chosen: Suit | None = None) -> str:
    """The suits that may be named in round 2 with their keys, e.g. « ♥ h, ♦ d, ♣ c » (without the
    one already ``chosen``)."""
    return ", ".join(
        f"{suit.symbol} {key}" for key, suit in SUIT_KEYS.items() if suit not in (turned, chosen)
    )


class BidKeys(Screen[None]):
    """What the bidding keys do; the table's keys (``TableKeys``) bind them, the game screen
    supplies the flow (the methods that raise here)."""

    chosen_suit: Suit | None
    """The suit selected in bidding round 2, taken only once Enter confirms it."""
    play_held: bool
    """Enter and space pass nothing for a moment (the grace on Enter's, ``EnterGrace``)."""
    waiting: str
    """What the table waits for (the game screen's): "bid1", "bid2" in the bidding."""
    enter_after_refusal: bool = False
    """A bidding key was just refused: the next Enter asks the bid again instead of passing (one who
    pressed a suit the rules refuse, then Enter, meant to take, not to pass)."""

    @property
    def beloteapp(self) -> BeloteApp:
        """The app, typed."""
        return self.app  # type: ignore[return-value]

    def human_view(self) -> DealView:
        """What the human may know of the deal (the game screen's)."""
        raise NotImplementedError

    def refuse(self, action: Action) -> None:
        """Explain why the rules refuse this action (the game screen's)."""
        raise NotImplementedError

    def say(self, message: str, error: bool = False) -> None:
        """Show a line in the status bar (the game screen draws it)."""
        raise NotImplementedError

    def set_waiting(self, waiting: str) -> None:
        """Record what the table waits for (the game screen updates the Footer)."""
        raise NotImplementedError

    def perform(self, action: Action) -> None:
        """Apply an action and move on (the game screen's flow)."""
        raise NotImplementedError

    def refresh_view(self) -> None:
        """Draw the table again from the deal (the game screen's)."""
        raise NotImplementedError

    def action_take(self) -> None:
        """Take the turned suit (round 1)."""
        self.bid(Take(self.human_view().turned.suit))

    def action_pass(self, key: str = "p", *_: object) -> None:
        """Pass (the safe default of every bidding prompt); Enter passes nothing while it is held
        (see ``play_held``), nor right after a refused key (it asks the bid again)."""
        if key == "enter" and self.play_held:
            return
        if key == "enter" and self.enter_after_refusal:
            self.ask_bid(2 if self.waiting == "bid2" else 1)
            return
        self.bid(PASS)

    def action_choose_suit(self, key: str, *_: object) -> None:
        """Select a suit in round 2: nothing is taken until Enter confirms it."""
        self.select_suit(SUIT_KEYS[key])

    def action_cycle_suit(self, step: int) -> None:
        """←/→ in round 2: select the next (or previous) suit that may be named, wrapping; the first
        press selects the first (or last) of them."""
        turned = self.human_view().turned.suit
        named = [suit for suit in SUIT_KEYS.values() if suit != turned]
        chosen = self.chosen_suit
        if chosen is None or chosen not in named:
            self.select_suit(named[0] if step > 0 else named[-1])
        else:
            self.select_suit(named[(named.index(chosen) + step) % len(named)])

    def action_take_round_two(self) -> None:
        """« t » in round 2, where the turned suit may no longer be taken: say how another suit is
        named, rather than ignore the key."""
        self.refuse_round_two(tr("status.take_round2", choices=suit_choices(self.human_view().turned.suit)))

    def refuse_round_two(self, why: str) -> None:
        """A round-2 key refused: on the status line, or in a passing notice when a suit is chosen
        already, whose question (« Prendre à ♣ ? Entrée : oui ») must stay in view: Enter takes it."""
        if self.chosen_suit is None:
            self.beloteapp.withdraw(why)  # said on the status line now: not twice, in a notice too
            self.say(why, error=True)
            self.enter_after_refusal = True
        else:  # a refused key, not a problem to read at length
            self.beloteapp.tell(why, error=True, seconds=NOTICE_SECONDS, moment=True)

    def select_suit(self, suit: Suit) -> None:
        """Select ``suit`` to take in round 2 and ask for Enter to confirm it."""
        self.chosen_suit = suit
        others = suit_choices(self.human_view().turned.suit, suit)
        self.say(tr("bid.confirm", suit=suit_name(suit), choices=others))
        self.refresh_bindings()
        self.refresh_view()  # the centre asks it too

    def action_turned_suit(self, *_: object) -> None:
        """A round-2 suit key naming the turned suit: refused with the rule (a suit already chosen
        stays chosen, as a refused card's selection stays); said here, without asking the rules,
        even at a shared table."""
        self.refuse_round_two(turned_suit_refusal(self.human_view().turned.suit))

    def action_round_one_suit(self) -> None:
        """A suit key in round 1, where only the turned suit may be taken (with « t »): refused with
        the rule on the status line, as the turned suit's key is in round 2."""
        self.say(round_one_suit_refusal(self.human_view().turned.suit), error=True)
        self.enter_after_refusal = True

    def action_confirm_suit(self) -> None:
        """Enter after a suit key: take at that suit."""
        suit = self.chosen_suit
        if suit is not None:
            self.bid(Take(suit))

    def action_cancel_suit(self) -> None:
        """Escape after a suit key: back to the choice, nothing taken."""
        self.chosen_suit = None
        self.ask_bid(2)
        self.refresh_bindings()
        self.refresh_view()

    def ask_bid(self, bidding_round: int) -> None:
        """The bid of that round asked on the status line; in round 2 a suit already chosen (on the
        table drawn before, in another language) stays chosen, for Enter to take."""
        self.enter_after_refusal = False
        turned = self.human_view().turned.suit
        self.say(tr(f"status.your_bid{bidding_round}", suit=suit_name(turned), choices=suit_choices(turned)))
        if bidding_round == 2 and self.chosen_suit is not None:
            self.select_suit(self.chosen_suit)

    def bid(self, action: Action) -> None:
        """Apply the human's bid, or explain why it is refused (nothing changes then)."""
        if action not in self.human_view().legal:
            self.refuse(action)
            return
        self.set_waiting("bot")
        self.perform(action)
