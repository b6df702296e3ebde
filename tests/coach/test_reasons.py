"""Each rule of thumb behind a hint, on a hand-built position where it applies and one where it doesn't."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from belote.coach.evaluate import Evaluation, Option
from belote.coach.reasons import CARD_KEYS, Reason, bid_reason, card_reason
from belote.engine import PASS, Card, Deal, DealView, Play, Rules, Suit, Take
from tests.coach.positions import dix_de_der
from tests.engine.helpers import complete_hands, make_deal, play


def reason(deal: Deal, code: str) -> str | None:
    """The key of the rule of thumb that playing ``code`` follows for South now."""
    found = card_reason(deal.view(0), Card.parse(code).index)
    return None if found is None else found.key


def deal_of(fixed: dict[int, str], *, taker: int, turned: str, dealer: int, script: str = "") -> Deal:
    """A deal with these cards fixed (the rest filled in), bid at the turned suit, then ``script``."""
    deal = make_deal(complete_hands(fixed), taker=taker, turned=turned, dealer=dealer)
    play(deal, script)
    return deal


def test_keep_the_master_trump_for_the_dix_de_der() -> None:
    deal = dix_de_der()
    assert reason(deal, "7S") == "keep_master_trump"
    assert reason(deal, "JH") is None


def test_the_taker_draws_trumps_while_the_opponents_may_hold_some() -> None:
    south = "JH 9H TH AC 7S 8S 7D 8D"
    attack = deal_of({0: south}, taker=0, turned="TH", dealer=3)
    assert reason(attack, "JH") == "draw_trumps"
    defence = deal_of({0: south, 1: "AH"}, taker=1, turned="AH", dealer=3)
    assert reason(defence, "JH") is None  # drawing trumps is the attack's plan, not the defence's


def test_cash_a_master_card_in_a_side_suit() -> None:
    deal = deal_of({0: "JH 9H TH AC 7S 8S 7D 8D"}, taker=0, turned="TH", dealer=3)
    assert reason(deal, "AC") == "cash_master"
    assert reason(deal, "7S") is None  # the 7 is no master


def test_a_master_card_an_opponent_will_ruff_is_not_said_to_cash() -> None:
    """Every other club is played and both opponents have shown they hold none, East trumped the
    second round: South's 10♣ is the highest club left, but leading it only gives an opponent a
    ruff (the cut is forced on an opponent's master card), so « cash it » would teach the wrong idea."""
    fixed = {0: "7C 8C TC AS TH JH 7D 8D", 1: "KC JC 8S", 2: "AC QC 9S", 3: "9C 7H 7S"}
    deal = deal_of(fixed, taker=0, turned="TH", dealer=3, script="7C KC AC 9C QC 7H 8C JC 7S AS 8S 9S")
    assert deal.to_play == 0 and len(deal.tricks) == 3
    assert reason(deal, "TC") != "cash_master"


def test_load_points_when_the_partner_surely_holds_the_trick() -> None:
    fixed = {0: "TC 9C 7S 8S 7D 8D JD QD", 1: "7C 7H", 2: "AC", 3: "8C"}
    deal = deal_of(fixed, taker=1, turned="7H", dealer=0, script="7C AC 8C")
    assert reason(deal, "TC") == "partner_master_load"
    assert reason(deal, "9C") is None  # no points to load, and the trick is not lost either


def test_load_a_queen_when_it_is_the_most_the_hand_may_give_to_the_partners_sure_trick() -> None:
    """Without a 10 or an ace to give, the queen is still the card that loads the partner's sure
    trick (3 points against none); a poorer card beside a richer one is no loading."""
    fixed = {0: "QC 8C 7S 8S 7D 8D JD 9D", 1: "7C 7H", 2: "AC", 3: "9C"}
    deal = deal_of(fixed, taker=1, turned="7H", dealer=0, script="7C AC 9C")
    assert reason(deal, "QC") == "partner_master_load"
    assert reason(deal, "8C") is None


def test_an_ace_over_the_partners_sure_trick_is_said_to_take_it_for_the_side_not_to_load_it() -> None:
    """North's 9 of clubs holds the trick and South plays last: the ace of clubs goes over the
    partner's card, so the hint says the trick is the side's whatever comes, not « charger »."""
    fixed = {0: "AC QC 7S 8S 7D 8D JD QD", 1: "7C 7H", 2: "9C", 3: "8C"}
    deal = deal_of(fixed, taker=1, turned="7H", dealer=0, script="7C 9C 8C")
    assert reason(deal, "AC") == "load_over_partner"


def test_no_loading_when_a_later_opponent_may_still_win_the_trick() -> None:
    fixed = {0: "TC 9C 7S 8S 7D 8D JD QD", 1: "7H", 2: "KC", 3: "8C"}
    deal = deal_of(fixed, taker=1, turned="7H", dealer=1, script="KC 8C")
    assert reason(deal, "TC") is None  # East, after South, may hold the ace


def test_ruff_a_trick_the_opponents_hold() -> None:
    fixed = {0: "7H 8H 7C 8C 9C 7D 8D 9D", 1: "AS TH", 2: "7S", 3: "8S"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="AS 7S 8S")
    assert reason(deal, "7H") == "ruff"


def test_win_with_the_cheapest_card_that_takes_the_trick() -> None:
    fixed = {0: "AS TS 7C 8C 9C 7D 8D 9D", 1: "7S TH", 2: "8S", 3: "KS"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="7S 8S KS")
    assert reason(deal, "TS") == "win_cheaply"
    assert reason(deal, "AS") is None


def test_the_only_card_that_takes_the_trick_is_not_said_to_take_it_at_the_least_cost() -> None:
    """East leads the 10♥ (spades trumps), South plays last with the ace, the jack and the 9 of
    hearts: only the ace takes it: the one winner, not « au plus juste »."""
    fixed = {0: "AH JH 9H 7C 8C 9C 7D 8D", 1: "TH 7S", 2: "KH", 3: "8H"}
    deal = deal_of(fixed, taker=1, turned="7S", dealer=0, script="TH KH 8H")
    assert reason(deal, "AH") == "win_only"


def test_the_cheapest_winner_is_the_weakest_card_that_takes_not_the_lowest_rank() -> None:
    """K♠ and 10♠ both take Q♠: the king is the weaker card (the 10 ranks above it), so it is the
    cheap way to win, and the rule names it."""
    fixed = {0: "KS TS 7C 8C 9C 7D 8D 9D", 1: "7S TH", 2: "8S", 3: "QS"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="7S 8S QS")
    king = Card.parse("KS")
    assert card_reason(deal.view(0), king.index) == Reason("win_cheaply", king)
    assert reason(deal, "TS") is None


def test_on_a_trump_lead_go_over_as_low_as_the_rule_allows_while_an_opponent_may_go_higher() -> None:
    """East took at hearts and leads the 8: South must go over and holds the queen and the ace; West,
    after South, may still hold the jack or the nine, so the queen goes over at the least cost (the
    ace would give 8 points more to a trick West may take). Holding the jack too, the queen still goes
    over at the least cost, and the jack would take the trick for sure: each card has its reason."""
    fixed = {0: "QH AH 7H 7C 8C 9C 7D 8D", 3: "8H TH"}
    deal = deal_of(fixed, taker=3, turned="TH", dealer=2, script="8H")
    assert deal.to_play == 0
    assert reason(deal, "QH") == "climb_cheaply"
    assert reason(deal, "AH") is None
    jack = deal_of({0: "QH AH JH 7C 8C 9C 7D 8D", 3: "8H TH 9H"}, taker=3, turned="TH", dealer=2, script="8H")
    assert reason(jack, "QH") == "climb_cheaply"
    assert reason(jack, "JH") == "win_surely"  # if the expert prefers it: nobody can go over the jack


def test_a_rule_both_cards_follow_does_not_say_why_one_is_better() -> None:
    """East's ace of spades holds the trick and South has no spade: ruffing with the 8 or the king of
    hearts both « ruff », so told against the king, the 8 gets no reason (the rule does not pick it);
    alone, the ruff is its reason."""
    fixed = {0: "8H KH 7C 8C 9C 7D 8D 9D", 1: "TH", 2: "7S", 3: "AS"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=1, script="7S AS")
    assert deal.to_play == 0
    eight, king = Card.parse("8H").index, Card.parse("KH").index
    assert card_reason(deal.view(0), eight) == Reason("ruff", Card.parse("8H"))
    assert card_reason(deal.view(0), eight, rival=king) is None


def test_keep_the_master_trump_when_the_choice_was_to_play_it() -> None:
    """North leads the jack of hearts (trumps), East follows: South's 9 is now the master trump.
    Against playing the 9, the queen keeps it for a later trick, and says so; against the 8, no rule
    tells them apart."""
    fixed = {0: "9H QH 8H 7C 8C 7D 8D 9D", 2: "JH", 1: "TH"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=1, script="JH")
    deal.apply(deal.legal_actions()[0])  # East follows
    assert deal.to_play == 0
    nine, queen, eight = (Card.parse(code).index for code in ("9H", "QH", "8H"))
    assert card_reason(deal.view(0), queen, rival=nine) == Reason("save_master_trump", Card.parse("9H"))
    assert card_reason(deal.view(0), queen, rival=eight) is None


def test_keep_the_small_card_that_guards_a_ten() -> None:
    fixed = {0: "TD 7D 8S 9S QS KS AS JS", 1: "7C TH", 2: "8C", 3: "KC"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="7C 8C KC")
    assert reason(deal, "8S") == "keep_ten_guard"
    assert reason(deal, "7D") == "discard_small"  # a fine discard, but not one that keeps the guard


def test_keeping_the_guard_is_no_reason_against_playing_the_ten_itself() -> None:
    """Reviewed against the 10 of diamonds led into the ace still out, the better 8♠ keeps the 10
    and its guard alike: « do not leave the 10 bare » would describe what did not happen. Against
    the guard itself (the 7♦), it is the reason."""
    deal = deal_of({0: "TD 7D 8S 9S QS KS 7C 8C", 1: "TH"}, taker=1, turned="TH", dealer=3)
    eight, ten, seven = (Card.parse(code).index for code in ("8C", "TD", "7D"))
    against_ten = card_reason(deal.view(0), eight, ten)
    assert against_ten is None or against_ten.key != "keep_ten_guard"
    against_guard = card_reason(deal.view(0), eight, seven)
    assert against_guard is not None and against_guard.key == "keep_ten_guard"


def test_a_ten_with_its_own_ace_needs_no_guard() -> None:
    """Holding the ace beside the 10 of diamonds, the 10 is safe: discarding a spade keeps no guard."""
    fixed = {0: "TD AD 8S 9S QS KS AS JS", 1: "7C TH", 2: "8C", 3: "KC"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="7C 8C KC")
    assert reason(deal, "8S") != "keep_ten_guard"


def test_leading_the_guard_of_a_ten_is_not_keeping_it() -> None:
    """South leads: any card but the 10 of diamonds and its 7 keeps the guard; the 7 itself does not."""
    deal = deal_of({0: "TD 7D 8S 9S QS KS 7C 8C", 1: "TH"}, taker=1, turned="TH", dealer=3)
    assert reason(deal, "8C") == "keep_ten_guard"
    assert reason(deal, "7D") is None


def test_a_lost_trick_gets_the_fewest_points() -> None:
    fixed = {0: "9S QS 7C 8C 9C 7D 8D 9D", 1: "AS TH", 2: "7S", 3: "8S"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="AS 7S 8S")
    assert reason(deal, "9S") == "discard_small"


def test_a_lost_trick_where_every_card_is_worth_nothing_gives_no_rule_of_thumb() -> None:
    """The 9 and the 8 of spades, both worth nothing: « the fewest points » would choose nothing."""
    fixed = {0: "9S 8S 7C 8C 9C 7D 8D 9D", 1: "AS TH", 2: "7S", 3: "QS"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="AS 7S QS")
    assert reason(deal, "9S") is None
    assert reason(deal, "8S") is None


def test_no_points_on_a_trick_the_partner_holds_while_an_opponent_may_still_take_it() -> None:
    """North leads the ace of spades, East follows, South plays third: West, the taker, plays after
    South and may have no spade left to trump it. The 9 gives nothing and says why; the 10 would
    load a trick not yet safe."""
    fixed = {0: "9S TS 7C 8C 9C 7D 8D 9D", 1: "TH", 2: "AS", 3: "7S"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=1, script="AS 7S")
    assert deal.to_play == 0
    assert reason(deal, "9S") == "no_load_unsure"
    assert reason(deal, "TS") is None


def test_a_forced_card_is_said_to_be_the_only_one_the_rules_leave() -> None:
    """South's last spade must follow the ace: the hint names that rule (fournir), not a plan."""
    fixed = {0: "9S 7C 8C 9C 7D 8D 9D JD", 1: "AS TH", 2: "7S", 3: "8S"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="AS 7S 8S")
    assert [action.card for action in deal.view(0).legal] == [Card.parse("9S")]  # type: ignore[union-attr]
    assert reason(deal, "9S") == "only_follow"


def test_a_forced_trump_on_an_opponents_trick_is_said_to_be_the_rule_to_trump() -> None:
    """No spade, one heart (trumps), East's ace holds the trick: South must trump (couper)."""
    fixed = {0: "7H 7C 8C 9C 7D 8D 9D JD", 1: "AS TH", 2: "7S", 3: "8S"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="AS 7S 8S")
    assert reason(deal, "7H") == "only_trump"


def test_a_forced_trump_under_an_opponents_higher_trump_is_said_to_be_the_rule_to_undertrump() -> None:
    """East, void in spades, ruffs North's ace with the 8 of hearts; South has no spade and only the
    7 of hearts: it must still be played under the 8 (sous-couper), which the hint names as such."""
    fixed = {0: "7H 7C 8C 9C 7D 8D 9D JD", 2: "AS", 3: "8H TH KD QD AD KC QC AC"}
    deal = deal_of(fixed, taker=3, turned="TH", dealer=1, script="AS 8H")
    assert deal.to_play == 0 and [a.card for a in deal.view(0).legal] == [Card.parse("7H")]  # type: ignore[union-attr]
    assert reason(deal, "7H") == "only_undertrump"


def test_a_forced_trump_over_an_opponents_lower_trump_is_said_to_be_the_rule_to_overtrump() -> None:
    """East ruffs North's ace with the 8 of hearts; South, with no spade, holds the 7 and the ace of
    hearts: only the ace goes over the 8 (surcouper), and the hint names that rule, not « couper »."""
    fixed = {0: "7H AH 7C 8C 9C 7D 8D 9D", 2: "AS", 3: "8H TH KD QD AD KC QC AC"}
    deal = deal_of(fixed, taker=3, turned="TH", dealer=1, script="AS 8H")
    assert [a.card for a in deal.view(0).legal] == [Card.parse("AH")]  # type: ignore[union-attr]
    assert reason(deal, "AH") == "only_overruff"


def test_a_forced_card_that_may_carry_an_announce_is_still_the_only_card_left() -> None:
    """With the announces, South's one spade may be played announcing its tierce or not: two
    actions, one card, and the hint still names the rule that forces it."""
    fixed = {0: "9S 7C 8C 9C 7D 8D JD KH", 2: "AS", 3: "8S TH"}
    deal = make_deal(complete_hands(fixed), taker=3, turned="TH", dealer=1, rules=Rules(announces=True))
    play(deal, "AS 8S")
    legal = deal.view(0).legal
    assert len(legal) == 2 and {a.card for a in legal} == {Card.parse("9S")}  # type: ignore[union-attr]
    assert reason(deal, "9S") == "only_follow"


def test_load_the_richest_trump_on_the_partners_master_trump_when_only_trumps_may_be_played() -> None:
    """North leads the jack of hearts (trumps), East follows: South must play a trump and cannot go
    over the jack; the queen gives the partner's sure trick 3 points, the 7 none."""
    fixed = {0: "QH 7H 7C 8C 9C 7D 8D 9D", 2: "JH TH", 3: "8H"}
    deal = deal_of(fixed, taker=2, turned="TH", dealer=1, script="JH 8H")
    assert reason(deal, "QH") == "partner_master_load"
    assert reason(deal, "7H") is None


def test_a_trump_that_takes_the_partners_trick_is_no_loading() -> None:
    """North leads the ace of hearts (trumps): South must go over it even over the partner, with
    the jack or the nine; either takes the trick itself, so neither « loads » the partner's."""
    fixed = {0: "JH 9H 7C 8C 9C 7D 8D 9D", 2: "AH TH", 3: "8H"}
    deal = deal_of(fixed, taker=2, turned="TH", dealer=1, script="AH 8H")
    assert {a.card for a in deal.view(0).legal} == {Card.parse("JH"), Card.parse("9H")}  # type: ignore[union-attr]
    assert reason(deal, "JH") != "partner_master_load" and reason(deal, "9H") != "partner_master_load"


def test_the_one_trump_above_the_trick_on_a_trump_lead_is_said_to_be_the_rule_to_go_higher() -> None:
    """Trumps led, South holds the 7 and the ace of hearts: only the ace beats the king (monter)."""
    fixed = {0: "7H AH 7C 8C 9C 7D 8D 9D", 1: "KH TH JH 9H", 2: "8H", 3: "QH"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=0, script="KH 8H QH")
    assert [action.card for action in deal.view(0).legal] == [Card.parse("AH")]  # type: ignore[union-attr]
    assert reason(deal, "AH") == "only_overtrump"
    single = deal_of(
        {0: "AH 7C 8C 9C 7D 8D 9D JD", 1: "KH TH JH 9H", 2: "8H 7H", 3: "QH"}, taker=1, turned="TH", dealer=0
    )
    play(single, "KH 8H QH")
    assert reason(single, "AH") == "only_follow"  # one trump only: following is the whole rule


def test_the_last_card_in_hand_is_said_to_be_the_last_one() -> None:
    """With one card left nothing but the hand forces it: « votre dernière carte », no rule named."""
    deal = deal_of({1: "TH"}, taker=1, turned="TH", dealer=0)
    while not (deal.to_play == 0 and len(deal.hands[0]) == 1):
        deal.apply(deal.legal_actions()[0])
    (last,) = deal.hands[0]
    assert reason(deal, str(last)) == "only_last"


def test_a_trick_the_partner_may_still_win_is_not_called_lost() -> None:
    """East leads the ace of spades and South cannot beat it, but North plays after South and may
    still trump it: the trick is not lost, so no rule of a lost trick is given; South plays low and
    says why (the queen would give points away)."""
    fixed = {0: "9S QS 7C 8C 9C 7D 8D 9D", 3: "AS", 1: "TH"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=2, script="AS")
    assert deal.to_play == 0
    assert reason(deal, "9S") == "low_before_partner"  # not « the trick is lost »
    assert reason(deal, "QS") is None


def _bids(*options: Option) -> Evaluation:
    return Evaluation(tuple(sorted(options, key=lambda o: -o.mean)), 10)


def test_bid_reasons_come_from_the_chance_of_making_the_contract() -> None:
    view = Deal.shuffled(1, 3).view(0)
    suit = view.turned.suit
    trumps = 1 + sum(card.suit == suit for card in view.hand)
    take = _bids(Option(Take(suit), 30, 50, 0.7), Option(PASS, -5, 20))
    assert bid_reason(view, take) == Reason("take", suit=suit, number=trumps, percent=70)
    even = _bids(Option(Take(suit), 30, 50, 0.5), Option(PASS, -5, 20))
    assert bid_reason(view, even) == Reason("take", suit=suit, number=trumps, percent=50)  # one in two
    anyway = _bids(Option(Take(suit), -5, 50, 0.45), Option(PASS, -20, 20))
    assert bid_reason(view, anyway) == Reason("take_anyway", suit=suit, percent=45)
    risky = _bids(Option(Take(suit), -40, 50, 0.3), Option(PASS, 0, 20))
    assert bid_reason(view, risky) == Reason("pass_risky", suit=suit, number=30)
    dear = _bids(Option(Take(Suit.CLUBS), -10, 50, 0.6), Option(PASS, 5, 20))
    assert bid_reason(view, dear) == Reason("pass_dear", suit=Suit.CLUBS, number=60)
    two = _bids(
        Option(Take(Suit.CLUBS), -10, 50, 0.2), Option(Take(Suit.SPADES), -15, 50, 0.6), Option(PASS, 5, 20)
    )
    assert bid_reason(view, two) == Reason("pass_dear", suit=Suit.SPADES, number=60)  # the likeliest take
    # the player took ♣ where passing was best: the reason speaks of ♣, not of the likelier ♠
    assert bid_reason(view, two, Take(Suit.CLUBS)) == Reason("pass_risky", suit=Suit.CLUBS, number=20)


def test_a_take_in_round_two_does_not_count_the_turned_card_among_the_trumps() -> None:
    """In the second round the taker picks up the turned card of another suit: the reason counts the
    trumps in the hand alone, and says the turned card is not one of them."""
    view = Deal.shuffled(1, 3).view(0)
    other = next(suit for suit in Suit if suit != view.turned.suit)
    trumps = sum(card.suit == other for card in view.hand)
    take = _bids(Option(Take(other), 30, 50, 0.7), Option(PASS, -5, 20))
    assert bid_reason(view, take) == Reason("take_in_hand", suit=other, number=trumps, percent=70)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 40))
def test_every_card_of_any_position_gets_a_reason_or_none_and_the_keys_are_known(
    seed: int, steps: int
) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed, seed % 4, Rules(announces=bool(seed & 1)))
    for _ in range(steps):
        if deal.phase == "done":
            return
        deal.apply(rng.choice(deal.legal_actions()))
    if deal.phase != "playing":
        return
    view = deal.view(deal.to_play or 0)
    for action in view.legal:
        assert isinstance(action, Play)
        found = card_reason(view, action.card.index)
        assert found is None or found.key in CARD_KEYS


def test_the_hint_gives_a_reason_only_for_a_card_clearly_better_than_the_next() -> None:
    """The hint's reason tells the best card from the next one: none when they are worth the same
    (3 points apart at most, or a gap within the noise of the worlds drawn), none from a rule both
    follow, the rule when it tells them apart."""
    from belote.coach.hint import explain

    fixed = {0: "8H KH 7C 8C 9C 7D 8D 9D", 1: "TH", 2: "7S", 3: "AS"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=1, script="7S AS")
    view = deal.view(0)
    eight, king = (Play(Card.parse(code)) for code in ("8H", "KH"))

    def told(best: float, runner: float, doubt: float = 0.0, sign_p: float = 1.0) -> Reason | None:
        options = (Option(eight, best, 1.0), Option(king, runner, 1.0, doubt=doubt, sign_p=sign_p))
        return explain(view, Evaluation(options, 8))

    assert told(10.0, 0.0) is None  # both ruff: « ruff » does not say why the 8
    alone = explain(view, Evaluation((Option(eight, 10.0, 1.0),), 8))
    assert alone == Reason("ruff", Card.parse("8H"))


def test_the_hint_tells_the_best_card_from_the_next_only_beyond_the_noise() -> None:
    """Keeping the master trump (the queen played, not the 9) is said when the 9 is clearly worse:
    more than 3 points behind and beyond the noise of the worlds drawn (two errors of the gap, or
    worse in most worlds where they differ); not when it is 3 points behind or less, nor when the
    gap is within the noise."""
    from belote.coach.hint import explain

    fixed = {0: "9H QH 8H 7C 8C 7D 8D 9D", 2: "JH", 1: "TH"}
    deal = deal_of(fixed, taker=1, turned="TH", dealer=1, script="JH")
    deal.apply(deal.legal_actions()[0])  # East follows
    view = deal.view(0)
    queen, nine = (Play(Card.parse(code)) for code in ("QH", "9H"))

    def told(runner: float, doubt: float = 0.0, sign_p: float = 1.0) -> Reason | None:
        options = (Option(queen, 10.0, 30.0), Option(nine, runner, 30.0, doubt=doubt, sign_p=sign_p))
        return explain(view, Evaluation(options, 64))

    keep = Reason("save_master_trump", Card.parse("9H"))
    assert told(0.0) == keep  # every world weighed: 10 points is 10 points
    assert told(0.0, doubt=4.0) == keep  # 10 points, over two errors of the gap
    assert told(0.0, doubt=6.0, sign_p=0.01) == keep  # within two errors, but worse in most worlds
    assert told(7.0) is None  # 3 points behind: as good
    assert told(0.0, doubt=6.0) is None  # 10 points, but under two errors of the gap


def test_a_round_one_pass_keeps_a_stronger_suit_for_round_two() -> None:
    """Passing in round 1 with a hand a club player would name in another suit in round 2 (worth
    more there than at the turned suit) is explained by that suit, not by the turned suit's risk;
    a hand with no such suit keeps the risk's reason."""
    from belote.bots.bidding import ROUND2_THRESHOLD, hand_value
    from belote.coach.reasons import round_two_suit

    def values(view: DealView) -> dict[int, int]:
        hand = sum(1 << card.index for card in (*view.hand, view.turned))
        return {suit: hand_value(hand, suit) for suit in range(4)}

    views = [Deal.shuffled(seed, 3).view(0) for seed in range(400)]
    strong = next(v for v in views if max(n for s, n in values(v).items() if s != int(v.turned.suit)) >= 60)
    later = round_two_suit(strong)
    assert later is not None and later != strong.turned.suit
    assert values(strong)[int(later)] >= ROUND2_THRESHOLD
    assert values(strong)[int(later)] > values(strong)[int(strong.turned.suit)]
    risky = _bids(Option(Take(strong.turned.suit), -40, 50, 0.3), Option(PASS, 0, 20))
    assert bid_reason(strong, risky) == Reason("pass_round_two", suit=later)
    weak = next(v for v in views if max(values(v).values()) < 30)
    assert round_two_suit(weak) is None
    risky = _bids(Option(Take(weak.turned.suit), -40, 50, 0.3), Option(PASS, 0, 20))
    assert bid_reason(weak, risky) == Reason("pass_risky", suit=weak.turned.suit, number=30)
