"""The deal summary's verdict and rows, and the manche and partie end, for each kind of outcome."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import pytest
from rich.console import Group
from rich.style import Style
from rich.text import Text

from belote.engine import Match, Rules, Take, manche_winner
from belote.engine.records import DealResult
from belote.tui import i18n
from belote.tui.i18n import suit_name, team_name, tr, tr_seat
from belote.tui.score_screens import MancheEndScreen, SheetScreen, SummaryScreen, manche_kind, manches_before

from .behaviour_support import play_until, random_bots
from .conftest import text_of
from .test_behaviour_tables import TEAMS, cells_under, result

Outcome = Callable[[DealResult, Match], bool]


def find(outcome: Outcome, rules: Rules | None = None) -> tuple[DealResult, Match, int]:
    """The first deal random bots play (a long manche) whose result has ``outcome``."""
    match = Match(rules or Rules(target=100_000, announces=True), 11)
    found = play_until(match, random_bots(0), lambda m: outcome(m.history[-1][-1], m))
    assert found, "no such deal"
    return match.history[-1][-1], match, len(match.history[-1])


def summary(result: DealResult, match: Match, number: int) -> str:
    """The summary as text."""
    return text_of(SummaryScreen(result, match, number).body(), width=100)


def test_a_made_contract_names_the_taker_and_says_made() -> None:
    """Title with the deal's number, « X a pris à ♥ cœur », « Nous avons fait notre contrat »."""
    result, match, number = find(
        lambda r, _: r.taker is not None and not r.redeal and not r.dedans and not r.litige
    )
    assert result.taker is not None and result.trump is not None
    text = summary(result, match, number)
    assert tr("sum.title", n=number) in text
    assert tr_seat("sum.contract", result.taker, suit=suit_name(result.trump)) in text
    assert tr(f"sum.made.{result.taker % 2}") in text and tr("sum.dedans.0") not in text
    assert tr(f"sum.made.{1 - result.taker % 2}") not in text


def test_dedans_names_the_takers_team() -> None:
    """« Nous sommes dedans ! » or « Ils sont dedans ! »: the taking team, never the defence."""
    result, match, number = find(lambda r, _: r.dedans)
    assert result.taker is not None
    text = summary(result, match, number)
    assert tr(f"sum.dedans.{result.taker % 2}") in text
    assert tr("sum.made.0") not in text and tr("sum.made.1") not in text


def test_litige_says_the_points_held_in_reserve() -> None:
    """A litige gives the points put in reserve, and the reserve now in play when it holds more
    (an earlier litige's points too); never the same figure twice, nor two spaces between them. It
    says who collects them: the side that wins the next deal (a newcomer found it only in the help)."""
    result, match, number = find(lambda r, _: r.litige)
    text = summary(result, match, number)
    assert tr("sum.litige", points=result.reserve) in text
    assert f"{result.reserve} points en réserve, pour le camp qui gagnera la donne suivante." in text
    assert (tr("sum.reserve", points=match.reserve) in text) == (match.reserve != result.reserve)
    assert "  " not in text.strip().splitlines()[-1].strip()


def test_capot_names_the_team_that_took_every_trick() -> None:
    """« Capot pour Nous ! » for the team with all eight tricks, and no dix de der row then."""
    result, match, number = find(lambda r, _: r.capot is not None)
    assert result.capot is not None
    text = summary(result, match, number)
    assert tr("sum.capot", team=team_name(result.capot)) in text
    assert tr("sum.der") not in text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_announces_and_belote_rows_sit_under_their_team(lang: str) -> None:
    """The announce points and the belote's 20 are written in the column of the team that scored them."""
    i18n.set_language(lang)
    result, match, number = find(lambda r, _: any(r.announces) and r.belote is not None)
    assert result.belote is not None
    text = summary(result, match, number)
    names = TEAMS[lang]
    announces = cells_under(text, names, tr("sum.announces"))
    assert announces == tuple(str(v) if v else "·" for v in result.announces)
    belote = cells_under(text, names, tr("sum.belote"))
    assert belote[result.belote] == "20" and belote[1 - result.belote] == "·"


def test_reserve_collected_is_a_row_of_its_own() -> None:
    """The reserve won back on a deal appears in the column of the team that collects it."""
    result, match, number = find(lambda r, _: any(r.collected))
    text = summary(result, match, number)
    collected = cells_under(text, TEAMS["fr"], tr("sum.collected"))
    assert collected == tuple(str(v) if v else "·" for v in result.collected)


def manche_won_by(team: int, partie_over: bool) -> Match:
    """A short partie played by random bots until a manche ends, won by ``team``."""
    rules = Rules(target=300, manches=1 if partie_over else 3)
    for seed in range(100):
        match = Match(rules, seed)
        play_until(match, random_bots(seed), lambda m: m.manche_over)
        if match.manches[team] == 1:
            return match
    raise AssertionError("no such manche")


@pytest.mark.parametrize("team", [0, 1])
def test_manche_end_names_the_winner_and_what_comes_next(team: int) -> None:
    """The winner of the manche, the manches won, then « Entrée : la revanche »."""
    match = manche_won_by(team, partie_over=False)
    text = text_of(MancheEndScreen(match).body(), width=120)
    us, them = match.scores
    won, lost = max(us, them), min(us, them)
    assert tr("end.manche", title="Manche 1", team=team_name(team), won=won, lost=lost) in text
    assert tr("end.manches", us=match.manches[0], them=match.manches[1]) in text
    assert tr("end.next", what=tr("end.revanche")) in text
    assert tr("end.partie_won") not in text and tr("end.partie_lost") not in text
    body = MancheEndScreen(match).body()
    assert isinstance(body, Group)
    headline = body.renderables[0]
    assert isinstance(headline, Text) and headline.style == Style(bold=True)  # the result stands out


@pytest.mark.parametrize("team", [0, 1])
def test_partie_end_says_who_won_it(team: int) -> None:
    """« Nous gagnons la partie ! » when team 0 won, « Ils gagnent la partie. » otherwise."""
    match = manche_won_by(team, partie_over=True)
    assert match.over and match.winner == team
    text = text_of(MancheEndScreen(match).body(), width=120)
    assert tr("end.partie_won" if team == 0 else "end.partie_lost") in text
    assert tr("end.partie_lost" if team == 0 else "end.partie_won") not in text
    assert tr("end.new") in text
    bindings = MancheEndScreen(match)._bindings.key_to_bindings
    assert bindings["enter"][0].description == tr("start.new")
    assert bindings["q"][0].action == "app.quit_game"


def test_a_contract_a_bot_took_before_a_friend_sat_in_is_the_bots() -> None:
    """At a shared table a friend may take a bot's seat mid-deal: « Vous avez pris à ♠ » would claim a
    take they never made. The bot that took is named (« Jojo a pris à ♠ »); a friend who sat in
    before the take took it themselves."""
    result, match, number = find(lambda r, _: r.taker == 0 and not r.redeal)
    assert result.trump is not None
    take = next(n for n, (_, bid) in enumerate(match.deal.bids) if isinstance(bid, Take))
    suit = suit_name(result.trump)
    after_the_take = text_of(SummaryScreen(result, match, number, {0: ((take + 1, "Jojo"),)}).body(), 100)
    assert tr("sum.contract", seat="Jojo", suit=suit) in after_the_take
    assert tr("sum.contract.you", suit=suit) not in after_the_take
    before_the_take = text_of(SummaryScreen(result, match, number, {0: ((take, "Jojo"),)}).body(), 100)
    assert tr("sum.contract.you", suit=suit) in before_the_take


def manche_ended(rules: Rules, wanted: Callable[[Match], bool]) -> Match:
    """A partie random bots play, stopped at the end of the first manche after which ``wanted``."""
    for seed in range(200):
        match = Match(rules, seed)
        while not match.over:
            play_until(match, random_bots(seed), lambda m: m.manche_over)
            if wanted(match):
                return match
            if not match.over:
                match.next_deal()
    raise AssertionError("no such partie")


def test_the_belle_is_named_the_belle_when_it_ends_and_on_the_panel_meanwhile() -> None:
    """At one manche all the third is the belle, while it is played and once it is won (the two
    manches won then count only those before it): « Belle gagnée par … »."""
    match = manche_ended(Rules(target=1), lambda m: m.manche_index == 2)
    assert manche_kind(match, 2) == "belle" and sorted(match.manches) == [1, 2]
    text = text_of(MancheEndScreen(match).body(), width=120)
    assert text.startswith("Belle gagnée par")


def test_the_consolante_is_named_so_once_the_partie_is_won_and_not_before() -> None:
    """A partie of one manche won with the consolante on: that manche's end is « Manche 1 », not
    yet « la consolante » (the panel said so over its summary); the next is the consolante, and
    its own end says « Consolante gagnée par … »."""
    rules = Rules(target=1, manches=1, consolante=True)
    first = manche_ended(rules, lambda m: m.manche_index == 0)
    assert manche_kind(first, 0) == "manche_n" and manche_kind(first, 1) == "consolante"
    assert text_of(MancheEndScreen(first).body(), width=120).startswith("Manche 1 gagnée par")
    last = manche_ended(rules, lambda m: m.manche_index == 1)
    assert manche_kind(last, 1) == "consolante"
    assert text_of(MancheEndScreen(last).body(), width=120).startswith("Consolante gagnée par")


def test_a_consolante_the_losers_win_counts_no_manche_and_leaves_the_partie_won() -> None:
    """The consolante is played for honour: won by the team that lost the manche, the end screen
    still counts the partie's manches without it (1 to 0, not 1 to 1) and names the partie's
    winner as the manche did."""
    rules = Rules(target=1, manches=1, consolante=True)
    match = manche_ended(
        rules, lambda m: m.manche_index == 1 and manche_winner(m.history[1], 1) != m.decided_winner
    )
    assert match.over and match.winner == match.decided_winner
    text = text_of(MancheEndScreen(match).body(), width=120)
    first = match.winner
    counted = "Nous 1 – Eux 0" if first == 0 else "Nous 0 – Eux 1"
    assert f"Manches : {counted}" in text
    assert tr("end.partie_won" if first == 0 else "end.partie_lost") in text


def test_the_score_sheet_names_each_manche_as_the_table_did() -> None:
    """The sheet's tables are « manche 1 », « revanche », « belle », each manche named by the
    manches won before it, the finished ones too."""
    match = manche_ended(Rules(target=1), lambda m: m.manche_index == 2)
    text = text_of(SheetScreen(match).body(), width=120)
    titles = [line.strip() for line in text.splitlines() if line.startswith("Feuille de marque — ")]
    assert [title.split(" — ")[1] for title in titles] == ["manche 1", "revanche", "belle"]


def test_the_score_sheet_says_who_won_each_finished_manche_under_its_last_deal() -> None:
    """« Manche 1 gagnée par Eux, 1012 à 640 » under the first manche's table and each finished
    one's, with the sheet's own totals; the manche still being played says nothing of the kind."""
    match = manche_ended(Rules(target=300), lambda m: m.manche_index == 0)
    match.next_deal()  # the revanche begins
    text = " ".join(text_of(SheetScreen(match).body(), width=120).split())
    results = [result for result in match.history[0] if not result.redeal]
    us, them = (sum(result.sheet[team] for result in results) for team in (0, 1))
    winner = manche_winner(match.history[0], 300)
    assert winner is not None
    won, lost = (us, them) if winner == 0 else (them, us)
    said = tr("end.manche", title=tr("title.manche_n", n=1), team=team_name(winner), won=won, lost=lost)
    assert text.count(said) == 1 and text.index(said) < text.index("Feuille de marque — revanche")
    assert text.count(" gagnée par ") == 1  # the revanche under way: no winner yet


def capot_on_the_last_deal() -> SimpleNamespace:
    """The first manche just ended: Us at 1010 but capoted on its last deal, Them at 1002 (a stand-in
    for the partie, as the manche's end and the sheet read it)."""
    rules = Rules(target=1000, manches=3)
    results = [
        result((990, 700), taker=0),
        result((20, 302), taker=0, card_points=(0, 252), capot=1, tricks_won=(0, 8), dedans=True),
    ]
    return SimpleNamespace(
        rules=rules, history=[results], manche_index=0, manche_over=True, scores=(1010, 1002),
        manches=(0, 1), over=False, winner=None,
    )  # fmt: skip


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_manche_won_with_fewer_points_says_the_other_team_was_capoted(lang: str) -> None:
    """The rules give the manche to Them at 1002 when Us, at 1010, were capoted on its last deal: the
    end names Them, their score first, says why, and the revanche follows Them's manche won."""
    i18n.set_language(lang)
    board = capot_on_the_last_deal()
    text = " ".join(text_of(MancheEndScreen(board).body(), width=120).split())  # type: ignore[arg-type]
    title = tr("title.manche_n", n=1)
    assert text.startswith(tr("end.manche", title=title, team=team_name(1, "object"), won=1002, lost=1010))
    assert tr("end.capoted_loser_0") in text
    assert manches_before(board, 1) == (0, 1)  # type: ignore[arg-type]


def test_a_shared_tables_summary_offers_no_analysis() -> None:
    """The analysis (« a ») belongs to the solo table's summary: a friend's summary at a shared table,
    whose deal the coach does not have, neither lists nor acts on it."""
    result, match, number = find(lambda r, _: not r.redeal)
    assert SummaryScreen(result, match, number).check_action("analyse", ()) is False


def test_a_reserve_left_when_the_partie_ends_is_said_lost() -> None:
    """A litige on the deal that ends the partie (the winners passed the target): no next deal can
    win its reserve, and the summary says it goes to no one rather than « points en réserve »
    alone, as if it were still at stake."""
    match = next(
        match
        for seed in range(2000)
        if play_until(match := Match(Rules(target=100), seed), random_bots(seed), lambda m: m.over)
        and match.history[-1][-1].litige
    )
    result = match.history[-1][-1]
    text = " ".join(summary(result, match, len(match.history[-1])).split())
    assert tr("sum.litige", points=result.reserve) in text
    assert tr("sum.reserve_lost", points=match.reserve) in text and match.reserve >= result.reserve
    earlier, earlier_match, number = find(lambda r, m: r.litige and not m.over)  # a partie going on
    assert tr("sum.reserve_lost", points=earlier_match.reserve) not in " ".join(
        summary(earlier, earlier_match, number).split()
    )
