"""The human's keys at the table: choosing and playing a card, bidding, and the views on demand.

``TableKeys`` holds the BINDINGS (shown in the Footer) and ``check_action``, which enables only the
keys that make sense for what the table waits for; the game screen supplies the flow of play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import RichLog

from belote.engine import (
    Card,
    DealView,
    DeclareCarre,
    Match,
    Play,
    Rank,
    Trick,
    best_combination,
    mask_of,
)
from belote.tui.bid_keys import SUIT_KEYS, BidKeys
from belote.tui.coach_bodies import deal_reach, manche_note
from belote.tui.coach_screens import HintScreen
from belote.tui.count import DIX_DE_DER
from belote.tui.events import announce_beaten_notice, combo_cards, combo_text, dix_de_der
from belote.tui.i18n import card_label, tr, tr_count
from belote.tui.score_screens import SheetScreen
from belote.tui.screens import LastTrickScreen, PromptScreen
from belote.tui.widgets import HandView

if TYPE_CHECKING:
    from belote.tui.board import Board

HUMAN = 0
"""The human's seat (South)."""

BRIEF_SECONDS = 4.0
"""How long a notice about the moment stays: one that would soon be stale (« Partie reprise »,
« Vous annoncerez … en jouant votre carte ») and hides the contract and the score meanwhile."""

HINTED = ("card", "bid1", "bid2")
"""What the table waits for when the hint opens: the human's bid or card."""


class TableKeys(BidKeys):
    """The key bindings of the table and what they do; the flow methods come from the subclass."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "key.cards", key_display="←→"),
        Binding("right", "move(1)", show=False),
        # Round 2: the arrows go through the suits that may be named (the status line says so),
        # for a player whose fingers know pique, cœur, carreau, trèfle better than s, h, d, c.
        Binding("left", "cycle_suit(-1)", "key.suit", key_display="←→"),
        Binding("right", "cycle_suit(1)", show=False),
        *(Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 9)),
        Binding("enter", "play", "key.play", key_display="⏎"),
        Binding("space", "play", show=False),
        Binding("t", "take", "key.take"),
        Binding("t", "take_round_two", show=False),  # round 2: « t » says how a suit is named
        Binding("enter", "confirm_suit", "key.confirm", key_display="⏎"),  # before Enter = pass
        Binding("escape", "cancel_suit", "key.unpick", key_display="key.esc"),
        Binding("p", "pass", "key.pass", key_display="p/⏎"),
        Binding("p", "pass('p')", "key.pass"),  # a suit selected in round 2: Enter takes, « p » passes
        Binding("enter", "pass('enter')", show=False),
        *(Binding(key, f"choose_suit('{key}')", suit.symbol) for key, suit in SUIT_KEYS.items()),
        # A suit selected: another suit key changes it, out of the Footer (the status line names them).
        *(Binding(key, f"choose_suit('{key}', 'again')", show=False) for key in SUIT_KEYS),
        # The turned suit's key is refused with the rule, never silently ignored.
        *(Binding(key, f"turned_suit('{key}')", show=False) for key in SUIT_KEYS),
        Binding("h", "move(-1)", show=False),  # after the suits, so the Footer reads ♠ ♥ ♦ ♣ in order
        Binding("l", "move(1)", show=False),
        Binding("enter", "skip", "key.skip", key_display="⏎"),
        Binding("space", "skip", show=False),
        Binding("c", "hint", "key.hint"),
        Binding("i", "hint('i')", "key.hint"),  # shown in round 2 only, where « c » names ♣
        Binding("d", "last_trick", "key.last"),
        Binding("f", "sheet", "key.sheet"),  # « feuille »: never « s », which names ♠ in round 2
        Binding("question_mark", "app.help", "key.help", key_display="?"),
        Binding("f1", "app.help", show=False),
        # In round 1 a suit key names no bid: said with the rule, never silently ignored (after
        # « c » for the hint and « d » for the last trick, which keep those keys when they apply).
        *(Binding(key, "round_one_suit", show=False) for key in SUIT_KEYS),
    ]

    waiting: str
    """What the table waits for: "bot", "bid1", "bid2", "card", "trick", "prompt" or "summary"."""
    announce_choice: bool | None
    """The human's answer to the announce question of this deal (None: not asked)."""
    previous_last: Trick | None
    """The last trick of the previous deal, shown by « d » during the first trick."""
    carres_answered: set[Rank]
    """The carrés (7s, 8s) the human was asked about in this deal."""
    announce_deferred: bool
    """The announce question was left with Escape: asked again as a card is played, not before."""
    announce_told: str = ""
    """The notice that the announce will be made with the card (taken down once the card is played)."""
    hold_play_key: Callable[[], None]
    """Hold Enter at the human's next turn (the table screen's grace on Enter)."""

    @property
    def match(self) -> Match:
        """The partie being played."""
        return self.beloteapp.match

    @property
    def board(self) -> Board:
        """The scores and the sheet (the game screen's)."""
        raise NotImplementedError

    def end_trick_pause(self) -> None:
        """Clear the completed trick and go on (the game screen's flow)."""
        raise NotImplementedError

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only the keys that make sense now are active (and shown in the Footer)."""
        waiting = self.waiting
        if action == "play":  # greyed in the Footer while Enter is held: a sign the key waits
            return (None if self.play_held else True) if waiting == "card" else False
        if action in ("move", "pick", "sort") and not self.human_view().hand:  # nothing left to choose
            return False
        if action in ("move", "pick"):  # at the human's turn, or ahead of it while the others play cards
            return waiting == "card" or (waiting in ("bot", "trick") and self.human_view().trump is not None)
        if action in ("take",):
            return waiting == "bid1"
        if action in ("cycle_suit", "take_round_two"):
            return waiting == "bid2"
        chosen = waiting == "bid2" and self.chosen_suit is not None
        if action == "pass":  # Enter passes unless it takes the suit selected in round 2
            shown_with_suit = parameters == ("p",)  # « p » named in the Footer beside the suit
            return waiting in ("bid1", "bid2") and chosen == shown_with_suit
        if action in ("confirm_suit", "cancel_suit"):
            return chosen
        if action == "choose_suit":
            key = str(parameters[0]) if parameters else ""
            again = len(parameters) > 1
            return waiting == "bid2" and chosen == again and SUIT_KEYS[key] != self.human_view().turned.suit
        if action == "round_one_suit":
            return waiting == "bid1"
        if action == "turned_suit":
            named = SUIT_KEYS[str(parameters[0])] if parameters else None
            return waiting == "bid2" and named == self.human_view().turned.suit
        if action == "skip":
            return waiting == "trick"
        if action == "last_trick":  # « d » names ♦ in round 2, before our turn too; hidden with no trick
            view = self.human_view()
            in_round_two = view.phase == "bidding" and view.bidding_round == 2
            return not in_round_two and (bool(view.tricks) or self.previous_last is not None)
        if action == "hint":  # « c » names ♣ in round 2: the hint is on « i » then
            if waiting in ("bot", "trick"):  # « c » says the hint waits for the turn (out of the Footer)
                return not parameters
            return waiting in HINTED and (waiting == "bid2") == bool(parameters)
        return True

    def action_move(self, step: int) -> None:
        """Move the selection left or right (wrapping)."""
        hand = self.query_one(HandView)
        if hand.cards:
            self.pick_card(hand, (hand.selected + step) % len(hand.cards))

    def action_pick(self, index: int) -> None:
        """Select the card with that number (a number past the hand says how many cards are left)."""
        hand = self.query_one(HandView)
        if index < len(hand.cards):
            self.pick_card(hand, index)
        else:
            self.beloteapp.tell(
                tr_count("status.cards_left", len(hand.cards)), seconds=BRIEF_SECONDS, moment=True
            )

    def pick_card(self, hand: HandView, index: int) -> None:
        """The player's own choice, at their turn or ahead of it while the others play: it keeps
        its frame and stays chosen when the turn comes, if it may be played."""
        hand.selected, hand.picked = index, True

    def action_play(self) -> None:
        """Play the selected card, or say which rule forbids it (nothing is played then); just after
        the table moved on by itself from a trick, the key is ignored for a moment, an Enter meant
        for the trick (the Footer greys « ⏎ Jouer » meanwhile)."""
        if not self.play_held:
            self.play_selected()

    def play_selected(self) -> None:
        """Play the selected card (asking the announce or belote first), or say which rule forbids it."""
        hand = self.query_one(HandView)
        card = hand.cards[hand.selected]
        legal = self.human_view().legal
        if Play(card) not in legal:
            self.refuse(Play(card))
            return
        hand.picked = True  # the card asked about keeps its frame under the announce or belote question
        if self.announce_choice is None and Play(card, announce=True) in legal:
            self.offer_announce(then=self.play_selected)  # left unanswered before: asked again now
            if self.announce_choice is None:
                return
        announce = bool(self.announce_choice) and Play(card, announce=True) in legal
        if Play(card, announce=announce, belote=True) in legal:
            if self.beloteapp.settings.auto_belote:
                self.play_card(card, announce, True)
                return
            self.set_waiting("prompt")

            def said(yes: bool | None) -> None:
                if yes is None:  # Escape: the card goes back to the hand, nothing is played
                    self.back_to_choosing()
                else:
                    self.play_card(card, announce, yes)

            question = tr("prompt.belote", card=card_label(card))
            self.app.push_screen(self.play_question(question, cancel=True), said)
            return
        self.play_card(card, announce, False)

    def play_card(self, card: Card, announce: bool, belote: bool) -> None:
        """Apply the human's card with its announce and belote flags (the received cards, seen by
        now, are no longer marked)."""
        hand = self.query_one(HandView)
        hand.fresh, hand.picked = frozenset(), False  # next trick, the selection rests where it costs least
        self.set_waiting("card")
        if announce and self.announce_told:  # « Vous annoncerez … » is done now: the log says it happened
            self.beloteapp.withdraw(self.announce_told)
            self.announce_told = ""
        self.perform(Play(card, announce=announce, belote=belote))

    def play_question(
        self, question: str, hint: str = "", default: bool = True, cancel: bool = False
    ) -> PromptScreen:
        """A question of the play (``q`` over it asks the quit question), placed as ``trick_led`` says;
        the status line says how to answer it (it said to choose a card)."""
        at_table = self.trick_led()
        self.say(tr("status.question_back" if cancel else "status.question"))
        return PromptScreen(question, hint, default=default, cancel=cancel, at_table=at_table, of_play=True)

    def trick_led(self) -> bool:
        """A card lies on the trick: a question of the play then opens low, leaving it in view (when
        the human leads, it opens in the centre, over no card, and the hand stays in view)."""
        return bool(self.human_view().current_trick.cards)

    def back_to_choosing(self) -> None:
        """A question left with Escape: the turn goes on, the card still to choose."""
        self.set_waiting("card")
        self.say(tr("status.your_card"))

    def offer_announce(self, then: Callable[[], None] | None = None) -> None:
        """In the first trick, offer the announce the engine allows (once per deal; a question left
        with Escape is asked again when a card is played, ``then`` going on once it is answered)."""
        view = self.human_view()
        if self.announce_choice is not None:
            return
        if not any(isinstance(a, Play) and a.announce for a in view.legal):
            self.tell_announce_beaten(view)
            return
        assert view.trump is not None
        best = best_combination(mask_of(view.hand), int(view.trump), HUMAN)
        if self.beloteapp.settings.auto_announce or best is None:
            self.announce_choice = True
            return
        self.set_waiting("prompt")

        def answer(yes: bool | None) -> None:
            if yes is None:  # Escape: no answer yet, and no card played
                self.announce_deferred = True
                self.back_to_choosing()
                return
            self.announce_choice = yes
            self.set_waiting("card")
            self.say(tr("status.your_card"))  # the question answered: the turn goes on
            if yes and then != self.play_selected:  # asked as the turn began: no card follows at once
                self.announce_told = tr("notice.announce_with_card", what=combo_text(best))
                self.beloteapp.tell(self.announce_told, seconds=BRIEF_SECONDS, moment=True)
            if then is not None:
                then()

        question = tr("prompt.announce", what=combo_text(best), cards=combo_cards(best))
        self.app.push_screen(self.play_question(question, cancel=True), answer)

    def tell_announce_beaten(self, view: DealView) -> None:
        """At our first card, a combination of ours the rules do not let us announce (one as strong
        or stronger was announced before): say why, once, rather than leave the question out."""
        said = announce_beaten_notice(view)
        if said is None:
            return
        self.announce_choice = False  # nothing to ask: told once for this deal
        self.beloteapp.tell(said, moment=True)

    def offer_carre(self) -> bool:
        """Ask once whether to declare a carré of 7s or 8s the engine offers; True if asked."""
        offered = [a for a in self.human_view().legal if isinstance(a, DeclareCarre)]
        offered = [a for a in offered if a.rank not in self.carres_answered]
        if not offered:
            return False
        action = offered[0]
        self.carres_answered.add(action.rank)
        self.set_waiting("prompt")

        def answer(yes: bool | None) -> None:
            self.set_waiting("card")
            self.say(tr("status.your_card"))  # the question answered: the turn goes on
            if yes:
                self.perform(action)
            elif not self.offer_carre():
                self.offer_announce()

        key = f"prompt.carre{action.rank.letter}"
        question = self.play_question(tr(key), tr(f"{key}_hint"), default=False)
        self.app.push_screen(question, answer)
        return True

    def action_skip(self) -> None:
        """Stop showing the completed trick now. Enter is then held for the grace at the player's
        next turn, as when the trick moves on by itself: a second Enter pressed on the first one's
        heels must not lead, or follow with, a card the player did not choose."""
        self.hold_play_key()
        self.end_trick_pause()

    def action_last_trick(self) -> None:
        """Show the last completed trick of this deal (of the previous deal before the first one)."""
        tricks = self.human_view().tricks
        four = self.beloteapp.settings.four_colours
        if tricks:
            self.app.push_screen(LastTrickScreen(tricks[-1], four, der=dix_de_der(tricks)))
        else:
            played = [result for manche in self.board.history for result in manche if not result.redeal]
            der = DIX_DE_DER if played and played[-1].capot is None else 0
            self.app.push_screen(LastTrickScreen(self.previous_last, four, previous=True, der=der))

    def action_scroll_log(self, pages: int) -> None:
        """Page Up / Page Down scroll the deal's log."""
        log = self.query_one(RichLog)
        log.scroll_to(y=log.scroll_y + pages * max(1, log.size.height - 1), animate=False)

    def action_hint(self, *_: object) -> None:
        """The expert's advice on the human's decision, from the human's view only (asked while the
        others play, it says the advice is for the player's own turn)."""
        if self.waiting not in HINTED:
            self.beloteapp.tell(tr("status.hint_at_turn"), moment=True)
            return
        self.beloteapp.hint_used()
        board = self.board
        view = self.human_view()
        reach = deal_reach(view, board.reserve)
        self.app.push_screen(HintScreen(view, manche_note(board.scores, board.rules.target, reach)))

    def action_sheet(self, *_: object) -> None:
        """Show the score sheet."""
        self.app.push_screen(SheetScreen(self.board))
