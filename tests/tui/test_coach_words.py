"""The coach's sentences in the review: a costly decision names the card played, the best one, both
values and the cost, written as the language writes numbers."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from belote.coach.evaluate import Evaluation, Option
from belote.coach.reasons import Reason
from belote.coach.review import Decision, Review
from belote.coach.turns import Turn, Turns
from belote.engine import PASS, Card, Play, Suit, Take
from belote.tui import coach_words, i18n
from belote.tui.coach_bodies import decision_line, turn_lines
from belote.tui.coach_words import number


def decision_between(best: str, other: str, best_mean: float, other_mean: float, trick: int = 3) -> Decision:
    """A card decision of ``trick`` where ``other`` was played and ``best`` was worth more."""
    options = (
        Option(Play(Card.parse(best)), best_mean, 3.0),
        Option(Play(Card.parse(other)), other_mean, 5.0),
    )
    return Decision(
        index=14, trick=trick, chosen=Play(Card.parse(other)), evaluation=Evaluation(options, worlds=40)
    )


def in_both(words: Callable[[], str]) -> tuple[str, str]:
    """What ``words`` says in French, then in English (French again afterwards)."""
    try:
        i18n.set_language("fr")
        french = words()
        i18n.set_language("en")
        return french, words()
    finally:
        i18n.set_language("fr")


def test_a_costly_card_names_the_best_card_both_values_and_the_cost() -> None:
    """« Pli 3 : 10♥ joué ; A♥ valait +18,0 en moyenne, 10♥ −4,0 (coût 22,0) », in both languages,
    with the minus sign the score sheets use."""
    ace, ten = Card.parse("AH"), Card.parse("TH")
    options = (Option(Play(ace), 18.0, 3.0), Option(Play(ten), -4.0, 5.0))
    decision = Decision(index=14, trick=3, chosen=Play(ten), evaluation=Evaluation(options, worlds=40))
    assert decision.cost == 22.0
    try:
        i18n.set_language("fr")
        french = "Pli 3 : 10♥ joué ; A♥ valait +18,0 en moyenne, 10♥ −4,0 (coût 22,0)"
        assert decision_line(decision) == french
        i18n.set_language("en")
        english = "Trick 3: 10♥ played; A♥ was worth +18.0 on average, 10♥ −4.0 (cost 22.0)"
        assert decision_line(decision) == english
    finally:
        i18n.set_language("fr")


def test_a_costly_card_says_why_the_better_card_was_better_when_a_rule_of_thumb_tells_them_apart() -> None:
    """The trump jack given on the partner's ace at the seventh trick, where keeping it wins the dix de
    der: the line ends with the club player's reason, in both languages."""
    jack, seven = Card.parse("JH"), Card.parse("7S")
    options = (Option(Play(seven), 116.0, 0.0), Option(Play(jack), 90.0, 0.0, doubt=0.0, sign_p=0.0))
    decision = Decision(
        index=26, trick=7, chosen=Play(jack), evaluation=Evaluation(options, worlds=40),
        reason=Reason("keep_master_trump", jack),
    )  # fmt: skip
    french, english = in_both(lambda: decision_line(decision))
    assert french == (
        "Pli 7 : V♥ joué ; 7♠ valait +116,0 en moyenne, V♥ +90,0 (coût 26,0). "
        "Garder V♥, l'atout maître, pour le dix de der."
    )
    assert english == (
        "Trick 7: J♥ played; 7♠ was worth +116.0 on average, J♥ +90.0 (cost 26.0). "
        "Keep J♥, the highest trump left, for the last trick bonus (dix de der)."
    )


@pytest.mark.parametrize(
    ("index", "french", "english"),
    [
        (2, "Enchères (premier tour) : Passer ;", "Bidding (first round): Pass;"),
        (6, "Enchères (deuxième tour) : Passer ;", "Bidding (second round): Pass;"),
    ],
)
def test_a_costly_bid_says_in_which_round_it_was(index: int, french: str, english: str) -> None:
    """The four bids of the first round come first: a pass at the seventh bid was a second-round one."""
    options = (Option(Take(Suit.DIAMONDS), 83.6, 90.0), Option(PASS, -4.4, 60.0))
    decision = Decision(index=index, trick=0, chosen=PASS, evaluation=Evaluation(options, worlds=160))
    said_fr, said_en = in_both(lambda: decision_line(decision))
    assert said_fr.startswith(french) and said_en.startswith(english)


def test_a_belote_left_unsaid_is_said_so_against_the_same_card_saying_it() -> None:
    """« Pli 1 : D♥ joué sans dire belote ; D♥ en disant belote valait … , D♥ sans belote … »: the
    two options of one card are told apart wherever they are named, in both languages."""
    queen = Card.parse("QH")
    options = (Option(Play(queen, belote=True), 40.0, 3.0), Option(Play(queen), 20.0, 3.0))
    decision = Decision(index=8, trick=1, chosen=Play(queen), evaluation=Evaluation(options, worlds=40))
    assert decision.belote_unsaid and decision.cost == 20.0
    try:
        i18n.set_language("fr")
        french = (
            "Pli 1 : D♥ joué sans dire belote ; D♥ en disant belote valait +40,0 en moyenne,"
            " D♥ sans belote +20,0 (coût 20,0)"
        )
        assert decision_line(decision) == french
        i18n.set_language("en")
        english = (
            "Trick 1: Q♥ played without saying belote; Q♥ saying belote was worth +40.0 on average,"
            " Q♥ without belote +20.0 (cost 20.0)"
        )
        assert decision_line(decision) == english
    finally:
        i18n.set_language("fr")


def test_a_belote_left_unsaid_on_a_card_that_was_not_the_best_says_which_part_of_the_cost_it_is() -> None:
    """The king of the belote played in silence where the 7 was better: of the 36,7 points lost,
    29,7 are the belote saying it would have kept, the rest the choice of the card."""
    king, seven = Card.parse("KH"), Card.parse("7H")
    options = (
        Option(Play(seven), 78.6, 3.0),
        Option(Play(king, belote=True), 71.6, 3.0),
        Option(Play(king), 41.9, 3.0, doubt=1.0, sign_p=0.0),
    )
    decision = Decision(index=8, trick=1, chosen=Play(king), evaluation=Evaluation(options, worlds=40))
    assert decision.belote_unsaid and round(decision.belote_part, 1) == 29.7
    french, english = in_both(lambda: decision_line(decision))
    assert french.endswith("R♥ +41,9 (coût 36,7, dont 29,7 pour la belote non dite)")
    assert english.endswith("K♥ +41.9 (cost 36.7, 29.7 of it for the belote left unsaid)")


def test_where_the_points_went_names_the_card_its_player_and_the_side_it_cost_or_gave() -> None:
    """North's 7♠ at the third trick cost the takers 25 card points, the player's own ace at the
    fifth gave them 12: a sentence each, the player as « vous », in both languages."""
    turned = Turns(0, Turn(2, Card.parse("7S"), 3, 40, -10), Turn(0, Card.parse("AH"), 5, -30, -6))
    french, english = in_both(lambda: "\n".join(turn_lines(turned)))
    assert french == (
        "Cartes sur table, le tournant : au pli 3, Nord a joué 7♠, qui a coûté 25 points de cartes aux"
        " preneurs.\nCartes sur table, la défense en a rendu : au pli 5, vous avez joué A♥, qui a donné 12"
        " points de cartes aux preneurs."
    )
    assert english == (
        "With every hand seen, the turning point: at trick 3, North played 7♠, which cost the takers 25"
        " card points.\nWith every hand seen, the defence gave some back: at trick 5, you played A♥, which"
        " gave the takers 12 card points."
    )
    assert turn_lines(Turns(0, None, None)) == [] and turn_lines(None) == []


def test_a_turning_point_that_moves_a_capot_says_so_beside_the_card_points() -> None:
    """A capot counts 252 where the cards hold 162: a defender's card that saved the takers from a
    capot against them read « gave the takers 64 card points » when they made 27 in all. The card
    points said are the cards' own (0 under a capot against them, 162 for theirs), and the capot
    is said apart, whichever way it went."""
    avoided = Turn(1, Card.parse("AC"), 2, -252, -124)  # from a capot against them to 19 card points
    assert (avoided.points, avoided.capot) == (19, "avoided")
    missed = Turn(0, Card.parse("7D"), 4, 252, 160)  # their capot lost for the one point of the last trick
    assert (missed.points, missed.capot) == (-1, "missed")
    conceded = Turn(2, Card.parse("9S"), 6, -140, -252)
    made = Turn(3, Card.parse("TH"), 3, 150, 252)
    assert (conceded.points, conceded.capot, made.points, made.capot) == (-11, "conceded", 6, "made")
    assert Turn(0, Card.parse("AH"), 5, -30, -6).capot == ""
    french, english = in_both(lambda: "\n".join(turn_lines(Turns(0, missed, avoided))))
    assert french == (
        "Cartes sur table, le tournant : au pli 4, vous avez joué 7♦, qui a coûté 1 point de cartes aux"
        " preneurs, et le capot qu'ils tenaient.\nCartes sur table, la défense en a rendu : au pli 2, Est a"
        " joué A♣, qui a donné 19 points de cartes aux preneurs, et leur a évité le capot."
    )
    assert english == (
        "With every hand seen, the turning point: at trick 4, you played 7♦, which cost the takers 1 card"
        " point, and the capot they had in hand.\nWith every hand seen, the defence gave some back: at trick"
        " 2, East played A♣, which gave the takers 19 card points, and saved them from a capot."
    )
    french, english = in_both(lambda: "\n".join(turn_lines(Turns(0, conceded, made))))
    assert "qui a coûté 11 points de cartes aux preneurs, et leur a fait subir le capot." in french
    assert "qui a donné 6 points de cartes aux preneurs, et leur a offert le capot." in french
    assert "cost the takers 11 card points, and brought a capot against them." in english
    assert "gave the takers 6 card points, and gave them the capot." in english


def test_the_cost_shown_is_the_difference_of_the_two_values_shown() -> None:
    """Values of +164.44 and +144.56 are shown +164,4 and +144,6: the cost reads 19,8, their
    difference, not 19,9 from the unrounded values, so the line adds up for the reader."""
    decision = decision_between("AH", "TH", 164.44, 144.56)
    i18n.set_language("fr")
    assert decision_line(decision) == "Pli 3 : 10♥ joué ; A♥ valait +164,4 en moyenne, 10♥ +144,6 (coût 19,8)"


def test_a_review_of_a_single_decision_says_so_in_the_singular() -> None:
    """A deal where only one card was the player's choice: « votre seule décision », never « vos 1
    décisions »."""
    from rich.console import Console

    from belote.coach.review import Review
    from belote.tui.coach_bodies import review_body

    ace, ten = Card.parse("AH"), Card.parse("TH")
    options = (Option(Play(ace), 18.0, 3.0), Option(Play(ten), -4.0, 5.0))
    decision = Decision(index=14, trick=3, chosen=Play(ace), evaluation=Evaluation(options, worlds=40))
    console = Console(width=200, record=True)
    console.print(review_body(Review((decision,)), None, solved=False))
    text = console.export_text()
    assert "Précision : 100 % sur votre seule décision" in text
    assert "vos 1 décisions" not in text


def test_one_sound_choice_among_several_reads_right_in_english() -> None:
    """One good choice of two: the English line read « 1 of your 2 choices were sound »; it says
    « sound choices: 1 of 2 », which agrees whatever the count."""
    from rich.console import Console

    from belote.coach.review import Review
    from belote.tui.coach_bodies import review_body

    ace, ten = Card.parse("AH"), Card.parse("TH")
    options = (Option(Play(ace), 18.0, 3.0), Option(Play(ten), -4.0, 5.0))
    good = Decision(index=14, trick=3, chosen=Play(ace), evaluation=Evaluation(options, worlds=40))
    costly = Decision(index=18, trick=4, chosen=Play(ten), evaluation=Evaluation(options, worlds=40))
    i18n.set_language("en")
    console = Console(width=200, record=True)
    console.print(review_body(Review((good, costly)), None, solved=False))
    text = console.export_text()
    assert "Accuracy: 50%, sound choices: 1 of 2" in text
    assert " were " not in text


def test_a_cost_just_over_the_mistake_line_is_shown_with_its_decimal() -> None:
    """+48.3 against +44.7 costs 3.6: shown « (coût 3,6) » with both values to a decimal, as the
    hint shows them, never « coût 3 » beside a line that calls 3 points accurate."""
    decision = decision_between("KH", "8H", 48.3, 44.7, trick=2)
    i18n.set_language("fr")
    assert decision_line(decision) == "Pli 2 : 8♥ joué ; R♥ valait +48,3 en moyenne, 8♥ +44,7 (coût 3,6)"


def test_the_loss_says_how_much_of_it_the_list_leaves_out() -> None:
    """A listed mistake of 3.6 and an accurate card that cost 1.5: the loss of 5.1 says that 1.5
    of it is in gaps under 3 points (or too uncertain), not listed, so what is shown adds up."""
    from rich.console import Console

    from belote.coach.review import Review
    from belote.tui.coach_bodies import review_body

    mistake = decision_between("KH", "8H", 48.3, 44.7, trick=2)
    small = decision_between("AS", "7S", 10.0, 8.5)
    try:
        for lang, expected in (
            (
                "fr",
                "Perte espérée sur la donne, ce que vos choix ont coûté face aux meilleurs : 5,1 points,"
                " dont 1,5 en écarts de moins de 3 points ou trop incertains, non listés.",
            ),
            (
                "en",
                "Expected loss over the deal, what your choices cost against the best ones: 5.1 points,"
                " 1.5 of it in differences under 3 points or too uncertain, not listed.",
            ),
        ):
            i18n.set_language(lang)
            console = Console(width=300, record=True)
            console.print(review_body(Review((mistake, small)), None, solved=False))
            shown = console.export_text()
            assert expected in shown
            accuracy = {
                "fr": "Précision : 50 %, 1 de vos 2 choix sans erreur",
                "en": "Accuracy: 50%, sound choices: 1 of 2",
            }
            assert accuracy[lang] in shown  # the listed mistake is the one not counted
        i18n.set_language("fr")  # a cost shown 20,7 (65,2 − 44,5) of 20,74, and 2,74 unlisted: 23,5
        close = decision_between("KH", "8H", 65.24, 44.50, trick=4), decision_between("AS", "7S", 10.0, 7.26)
        console = Console(width=300, record=True)
        console.print(review_body(Review(close), None, solved=False))
        shown = console.export_text()
        assert "(coût 20,7)" in shown and "23,5 points, dont 2,8 en écarts" in shown  # 20,7 + 2,8
        i18n.set_language("en")
        console = Console(width=300, record=True)
        console.print(review_body(Review((small,)), None, solved=False))  # nothing listed: all of it small
        said = (
            "Expected loss over the deal, what your choices cost against the best ones: 1.5 points, all in"
            " differences under 3 points each or too uncertain to count as mistakes."
        )
        assert said in console.export_text()
    finally:
        i18n.set_language("fr")


def test_the_hints_reason_names_the_option_it_is_for() -> None:
    """A reason may speak of another card than the advised one (« keep the 10♦'s guard » for a
    discard of K♣): it comes after the advised option's name, « R♣ — Ne pas laisser le 10♦ sec… »."""
    from belote.coach.hint import Hint
    from belote.coach.reasons import Reason
    from belote.tui.coach_bodies import hint_body
    from tests.tui.conftest import text_of

    king, seven = Play(Card.parse("KC")), Play(Card.parse("7D"))
    advice = Hint(
        (Option(king, -63.1, 40.0), Option(seven, -70.0, 41.0)),
        Reason("keep_ten_guard", Card.parse("TD")),
        64,
    )
    i18n.set_language("fr")
    body = " ".join(text_of(hint_body(advice, explained=True), 200).split())
    assert "R♣ — Ne pas laisser le 10♦ sec : garder sa garde." in body


def test_a_reason_that_begins_with_the_advised_card_does_not_name_it_twice() -> None:
    """« 9♦ est la seule carte que la règle vous laisse … », not « 9♦ — 9♦ est la seule … »."""
    from belote.coach.hint import Hint
    from belote.coach.reasons import Reason
    from belote.tui.coach_bodies import hint_body
    from tests.tui.conftest import text_of

    nine = Card.parse("9D")
    advice = Hint((Option(Play(nine), 90.6, 106.0),), Reason("only_follow", nine), 64)
    i18n.set_language("fr")
    body = " ".join(text_of(hint_body(advice, explained=True), 200).split())
    assert "9♦ est la seule carte que la règle vous laisse : il faut fournir." in body
    assert "9♦ — " not in body


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_bids_chance_of_making_the_contract_is_explained_beside_it(lang: str) -> None:
    """A bid's hint has a column of how often the take is made: a line says what it is, and why a
    take often made may still be worth less than passing; a card's hint has neither."""
    from belote.coach.hint import Hint
    from belote.tui.coach_bodies import hint_body
    from tests.tui.conftest import text_of

    i18n.set_language(lang)
    try:
        take = Hint((Option(PASS, 0.0, 10.0), Option(Take(Suit.CLUBS), -8.9, 80.0, make=0.68)), None, 64)
        body = " ".join(text_of(hint_body(take, explained=True), 200).split())
        assert i18n.tr("hint.head.make") in body and "68" in body
        assert " ".join(i18n.tr("hint.note_make").split()) in body
        card = Hint((Option(Play(Card.parse("7D")), 3.0, 10.0),), None, 64)
        plain = " ".join(text_of(hint_body(card, explained=True), 200).split())
        assert i18n.tr("hint.head.make") not in plain
        assert " ".join(i18n.tr("hint.note_make").split()) not in plain
    finally:
        i18n.set_language("fr")


@pytest.mark.parametrize(
    ("trumps", "french", "english"),
    [
        (
            1,
            "Un seul atout à ♣ trèfle une fois la retourne ramassée",
            "A single trump in ♣ clubs once the turned",
        ),
        (3, "3 atouts à ♣ trèfle une fois la retourne ramassée", "3 trumps in ♣ clubs once the turned card"),
    ],
)
def test_the_take_reason_counts_the_trumps_in_the_singular_or_the_plural(
    trumps: int, french: str, english: str
) -> None:
    """« Un seul atout à ♣ », never « 1 atouts »; in English "A single trump", "3 trumps"."""
    from belote.coach.reasons import Reason
    from belote.engine import Suit
    from belote.tui.coach_words import reason_text

    reason = Reason("take", suit=Suit.CLUBS, number=trumps, percent=81)
    said_fr, said_en = in_both(lambda: reason_text(reason))
    assert said_fr.startswith(french) and said_en.startswith(english)


@pytest.mark.parametrize(
    ("trumps", "french", "english"),
    [
        (
            1,
            "Un seul atout à ♣ trèfle dans votre main (la retourne n'en est pas)",
            "A single trump in ♣ clubs in",
        ),
        (
            3,
            "3 atouts à ♣ trèfle dans votre main (la retourne n'en est pas)",
            "3 trumps in ♣ clubs in your hand",
        ),
    ],
)
def test_a_second_round_take_reason_says_the_turned_card_is_no_trump(
    trumps: int, french: str, english: str
) -> None:
    """Taking ♣ over a turned card of another suit: « dans votre main », not « une fois la retourne
    ramassée », which read as if the turned card were a trump."""
    from belote.coach.reasons import Reason
    from belote.engine import Suit
    from belote.tui.coach_words import reason_text

    reason = Reason("take_in_hand", suit=Suit.CLUBS, number=trumps, percent=81)
    said_fr, said_en = in_both(lambda: reason_text(reason))
    assert said_fr.startswith(french) and said_en.startswith(english)
    assert "retourne ramassée" not in said_fr and "picked up" not in said_en


@pytest.mark.parametrize(
    ("value", "decimals", "french", "english"),
    [(12.5, 0, "13", "13"), (130.25, 1, "130,3", "130.3"), (-2.5, 0, "−3", "−3"), (0.125, 2, "0,13", "0.13")],
)
def test_a_half_is_rounded_up_as_a_reader_does(
    value: float, decimals: int, french: str, english: str
) -> None:
    """1 won of 8 reads « 13 % », 130,25 points « 130,3 »: a half goes up (away from zero), never to
    the even neighbour (« 12 % », « 130,2 ») as Python's rounding does."""
    try:
        i18n.set_language("fr")
        assert number(value, decimals) == french
        i18n.set_language("en")
        assert number(value, decimals) == english
    finally:
        i18n.set_language("fr")


def test_a_costly_decision_that_wraps_keeps_its_rows_under_its_first_word() -> None:
    """In a narrow panel the review's line breaks under its own text, the « • » alone at its left."""
    from rich.console import Console

    from belote.coach.review import Review
    from belote.tui.coach_bodies import review_body

    decision = decision_between("KH", "8H", 48.3, 44.7, trick=2)
    i18n.set_language("fr")
    console = Console(width=40, record=True)
    console.print(review_body(Review((decision,)), None, solved=False))
    rows = console.export_text().splitlines()
    first = next(n for n, row in enumerate(rows) if row.startswith("• Pli 2"))
    assert rows[first + 1].startswith("  ") and rows[first + 1].strip()
    assert " ".join(row.strip(" •") for row in rows[first : first + 3]).startswith(
        decision_line(decision)[:60]
    )


def test_a_card_announced_with_its_belote_reads_as_one_phrase() -> None:
    """« D♦ en annonçant et en disant belote », not two gerunds in a row."""
    from belote.tui.coach_words import card_words

    both = Play(Card.parse("QD"), announce=True, belote=True)
    try:
        i18n.set_language("fr")
        assert card_words(both) == "D♦ en annonçant et en disant belote"
        assert card_words(Play(Card.parse("QD"), belote=True)) == "D♦ en disant belote"
        i18n.set_language("en")
        assert card_words(both) == "Q♦ announcing and saying belote"
    finally:
        i18n.set_language("fr")


def test_an_end_of_the_challenges_likely_range_at_zero_reads_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """« likely between −44 and ±0 » read oddly: a range's end at zero is written « 0 », the other
    ends keep their sign."""
    monkeypatch.setattr(coach_words, "mean_interval", lambda _: (-44.2, 0.3))
    french, english = in_both(lambda: coach_words.challenge_sentence([-30.0, -14.0]))
    assert "sans doute entre −44 et 0" in french and "likely between −44 and 0" in english
    monkeypatch.setattr(coach_words, "mean_interval", lambda _: (-0.4, 12.0))
    french, english = in_both(lambda: coach_words.challenge_sentence([5.0, 7.0]))
    assert "sans doute entre 0 et +12" in french and "likely between 0 and +12" in english


def test_a_turning_point_on_a_card_the_review_finds_sound_says_it_was_no_mistake() -> None:
    """The player followed the hint's A♣ at the first trick and the review found no fault with it,
    yet « le tournant : vous avez joué A♣ » read as blame: with the cards seen only, it says so. A
    card the review faults, or one it did not weigh (another seat's), gets no such sentence."""
    ace = Card.parse("AC")
    options = (Option(Play(ace), 20.0, 3.0), Option(Play(Card.parse("7C")), 12.0, 3.0))
    sound = Decision(index=0, trick=1, chosen=Play(ace), evaluation=Evaluation(options, worlds=40))
    turned = Turns(0, Turn(0, ace, 1, 20, -14), None)
    french, english = in_both(lambda: "\n".join(turn_lines(turned, Review((sound,)))))
    assert french.endswith("aux preneurs. Sans voir les cartes, ce choix n'était pas une erreur.")
    assert english.endswith("card points. Without seeing the cards, that choice was no mistake.")
    faulted = decision_between("AH", "TH", 60.0, 10.0)  # 10♥ at trick 3, clearly behind the ace
    assert faulted.mistaken
    blamed = Turns(0, Turn(0, Card.parse("TH"), 3, 20, -14), None)
    assert "Sans voir" not in "".join(turn_lines(blamed, Review((faulted,))))
    elsewhere = Turns(0, Turn(2, Card.parse("KC"), 1, 20, -14), None)  # North's card: not reviewed
    assert "Sans voir" not in "".join(turn_lines(elsewhere, Review((sound,))))


def test_a_card_played_saying_belote_is_said_so_in_the_order_each_language_says_it() -> None:
    """« Pli 6 : D♥ joué en disant belote ; … », "Trick 6: Q♥ played, saying belote; …": the card
    that said belote was written « D♥ en disant belote joué », "Q♥ saying belote played"."""
    queen, ten = Card.parse("QH"), Card.parse("TH")
    options = (Option(Play(ten), 106.6, 3.0), Option(Play(queen, belote=True), 90.0, 3.0))
    said = Play(queen, belote=True)
    decision = Decision(index=20, trick=6, chosen=said, evaluation=Evaluation(options, worlds=40))
    french, english = in_both(lambda: decision_line(decision))
    assert french.startswith("Pli 6 : D♥ joué en disant belote ; 10♥ valait +106,6 en moyenne,"), french
    assert english.startswith("Trick 6: Q♥ played, saying belote; 10♥ was worth +106.6 on average,"), english
