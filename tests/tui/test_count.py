"""The table's running count of a deal agrees with the engine's own result at the end of the deal."""

from __future__ import annotations

from belote.bots import BOTS
from belote.engine import Deal, DeclareCarre, Match, Rank, Rules, Suit, Take
from belote.tui.count import CARD_TOTAL, RunningCount, running_count, trick_decided
from tests.engine.helpers import build_deck, complete_hands, make_deal

DEALS = 200


def test_running_count_matches_the_deal_result_over_200_seeded_deals() -> None:
    """Bots play 200 seeded deals (announces on, so they count too); after every action the count
    seen by the human's view adds up, a verdict is given once the last trick's winner is sure, and
    at the end it equals the engine's ``DealResult``."""
    checked = made = ties = 0
    seed = 0
    while checked < DEALS:
        seed += 1
        match = Match(Rules(announces=True), seed)
        bots = {seat: BOTS["random"](seed=seed * 4 + seat) for seat in range(4)}
        deal = match.deal
        said_beaten = said_tie = said_made = said_capot_only = False
        while deal.phase != "done":
            seat = deal.to_play
            assert seat is not None
            deal.apply(bots[seat].choose(deal.view(seat)))
            count = running_count(deal.view(0))
            if len(deal.tricks) < 8:
                assert count.left + sum(count.cards) == CARD_TOTAL
                assert not (count.beaten and count.tie_at_best)
                view = deal.view(0)
                if len(view.tricks) == 7 and view.taker is not None and trick_decided(view) is not None:
                    # the last trick's winner sure: every point is placed, the verdict is known
                    assert count.made or count.beaten or count.tie_at_best, count
                said_beaten |= count.beaten
                said_tie |= count.tie_at_best
                said_made |= count.made
                said_capot_only |= count.capot_only
                shown_elsewise = count.beaten or count.capot_only or count.made or count.tie_at_best
                if count.need is not None and not shown_elsewise:
                    # the figure shown is never more than is left to win
                    assert count.need <= count.left or count.belote_need is not None, count
                    assert count.belote_need is None or count.belote_need <= count.left < count.need
        result = deal.result
        assert result is not None
        if result.redeal:
            continue
        count = running_count(deal.view(0))
        assert count.cards == result.card_points
        assert count.announces == result.announces
        assert count.belote == tuple(20 if team == result.belote else 0 for team in (0, 1))
        assert count.left == 0
        assert count.litige == result.litige  # « Litige », no longer « au mieux », once it is one
        assert (count.need == 0) == (not result.dedans and not result.litige)
        assert not said_beaten or (result.dedans and not result.litige)  # « dedans » is said only when sure
        assert not said_tie or result.dedans or result.litige  # « litige au mieux »: never made after
        assert not said_made or not (result.dedans or result.litige)  # « contrat assuré »: made
        takers_capot = result.capot is not None and result.capot == result.taker % 2
        assert not said_capot_only or result.dedans or result.litige or takers_capot  # « sauf capot »
        made += count.need == 0
        ties += result.litige
        checked += 1
    assert 0 < made < DEALS and ties  # made, failed and tied contracts were checked


def test_a_deal_voided_by_a_carre_of_sevens_counts_nothing() -> None:
    """Four 7s declared after a take void the deal: the panel's count is empty (no « Preneurs :
    encore 82 », no belote of that deal), as the summary says « sans points »."""
    rules = Rules(carre_of_sevens_voids=True)
    deck = build_deck(complete_hands({0: "7S 7H 7D 7C JH"}), taker=0, turned="JH", dealer=3)
    deal = Deal.from_deck(deck, 3, rules)
    deal.apply(Take(Suit.HEARTS))
    assert running_count(deal.view(0)).need == 82
    deal.apply(DeclareCarre(Rank.SEVEN))
    assert deal.result is not None and deal.result.redeal
    count = running_count(deal.view(0))
    assert count.totals == (0, 0) and count.need is None


def test_takers_need_is_what_makes_the_contract() -> None:
    """Before any trick, the takers need 82 of the 162 card points (81 is a litige)."""
    for seed in range(1, 50):
        match = Match(Rules(), seed)
        deal = match.deal
        bots = {seat: BOTS["random"](seed=seat) for seat in range(4)}
        while deal.phase == "bidding":
            seat = deal.to_play
            assert seat is not None
            deal.apply(bots[seat].choose(deal.view(seat)))
        if deal.phase == "playing" and deal.view(0).belote is None:
            count = running_count(deal.view(0))
            assert count.need == 82 and not count.beaten and count.totals == (0, 0)
            return
    raise AssertionError("no seed gave a taken deal")


def test_one_point_short_with_all_left_to_win_is_a_litige_at_best_not_dedans() -> None:
    """Seven tricks played: the takers have 26, the defence 81, and 55 are left (the last trick's 45
    with its dix de der): winning it ties at 81 each, a litige, so the panel must not call them
    dedans. With one point more for the defence, even all that is left cannot tie: dedans."""
    from dataclasses import replace

    from belote.engine import Take, Trick

    deal = Match(Rules(), 3).deal
    while deal.phase == "bidding":
        legal = deal.legal_actions()
        deal.apply(next((a for a in legal if isinstance(a, Take)), legal[0]))
    view = replace(deal.view(0), belote=None, shown=())
    attack = view.taker
    assert attack is not None

    def count_after(takers: int, defence: int) -> tuple[int | None, bool, bool]:
        """The count once seven tricks gave those card points to each side."""
        won = [(attack, takers), (attack + 1, defence)] + [(attack + 1, 0)] * 5
        seven = tuple(Trick(leader=0, cards=(), winner=seat % 4, points=points) for seat, points in won)
        count = running_count(replace(view, tricks=seven))
        assert count.left == CARD_TOTAL - takers - defence
        return count.need, count.beaten, count.tie_at_best

    assert count_after(26, 81) == (56, False, True)  # 55 left: a litige at best
    assert count_after(26, 82) == (56, True, False)  # 54 left: 80 against 82 at best, dedans
    assert count_after(27, 80) == (55, False, False)  # 55 left: making it still possible


def test_a_belote_not_said_yet_keeps_the_verdicts_open() -> None:
    """The king and queen of clubs (trumps) still unplayed, no belote said: the side that holds them
    may still add 20. West took; six tricks are over, 40 points left (the last two tricks with the
    dix de der). South holds neither, so either side may have them: the takers with 40 against 82
    are not « dedans » (40 + 40 + 20 beats 82), with 31 against 91 they can at best tie, and with
    110 against 12 they are « assuré » (12 + 40 + 20 is less); holding the queen, South knows
    nobody has a belote, and 40 against 82 is dedans."""
    from dataclasses import replace

    from belote.engine import Card, Trick
    from belote.tui.count import belote_to_come
    from tests.engine.helpers import complete_hands, make_deal

    deal = make_deal(complete_hands({3: "KC QC", 1: "JC"}), taker=1, turned="JC", dealer=0)
    view = replace(deal.view(0), belote=None, shown=())
    assert belote_to_come(view) == (True, True)
    assert belote_to_come(deal.view(3)) == (False, True)  # East knows they are its own team's

    def verdicts(takers: int, defence: int, queen: bool = False) -> tuple[bool, bool, bool]:
        won = [(1, takers), (2, defence)] + [(2, 0)] * 4  # West's team first, then South's
        six = tuple(Trick(leader=0, cards=(), winner=seat, points=points) for seat, points in won)
        hand = (*view.hand[:-1], Card.parse("QC")) if queen else view.hand
        count = running_count(replace(view, tricks=six, hand=hand))
        assert count.left == 40
        return count.beaten, count.tie_at_best, count.made

    assert verdicts(40, 82) == (False, False, False)
    assert verdicts(31, 91) == (False, True, False)
    assert verdicts(110, 12) == (False, False, True)
    assert verdicts(85, 37) == (False, False, False)  # 37 + 40 + 20 would beat 85: not sure yet
    assert verdicts(40, 82, queen=True) == (True, False, False)


def test_the_turned_king_or_queen_of_trumps_tells_who_alone_may_still_say_belote() -> None:
    """East took the turned D♦ in the first round: everyone saw it go to East, so only East's team
    may still say belote (East holding both); with 86 against 0 after five tricks (at most 76 left
    to the defence, which can have no belote) the contract is « assuré » at once. South holding the
    R♦ knows nobody will say it. The same holds for the king turned, and in the second round the
    turned card is no trump."""
    from dataclasses import replace

    from belote.engine import Card, Trick
    from belote.tui.count import belote_to_come
    from tests.engine.helpers import complete_hands, make_deal

    deal = make_deal(complete_hands({3: "QD", 1: "KD"}), taker=3, turned="QD", dealer=2)
    south = deal.view(0)
    assert belote_to_come(south) == (False, True)  # East's team (seats 1 and 3) alone
    assert belote_to_come(deal.view(1)) == (False, False)  # West holds the king: nobody
    five = tuple(Trick(leader=3, cards=(), winner=3, points=p) for p in (30, 20, 16, 10, 10))
    count = running_count(replace(south, tricks=five, hand=south.hand[:3]))
    assert count.left == 76 and count.made and not count.beaten
    holding_king = replace(south, hand=(*south.hand[:-1], Card.parse("KD")))
    assert belote_to_come(holding_king) == (False, False)
    king_turned = make_deal(complete_hands({1: "KD"}), taker=1, turned="KD", dealer=0)
    assert belote_to_come(king_turned.view(0)) == (False, True)
    second_round = make_deal(
        complete_hands({1: "QD", 2: "KS", 3: "QS"}), taker=1, turned="QD", trump="S", dealer=0
    )
    assert belote_to_come(second_round.view(0)) == (True, True)  # ♦ is no trump: the pair is ♠'s


def test_when_every_point_left_is_not_enough_only_a_capot_is_said_to_save_the_takers() -> None:
    """Announces on: the defence showed a carré of nines (150) and a tierce (20); the takers won the
    first two tricks, 29 points, and 133 are left. Winning them all gives 162 against 170: only a
    capot (252) makes the contract, so the panel says so, not « encore 138 », out of reach. Once
    the defence wins a trick, the capot is gone too: dedans. South holds the king of trumps, so
    nobody may say belote; where it may still come, the need counts it instead of the capot."""
    from dataclasses import replace

    from belote.engine import Card, Trick
    from belote.engine.announces import Combination
    from tests.engine.helpers import complete_hands, make_deal

    hands = complete_hands({0: "9S 9H 9D 9C KC 7H 8H 7D", 2: "TD JD QD", 1: "JC"})
    deal = make_deal(hands, taker=1, turned="JC", dealer=0, rules=Rules(announces=True))
    nines = tuple(Card.parse(f"9{suit}") for suit in "SHDC")
    tierce = tuple(Card.parse(card) for card in ("TD", "JD", "QD"))
    shown = (Combination("carre", nines, 150, 0, False), Combination("tierce", tierce, 20, 2, False))
    view = replace(deal.view(0), belote=None, shown=shown)
    without_king = replace(view, hand=tuple(card for card in view.hand if card != Card.parse("KC")))

    def after(*won: tuple[int, int], seen: object = view) -> RunningCount:
        tricks = tuple(Trick(leader=0, cards=(), winner=seat, points=points) for seat, points in won)
        return running_count(replace(seen, tricks=tricks))  # type: ignore[type-var]

    count = after((1, 15), (3, 14))
    assert count.left == 133 and count.need == 138 and count.belote_need is None
    assert count.capot_only and not count.beaten and not count.tie_at_best
    lost = after((1, 15), (3, 14), (0, 2))  # 29 + 131 left is 160 against 172
    assert lost.beaten and not lost.capot_only
    belote_left = after((1, 15), (3, 14), (0, 2), seen=without_king)  # 160 and a belote against 172
    assert not belote_left.beaten and not belote_left.capot_only
    assert belote_left.belote_need == 128 and belote_left.left == 131
    either = after((1, 15), (3, 14), seen=without_king)  # a capot or a belote: the belote is said
    assert either.belote_need == 128 and not either.capot_only
    reachable = replace(view, shown=shown[1:], tricks=(Trick(leader=0, cards=(), winner=1, points=29),))
    assert not running_count(reachable).capot_only  # 20 to beat: the cards left are enough


def test_when_the_points_left_are_not_enough_without_a_belote_the_need_counts_it() -> None:
    """Trumps ♦, Nord took, the king and queen of ♦ unplayed: the takers 17, the defence 93 (73 and
    a tierce), 72 left. Without the belote even 72 more is short (89 against 93): « encore 75 »
    asked for more than is left, a miscount to a player. With the belote 65 more is enough (17 + 65
    + 20 = 102 against 93 + 7): the panel says 65 and the belote. Once the defence cannot hold them
    (South holds the queen), no belote can save the takers: dedans."""
    from dataclasses import replace

    from belote.engine import Card, Trick
    from belote.engine.announces import Combination
    from tests.engine.helpers import make_deal

    hands = complete_hands({1: "TC JC QC", 2: "JD"})
    deal = make_deal(hands, taker=2, turned="JD", dealer=1, rules=Rules(announces=True))
    tierce = tuple(Card.parse(card) for card in ("TC", "JC", "QC"))
    shown = (Combination("tierce", tierce, 20, 1, False),)
    five = tuple(Trick(leader=0, cards=(), winner=seat, points=p) for seat, p in ((2, 17), (1, 30), (3, 43)))
    view = replace(deal.view(0), belote=None, shown=shown, tricks=five)
    view = replace(view, hand=tuple(card for card in view.hand if card.suit != Suit.DIAMONDS)[:5])
    count = running_count(view)
    assert count.left == 72 and count.totals == (17, 93)
    assert count.need == 75 and count.belote_need == 65
    assert not count.beaten and not count.capot_only and not count.tie_at_best and not count.made
    holding_queen = running_count(replace(view, hand=(*view.hand[:-1], Card.parse("QD"))))
    assert holding_queen.beaten and holding_queen.belote_need is None
    reachable = replace(view, shown=shown[1:], tricks=(Trick(leader=0, cards=(), winner=1, points=29),))
    assert not running_count(reachable).capot_only  # 20 to beat: the cards left are enough


def test_a_trick_on_the_table_that_nobody_can_still_take_counts_for_the_verdicts() -> None:
    """The last trick: West (taker, ♣) leads the jack of trumps, which no card still out can beat.
    The takers' 70 against 62 then get its 20 and the dix de der for sure: « contrat assuré », not
    « encore 12 ». The totals still wait for the trick to end. The ace of trumps led instead could
    be beaten (by the jack or the nine still out): nothing is sure yet. The nine led by West is sure:
    only the jack beats it, and West took it as the turned card. South's jack led instead
    wins the trick for the defence, and the takers are dedans before it ends."""
    from dataclasses import replace

    from belote.engine import Card, Trick
    from tests.engine.helpers import complete_hands, make_deal

    deal = make_deal(complete_hands({3: "KC QC", 1: "JC"}), taker=1, turned="JC", dealer=0)
    view = replace(deal.view(0), belote=None, shown=())
    won = [(1, 20), (3, 20), (1, 10), (3, 10), (1, 5), (3, 5), (0, 62)]
    seven = tuple(Trick(leader=0, cards=(), winner=seat, points=points) for seat, points in won)

    def on_table(leader: int, card: str) -> object:
        return running_count(replace(view, tricks=seven, current_trick=Trick(leader, (Card.parse(card),))))

    open_trick = running_count(replace(view, tricks=seven))
    assert open_trick.need == 12 and not open_trick.made and not open_trick.beaten
    jack = on_table(1, "JC")
    assert jack.made and jack.need == 0 and not jack.beaten  # type: ignore[attr-defined]
    assert jack.cards == (62, 70) and jack.left == 30  # type: ignore[attr-defined]
    ace = on_table(1, "AC")
    assert not ace.made and ace.need == 12  # type: ignore[attr-defined]
    nine = on_table(1, "9C")  # only the jack beats it, and West holds it: everyone saw it turned
    assert nine.made  # type: ignore[attr-defined]
    assert not on_table(2, "9C").made  # led by North, West may still put the jack on it
    defence = on_table(0, "JC")
    assert defence.beaten and not defence.made  # type: ignore[attr-defined]


def test_at_the_last_trick_a_winner_sure_on_the_table_gets_the_cards_still_to_come() -> None:
    """The last trick: South (defence, ♣) leads the jack of trumps, sure to win it; the cards still to
    be played to it are the last cards of the deal and go to South's team too. With the takers at 76
    against 46 and 10 card points still in hands, the takers are dedans before the trick ends (the
    panel said « encore 6 », as if those 10 points could still be theirs). Nor may a belote still come
    then, though the king and the queen of trumps were not seen: each hand holds one card."""
    from dataclasses import replace

    from belote.engine import Card, Trick
    from tests.engine.helpers import complete_hands, make_deal

    deal = make_deal(complete_hands({3: "KC QC", 1: "JC"}), taker=1, turned="JC", dealer=0)
    view = replace(deal.view(0), belote=None, shown=())
    won = [(1, 20), (3, 20), (1, 10), (3, 10), (1, 8), (3, 8), (0, 46)]
    seven = tuple(Trick(leader=0, cards=(), winner=seat, points=points) for seat, points in won)
    open_trick = running_count(replace(view, tricks=seven))
    assert open_trick.left == 40 and not open_trick.beaten  # 20 for the jack, 10 more, the dix de der
    count = running_count(replace(view, tricks=seven, current_trick=Trick(0, (Card.parse("JC"),))))
    assert count.beaten and not count.made and not count.tie_at_best
    assert count.cards == (46, 76) and count.left == 40  # the totals wait for the trick to end


def test_a_combination_counts_for_this_deal_once_its_holder_has_shown_it() -> None:
    """« Cette donne » counted East's tierce from the end of the first trick, before East showed it
    at the second: the panel told a sequence's existence before the table did. Each combination
    counts once its holder plays to the second trick (shown before its card)."""
    hands = complete_hands({1: "AS KS QS", 3: "9D 8D 7D"})
    deal = make_deal(hands, taker=3, turned=hands[3].split()[0], trump="H", rules=Rules(announces=True))
    while len(deal.tricks) < 1:
        plays = deal.legal_actions()
        deal.apply(next((a for a in plays if getattr(a, "announce", False)), plays[0]))
    assert sum(c.points for c in deal.shown) == 40  # East's and West's tierces score...
    counted = []
    while len(deal.tricks) < 2:
        played = {seat for seat in (1, 3) if deal.current_trick.card_of(seat) is not None}
        count = running_count(deal.view(0))
        assert count.announces == (0, 20 * len(played))  # ...each once shown with its card
        counted.append(count.announces[1])
        plays = deal.legal_actions()
        deal.apply(plays[0])
    assert counted[0] == 0 and running_count(deal.view(0)).announces == (0, 40)
