"""What the coach's screens say, as Rich renderables: the hint's table of options and its reason,
and the review's costly decisions, accuracy and par. Kept apart from the screens so that the words
are built and tested without an app."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from belote.coach import Hint, Par, Review
from belote.coach.evaluate import ACCURATE, CLEAR
from belote.coach.figures import rounded
from belote.coach.hint import as_good
from belote.coach.review import Decision
from belote.coach.turns import Turns
from belote.engine import Card, DealView, Play
from belote.tui.coach_words import number, option_label, reason_text
from belote.tui.count import BELOTE, CAPOT
from belote.tui.i18n import card_label, language, points_word, team_name, tr, tr_count, tr_seat
from belote.tui.stats_view import percent
from belote.tui.themes import colour
from belote.tui.typography import PlainBlanks, french_line, whole_brackets


def best() -> Style:
    """The style of the best option and of the titles: the theme's accent."""
    return Style(color=colour("accent"), bold=True)


def said(line: str, style: Style | None = None) -> Text:
    """A sentence of the coach, its French spacing unbreakable (no line starts with « ; » or « % »):
    the body holding it is drawn through ``PlainBlanks``."""
    return Text(french_line(line, language()), style or "")


def deal_reach(view: DealView, reserve: int = 0) -> int:
    """The most this deal may write for one team, as the table knows it: a capot (252) and a belote
    (20), the litige ``reserve`` it would collect, and the announces said or shown."""
    announces = max(
        max(sum(c.points for c in combos if c.seat % 2 == team) for combos in (view.announced, view.shown))
        for team in (0, 1)
    )
    return CAPOT + BELOTE + reserve + announces


def manche_note(scores: tuple[int, int], target: int, reach: int) -> str:
    """« Fin de manche en vue (Nous 749, Eux 887 en 1000) : … » when either team may reach the
    manche's target on this deal (which may write up to ``reach`` points: ``deal_reach``): the hint
    values a deal's points, and the player should know it weighs no chance of winning or losing the
    manche; "" otherwise."""
    if max(scores) + reach < target:
        return ""
    return tr("hint.manche_near", us=scores[0], them=scores[1], target=target)


def hint_body(advice: Hint, explained: bool = False, manche: str = "") -> RenderableType:
    """The options best first with their values, the reason for the best one, and what the figures
    mean: in full, or in a line once ``explained`` (the same paragraph at every hint is noise); a
    word on the ``manche``'s end (``manche_note``) last."""
    table = Table(box=None, padding=(0, 2), header_style="bold")
    table.add_column(tr("hint.head.option"))
    table.add_column(tr("hint.head.mean"), justify="right")
    table.add_column(tr("hint.head.spread"), justify="right")
    bids = any(option.make is not None for option in advice.options)
    if bids:
        table.add_column(tr("hint.head.make"), justify="right")
    actions = [option.action for option in advice.options]
    for i, option in enumerate(advice.options):
        row = [
            option_label(option.action, actions),
            number(option.mean, 1, sign=True),
            "± " + number(option.spread),
        ]
        if bids:
            row.append("" if option.make is None else percent(option.make))
        table.add_row(*row, style=best() if i == 0 else None)
    parts: list[RenderableType] = [table, Text("")]
    if advice.reason is not None:  # named after the option it is for: it may speak of another card
        label, reason = option_label(advice.best.action), reason_text(advice.reason)
        parts.append(said(reason if reason.startswith(label) else f"{label} — {reason}", best()))
    elif len(as_good(advice.options)) > 1:
        parts.append(said(tie_text(advice), best()))  # the first is no advice
    note = "hint.note_short" if explained else "hint.note"
    parts.append(said(tr_count(note, advice.worlds, worlds=advice.worlds), Style(dim=True)))
    if bids:  # the bids' own column: why a take often made may still be worth less than passing
        parts.append(said(tr("hint.note_make"), Style(dim=True)))
    if manche:
        parts.append(said(manche, Style(dim=True)))
    return PlainBlanks(Group(*parts))


def tie_text(advice: Hint) -> str:
    """« 7♣, 8♣ et 10♣ se valent » (every option as good as the best, see ``as_good``), or « Tous
    les choix se valent » when none is clearly worse; « trop proches pour trancher » instead when
    a gap is more than a few points but within what the worlds drawn could have made; for two
    options, that gap and its margin said (a gap of 23 points called too close read as the coach's
    slip), never a margin for several, which an option left out may fall within."""
    options = as_good(advice.options)
    actions = [option.action for option in options]
    tied = [option_label(action, actions) for action in actions]
    farthest = options[-1]  # the last as good as the best is the farthest from it
    gap = rounded(advice.options[0].mean, 1) - rounded(farthest.mean, 1)  # as the values are shown
    close = gap > ACCURATE
    key = "hint.close" if close else "hint.tie"
    points = number(ACCURATE)
    if len(tied) == len(advice.options) > 2:
        return tr(f"{key}_all", points=points)
    if close and len(tied) == 2:  # the gap of one pair, with its own margin (not the others')
        margin = number(max(gap, CLEAR * farthest.doubt), 0)
        return whole_brackets(
            tr("hint.close_two", first=tied[0], second=tied[1], gap=number(gap, 1), margin=margin)
        )
    return tr(key, first=", ".join(tied[:-1]), second=tied[-1], points=points)


def shown_cost(decision: Decision) -> float:
    """A decision's cost as its line writes it: the difference of the two means shown, each rounded
    to a decimal (not the exact difference rounded, which may differ by a tenth)."""
    return rounded(decision.best.mean, 1) - rounded(decision.played.mean, 1)


def cost_words(decision: Decision) -> str:
    """« coût 22,3 » (the difference of the two values shown), « coût 36,7, dont 29,7 pour la belote
    non dite » when the card played was a card of the belote left unsaid and another card was better
    still: the part of the cost that saying it would have given back."""
    cost = number(shown_cost(decision), 1)
    best = decision.best.action
    part = rounded(decision.belote_part, 1)
    if (
        part
        and isinstance(best, Play)
        and isinstance(decision.chosen, Play)
        and best.card != decision.chosen.card
    ):
        return tr("review.belote_part", cost=cost, part=number(part, 1))
    return tr("review.cost", cost=cost)


def decision_line(decision: Decision) -> str:
    """« Pli 3 : 10♥ joué ; A♥ valait +18,2 en moyenne, 10♥ −4,1 (coût 22,3) »: with a decimal, as
    the hint shows them, so that a cost just over the 3 points a mistake starts at does not read as
    3, and every line of a review writes its figures alike; then why the better option was, when a
    club player's rule of thumb tells the two apart."""
    chosen = chosen_words = option_label(decision.chosen, (decision.best.action,))
    where = (
        tr("review.trick", n=decision.trick) if decision.trick else tr(f"review.bids{decision.bidding_round}")
    )
    best_mean, chosen_mean = rounded(decision.best.mean, 1), rounded(decision.played.mean, 1)
    if isinstance(decision.chosen, Play):  # « D♥ joué en disant belote », not « D♥ en disant belote joué »
        said = "review.unsaid" if decision.belote_unsaid else "review.said" if decision.chosen.belote else ""
        chosen_words = tr(said or "review.played", card=card_label(decision.chosen.card))
    line = tr(
        "review.costly",
        where=where,
        chosen=chosen_words if decision.trick else chosen,
        best=option_label(decision.best.action, (decision.chosen,)),
        best_mean=number(best_mean, 1, sign=True),
        chosen_short=chosen,
        chosen_mean=number(chosen_mean, 1, sign=True),
        cost=cost_words(decision),
    )
    return line if decision.reason is None else f"{line}. {reason_text(decision.reason)}"


def par_line(found: Par | None) -> str:
    """What the takers would have made with every hand known, against what they made."""
    if found is None:
        return tr("review.par_none")
    result = found.par
    team = found.taker & 1
    us = "_us" if team == 0 else ""  # « nous, les preneurs » when the takers are the player's team
    if result.capot == team:  # 252 is no count of card points: the deck holds 162
        would = tr("review.would_capot")
    else:
        verdict = "capot_against" if result.capot is not None else "dedans" if result.dedans else "made"
        verdict = "litige" if result.litige else verdict
        verdict += us if verdict == "capot_against" else ""
        best = found.taker_points[0]
        would = tr("review.would", par=best, points=points_word(best), verdict=tr(f"review.{verdict}"))
    if found.actual.capot is not None:
        did = tr("review.did_capot" if found.actual.capot == team else f"review.did_capot_against{us}")
    else:
        actual = found.taker_points[1]
        did = tr("review.did", actual=actual, points=points_word(actual))
    return tr(f"review.par{us}", team=team_name(team), would=would, did=did)


def bullet(line: str) -> Table:
    """« • » and its line, the line's next rows under its first word, not under the « • »."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(width=1)
    grid.add_column()
    grid.add_row("•", said(line))
    return grid


def turn_lines(turned: Turns | None, done: Review | None = None) -> list[str]:
    """Where the points went with every hand known: the card that cost the takers most, the card of
    the defence that gave them most (each when it moved 10 card points or more, a capot's worth
    counted), and what it did to a capot, said apart from its card points. A card of the player's
    that the review (``done``) found no mistake is said to be one only with the cards seen: « le
    tournant » must not read as blame for a sound choice."""
    if turned is None:
        return []
    lines = []
    for key, turn in (("review.turn_lost", turned.lost), ("review.turn_given", turned.given)):
        if turn is not None:
            points, capot = abs(turn.points), turn.capot
            capot_said = tr(f"review.turn_capot.{capot}") if capot else ""
            words = {"points": points, "word": points_word(points), "capot": capot_said}
            line = tr_seat(key, turn.seat, n=turn.trick, card=card_label(turn.card), **words)
            if done is not None and sound_choice(done, turn.trick, turn.card):  # the player's card
                line += " " + tr("review.turn_sound")
            lines.append(line)
    return lines


def sound_choice(done: Review, trick: int, card: Card) -> bool:
    """Whether the review weighed ``card`` at ``trick`` (a card of the player's, the seat it reviews,
    played with a choice) and found it no mistake."""
    return any(
        d.trick == trick and isinstance(d.chosen, Play) and d.chosen.card == card and not d.mistaken
        for d in done.decisions
    )


def review_body(
    done: Review, found: Par | None, solved: bool = True, turned: Turns | None = None
) -> RenderableType:
    """The costly decisions, the accuracy and loss, then the par and where the points went."""
    lines: list[RenderableType] = []
    if not done.decisions:
        lines.append(said(tr("review.none")))
    else:
        for decision in done.costly:
            lines.append(bullet(decision_line(decision)))
        if not done.costly:
            lines.append(Text(tr("review.clean"), best()))
        lines.append(Text(""))
        pct = number(100 * done.accuracy)
        good = len(done.decisions) - len(done.costly)  # the mistakes are the decisions listed
        lines.append(said(tr_count("review.accuracy", len(done.decisions), pct=pct, good=good)))
        loss = rounded(done.total_loss, 1)
        # what the list leaves out, as the loss shown less the costs shown: what is shown adds up
        unlisted = rounded(loss - sum(shown_cost(decision) for decision in done.costly), 1)
        words = {"loss": number(loss, 1), "points": points_word(loss), "small": number(unlisted, 1)}
        key = "review.loss"
        if unlisted > 0:  # what the list leaves out: part of the loss, or all of it
            key = "review.loss_unlisted" if done.costly else "review.loss_small"
        lines.append(said(tr(key, **words)))
        if any(d.cost > ACCURATE and not d.mistaken for d in done.decisions):
            lines.append(said(tr("review.unsure"), Style(dim=True)))
    lines += [Text(""), said(par_line(found)) if solved else said(tr("review.par_wait"), Style(dim=True))]
    lines += [said(line) for line in turn_lines(turned, done)]
    return PlainBlanks(Group(*lines))
