"""The coach's sentences built from its phrases: numbers as each language writes them, the
challenge's verdict, the review's reasons and the actions named.

Importing it registers the coach's phrases (``belote.tui.coach_phrases``) with ``tr``.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence

from belote.coach import Divergence, Reason
from belote.coach.figures import rounded
from belote.engine import Action, Pass, Play, Take
from belote.history.stats import mean_interval
from belote.tui import coach_phrases  # noqa: F401 (registers the coach's phrases)
from belote.tui.deal_record import action_text
from belote.tui.i18n import card_label, language, points_word, suit_name, tr, tr_count


def number(value: float, decimals: int = 0, sign: bool = False) -> str:
    """A number as the language writes it: « −3,2 » in French, "−3.2" in English (the minus sign,
    as the score sheets write it, not a hyphen), a half rounded up."""
    value = rounded(value, decimals)
    text = f"{value:+.{decimals}f}" if sign else f"{value:.{decimals}f}"
    if text.lstrip("+-") == f"{0:.{decimals}f}":
        text = text.lstrip("+-") if not sign else "±" + text.lstrip("+-")
    text = text.replace("-", "−")
    return text.replace(".", ",") if language() == "fr" else text


def challenge_sentence(differences: Sequence[float], redeals: int = 0, pending: int = 0) -> str:
    """« Contre l'expert à votre place : −3,2 points par donne sur 24 donnes, sans doute entre −12
    et +6. », the human's result minus the expert's per deal replayed (at least one), with the 95 %
    interval of the mean: the luck of a few deals is not a verdict on the play.

    ``redeals`` of those deals nobody took at the table (the expert took them in the replay): they
    are named, « (dont 1 redonne où personne n'avait pris à la table et l'expert a pris à votre
    place) », so the count squares with the played deals the statistics count; ``pending`` replays
    still being computed are said too."""
    count = len(differences)
    mean = statistics.fmean(differences)
    spread = ""
    interval = mean_interval(differences)
    if interval is not None:
        low, high = (number(end, sign=rounded(end) != 0) for end in interval)  # « 0 », not « ±0 », at an end
        spread = tr("challenge.spread", low=low, high=high)
    diff = number(mean, 1, sign=True)
    text = tr_count("challenge.line", count, diff=diff, points=points_word(rounded(mean, 1)), spread=spread)
    notes = []
    if redeals:
        only = redeals == count == 1
        notes.append(tr("challenge.only_redeal") if only else tr_count("challenge.redeals", redeals))
    if pending:
        notes.append(tr_count("challenge.more", pending))
    if not notes:
        return text
    said = notes[0] if len(notes) == 1 else tr("challenge.notes", first=notes[0], second=notes[1])
    return f"{text.removesuffix('.')} ({said})."  # inside the sentence


def divergence_text(
    divergence: Divergence | None, seat: int, close: bool = False, faulted: bool = False
) -> str:
    """« L'expert a fait autrement au pli 3 : il a joué A♠ là où vous avez joué 10♠. », where the
    expert's replay first left the deal as the human played it (from there the bids and the others'
    cards follow the expert's); « … exactement comme vous. » if nowhere; "" when another seat did
    otherwise first (a bot slowed down at the table, say): the replay then says nothing of ours.
    ``close``: the review of the deal faults neither choice, which is said, so that the gap between
    the two results is not read as the player's mistake. ``faulted``: the review lists a mistake, so
    « exactement comme vous » says the analysis still finds better there (not a contradiction)."""
    if divergence is None:
        return tr("challenge.same_faulted" if faulted else "challenge.same")
    if divergence.seat != seat:
        return ""
    expert, you = divergence.replayed, divergence.played
    if isinstance(expert, Pass | Take) and isinstance(you, Pass | Take):
        words = {"expert": bid_words(expert), "you": bid_words(you)}
        text = tr("challenge.bid", round=tr(f"challenge.round{divergence.bidding_round}"), **words)
    elif isinstance(expert, Play) and isinstance(you, Play):
        if (expert.announce, expert.belote) == (you.announce, you.belote):  # the cards alone differ
            cards = {"expert": card_label(expert.card), "you": card_label(you.card)}
        else:
            cards = {"expert": card_words(expert, you), "you": card_words(you, expert)}
        text = tr("challenge.card", n=divergence.trick, **cards)
    else:
        text = tr("challenge.other", expert=action_words(expert), you=action_words(you))
    return text + tr("challenge.close") if close else text


def bid_words(action: Action) -> str:
    """« passé », « pris à ♥ »: a bid after « il a », « vous avez »."""
    if isinstance(action, Take):
        return tr("challenge.took", suit=action.suit.symbol)
    return tr("challenge.passed")


def card_words(action: Play, other: Play | None = None) -> str:
    """« A♠ », « R♥ en disant belote », « 7♣ en annonçant », « D♦ en annonçant et en disant belote »;
    « R♥ sans dire belote » where ``other``, the same card, said it (« R♥ » alone reads as the same)."""
    same = other if other is not None and other.card == action.card else action
    said = []
    if action.announce or same.announce:
        said.append(tr("challenge.announcing" if action.announce else "challenge.no_announce"))
    if action.belote or same.belote:
        said.append(tr("challenge.belote" if action.belote else "challenge.no_belote"))
    card = card_label(action.card)
    if len(said) == 2:
        return f"{card} {tr('challenge.both', announcing=said[0], belote=said[1])}"
    return f"{card} {said[0]}" if said else card


def action_words(action: Action) -> str:
    """Any action in a few words: a card, a bid, or what the log calls it (a carré declared)."""
    if isinstance(action, Play):
        return card_words(action)
    if isinstance(action, Pass | Take):
        return bid_words(action)
    return action_text(action)


def option_label(action: Action, others: Iterable[Action] = ()) -> str:
    """An option as the player says it: a card, « Passer », « Prendre à ♥ cœur »; « R♥ sans belote »
    when one of the ``others`` is the same card saying belote."""
    if isinstance(action, Play):
        card = card_label(action.card)
        if action.belote:
            return tr("option.belote", card=card)
        if any(isinstance(o, Play) and o.card == action.card and o.belote for o in others):
            return tr("option.no_belote", card=card)
        return card
    if isinstance(action, Take):
        return tr("hint.take", suit=suit_name(action.suit))
    return tr("hint.pass")


def reason_text(reason: Reason) -> str:
    """The sentence of a rule of thumb."""
    values: dict[str, object] = {"pct": reason.percent}
    if reason.card is not None:
        values["card"] = card_label(reason.card)
    if reason.suit is not None:
        values["suit"] = suit_name(reason.suit)
    if reason.key in ("take", "take_in_hand"):  # the reasons whose number counts cards: « un seul atout »
        return tr_count(f"why.{reason.key}", reason.number, **values)
    return tr(f"why.{reason.key}", n=reason.number, **values)
