"""The coach's sentences in the review: a costly decision names the card played, the best one, both
values and the cost, written as the language writes numbers."""

from __future__ import annotations

from belote.coach.evaluate import Evaluation, Option
from belote.coach.review import Decision
from belote.engine import Card, Play
from belote.tui import i18n
from belote.tui.coach_screens import decision_line


def test_a_costly_card_names_the_best_card_both_values_and_the_cost() -> None:
    """« Pli 3 : 10♥ joué ; A♥ valait +18 en moyenne, 10♥ −4 (coût 22) », in both languages."""
    ace, ten = Card.parse("AH"), Card.parse("TH")
    options = (Option(Play(ace), 18.0, 3.0), Option(Play(ten), -4.0, 5.0))
    decision = Decision(index=14, trick=3, chosen=Play(ten), evaluation=Evaluation(options, worlds=40))
    assert decision.cost == 22.0
    try:
        i18n.set_language("fr")
        assert decision_line(decision) == "Pli 3 : 10♥ joué ; A♥ valait +18 en moyenne, 10♥ −4 (coût 22)"
        i18n.set_language("en")
        assert decision_line(decision) == "Trick 3: 10♥ played; A♥ was worth +18 on average, 10♥ -4 (cost 22)"
    finally:
        i18n.set_language("fr")


def test_the_cost_shown_is_the_difference_of_the_two_values_shown() -> None:
    """Values of +164.4 and +144.6 are shown +164 and +145: the cost reads 19, their difference,
    not 20 from the unrounded values, so the line adds up for the reader."""
    ace, ten = Card.parse("AH"), Card.parse("TH")
    options = (Option(Play(ace), 164.4, 3.0), Option(Play(ten), 144.6, 5.0))
    decision = Decision(index=14, trick=3, chosen=Play(ten), evaluation=Evaluation(options, worlds=40))
    i18n.set_language("fr")
    assert decision_line(decision) == "Pli 3 : 10♥ joué ; A♥ valait +164 en moyenne, 10♥ +145 (coût 19)"


def test_a_review_of_a_single_decision_says_so_in_the_singular() -> None:
    """A deal where only one card was the player's choice: « votre seule décision », never « vos 1
    décisions »."""
    from rich.console import Console

    from belote.coach.review import Review
    from belote.tui.coach_screens import review_body

    ace, ten = Card.parse("AH"), Card.parse("TH")
    options = (Option(Play(ace), 18.0, 3.0), Option(Play(ten), -4.0, 5.0))
    decision = Decision(index=14, trick=3, chosen=Play(ace), evaluation=Evaluation(options, worlds=40))
    console = Console(width=200, record=True)
    console.print(review_body(Review((decision,)), None, solved=False))
    text = console.export_text()
    assert "Précision : 100 % sur votre seule décision" in text
    assert "vos 1 décisions" not in text
