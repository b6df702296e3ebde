"""Every table the app shows puts each team's figures under its own name: Nous/Eux, Us/Them.

Columns of numbers are right-aligned, so a figure belongs to the team whose name ends where it ends.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from belote.engine import PASS, Match, Rules, Suit
from belote.engine.records import DealResult, score_deal
from belote.tui import i18n
from belote.tui.game import GameScreen
from belote.tui.i18n import seat_name, team_name, tr
from belote.tui.menus import partie_summary
from belote.tui.score_screens import (
    MancheEndScreen,
    SheetScreen,
    SummaryScreen,
    manche_name,
    next_manche_name,
)
from belote.tui.sheet_table import deal_notes, sheet_table
from belote.tui.widgets import PanelInfo, ScorePanel

from .behaviour_support import play_out, play_until, random_bots
from .conftest import enter_until, game, make_app, run_async, start, text_of

TEAMS = {"fr": ("Nous", "Eux"), "en": ("Us", "Them")}


def cells_under(text: str, names: tuple[str, ...], label: str) -> tuple[str, ...]:
    """In rendered ``text``, the cells of the line starting with ``label`` that end exactly where each
    of ``names`` ends on the header line (the first line holding them all, in this order)."""
    lines = text.splitlines()
    pattern = r"\s+".join(rf"(?<!\S){re.escape(name)}(?!\S)" for name in names)
    header = next(line for line in lines if re.search(pattern, line))
    ends, start = [], 0
    for name in names:
        found = re.compile(rf"(?<!\S){re.escape(name)}(?!\S)").search(header, start)
        assert found is not None
        ends.append(found.end())
        start = found.end()
    row = next(line for line in lines if line.strip().startswith(label) and line is not header)
    tokens = {m.end(): m.group() for m in re.finditer(r"\S+", row)}
    return tuple(tokens.get(end, "") for end in ends)


def result(sheet: tuple[int, int], taker: int | None, **kwargs: object) -> DealResult:
    """A deal's result as the score sheet reads it."""
    facts: dict[str, object] = {
        "card_points": sheet,
        "capot": None,
        "dedans": False,
        "litige": False,
        "reserve": 0,
        "announces": (0, 0),
        "belote": None,
        "redeal": taker is None,
        "tricks_won": (4, 4),
        "taker": taker,
        "trump": None if taker is None else Suit.HEARTS,
        **kwargs,
    }
    return DealResult(points=sheet, **facts)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_score_sheet_columns_belong_to_their_team_and_all_pass_deals_are_listed(lang: str) -> None:
    """Deal 2 was passed by all: it has its row (no points), and the running totals go on after it."""
    i18n.set_language(lang)
    us, them = TEAMS[lang]
    results = [result((110, 52), 0), result((0, 0), None), result((0, 162), 2, dedans=True)]
    text = text_of(sheet_table(results), width=100)
    assert cells_under(text, (us, them, f"Σ {us}", f"Σ {them}"), "1") == ("110", "52", "110", "52")
    assert cells_under(text, (us, them, f"Σ {us}", f"Σ {them}"), "2") == ("0", "0", "110", "52")
    assert cells_under(text, (us, them, f"Σ {us}", f"Σ {them}"), "3") == ("0", "162", "110", "214")
    rows = [line.split() for line in text.splitlines()[1:] if line.strip()]
    assert [row[0] for row in rows] == ["1", "2", "3"]
    assert rows[1][-1] == i18n.tr("note.redeal") and rows[2][-1] == i18n.tr("note.dedans")


def test_score_sheet_notes_capot_litige_and_reserve_collected() -> None:
    """The note column says capot, litige with the points reserved, and the reserve collected."""
    results = [
        result((252, 0), 0, capot=0),
        result((0, 81), 1, litige=True, reserve=81),
        result((150, 12), 2, collected=(81, 0)),
    ]
    rows = [line.split() for line in text_of(sheet_table(results), width=100).splitlines()[1:]]
    assert rows[0][-1] == tr("note.capot")
    assert rows[1][-2:] == [tr("note.litige"), "81"]
    assert rows[2][-3:] == ["réserve", team_name(0), "+81"] and rows[2][3:5] == ["231", "12"]


def test_the_takers_announces_on_a_dedans_are_noted_as_going_to_the_defence() -> None:
    """Dedans, the defence scores the takers' announces too: the sheet's note names who announced
    and where the points went (« annonces Eux 40 → Nous »); the defence's own announces, and a made
    contract's, stay as they were."""
    from belote.tui.deal_record import bonus_notes

    down = result((292, 0), 1, dedans=True, announces=(0, 40))  # West took, went down
    assert bonus_notes(down) == [f"annonces {team_name(1)} 40 → {team_name(0)}"]
    defence = result((182, 0), 1, dedans=True, announces=(20, 0))
    assert bonus_notes(defence) == [f"annonces {team_name(0)} 20"]
    made = result((50, 132), 1, announces=(0, 40))
    assert bonus_notes(made) == [f"annonces {team_name(1)} 40"]


def test_no_sheet_note_is_cut_short_whatever_the_width() -> None:
    """Squeezed, the table could crop the notes' column under the width its measure promised
    (« annonces Eux 20 → Nou » at 66 columns): at every width each word of every note is drawn
    whole, the notes kept whole or broken between their words."""
    results = [
        result((0, 182), 0, dedans=True, announces=(20, 0)),
        result((182, 0), 3, dedans=True, announces=(0, 20)),
    ]
    notes = deal_notes(results[0]) + deal_notes(results[1])
    for width in range(56, 90):
        lines = text_of(sheet_table(results), width=width).splitlines()
        start = lines[0].index(tr("sheet.note"))  # the notes' column, line after line
        column = " ".join(" ".join(line[start:] for line in lines[1:]).split())
        for note in notes:
            assert note in column, (width, note, column)


def test_a_sheet_note_too_long_for_its_line_breaks_before_a_dot_never_after_one() -> None:
    """Dedans, the reserve won and a belote do not fit a narrow note column on one line: the line
    breaks before a « · », so no line ends on one, and each note stays whole."""
    results = [result((0, 243), 0, dedans=True, collected=(0, 81), belote=1)]
    lines = [
        line.rstrip() for line in text_of(sheet_table(results), width=66).splitlines()[1:] if line.strip()
    ]
    assert len(lines) > 1  # the notes did not fit one line
    assert not any(line.endswith("·") for line in lines)
    notes = " ".join(line.split("  ")[-1].strip() for line in lines)
    for note in (tr("note.dedans"), f"réserve {team_name(1)} +81", f"belote {team_name(1)}"):
        assert note in notes


def test_score_sheet_notes_which_team_had_the_belote() -> None:
    """Eux wrote 151 with belote-rebelote's 20 in it: the note says whose belote it was."""
    results = [result((0, 151), 1, belote=1), result((162, 0), 0)]
    rows = [line.split() for line in text_of(sheet_table(results), width=100).splitlines()[1:]]
    assert rows[0][-2:] == ["belote", team_name(1)]
    assert "belote" not in rows[1]


def test_score_sheet_notes_the_announces_with_the_team_that_scored_them() -> None:
    """Eux's 79 hold their two tierces' 40: the note says so, as it says the belote."""
    results = [result((0, 79), 1, announces=(0, 40)), result((123, 0), 0, announces=(100, 0), belote=0)]
    rows = [line.split() for line in text_of(sheet_table(results), width=100).splitlines()[1:]]
    assert rows[0][-3:] == ["annonces", team_name(1), "40"]
    assert rows[1][-6:] == ["annonces", team_name(0), "100", "·", "belote", team_name(0)]


def test_score_sheet_notes_stay_whole_at_80_columns() -> None:
    """« capot · annonces Nous 100 »: a note never breaks inside itself, and « · » parts two."""
    results = [result((352, 0), 0, capot=0, announces=(100, 0), belote=0)]
    lines = text_of(sheet_table(results), width=72).splitlines()
    notes = ["capot", f"annonces {team_name(0)} 100", f"belote {team_name(0)}"]
    for note in notes:
        assert any(note in line for line in lines), (note, lines)
    assert "\u2800" not in "".join(lines)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_sheet_note_is_cut_short_at_80_columns_even_beside_long_taker_names(lang: str) -> None:
    """At 80 columns the sheet has 64 for its table: beside four-figure totals and a friend's
    twenty-character name, no note is cut short (« · Them announced 100 » was cut to « Th… »):
    each stays whole on its line where the width allows, else breaks between its words; a long
    name folds onto the next line rather than lose its end."""
    i18n.set_language(lang)
    try:
        results = [
            result((0, 282), 0, dedans=True, announces=(0, 100), belote=1),
            result((1120, 0), 1, announces=(100, 0), belote=0, collected=(106, 0)),
        ]
        for takers in ((), ("Maximilien-Alexand 2", "Léa")):
            lines = text_of(sheet_table(results, takers), width=64).splitlines()
            column = lines[0].index(tr("sheet.note"))  # the notes' column, read down
            flat = " ".join(" ".join(line[column:] for line in lines[1:]).split())
            notes = [tr("note.announces", team=team_name(team, "subject"), points=100) for team in (0, 1)]
            notes += [tr("note.collected", team=team_name(0, "object"), points=106), tr("note.dedans")]
            assert all(note in flat for note in notes), lines
            assert "…" not in "".join(lines) and ("Maximilien" not in lines[1] or "2 ♥" in lines[2]), lines
    finally:
        i18n.set_language("fr")


def test_score_sheet_screen_lists_an_all_pass_deal_of_a_real_partie() -> None:
    """A partie whose first deal all four passed twice: the sheet still lists it, as deal 1."""
    match = Match(Rules(), 2)
    while match.deal.phase == "bidding":
        match.deal.apply(PASS)
    assert match.history[0][0].redeal
    match.next_deal()
    play_out(match.deal, random_bots(0))
    played = match.history[0][1]
    text = text_of(SheetScreen(match).body(), width=100)
    names = ("Nous", "Eux", "Σ Nous", "Σ Eux")
    assert cells_under(text, names, "1") == ("0", "0", "0", "0")
    assert cells_under(text, names, "2")[:2] == (str(played.sheet[0]), str(played.sheet[1]))
    assert cells_under(text, names, "2")[2:] == tuple(str(v) for v in match.scores)
    assert "redonne" in next(line for line in text.splitlines() if line.strip().startswith("1 "))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_score_panel_columns_belong_to_their_team(lang: str) -> None:
    """The panel's Score, Manches and Plis lines: team 0's figure under « Nous », team 1's under « Eux »."""
    i18n.set_language(lang)
    us, them = TEAMS[lang]
    panel = ScorePanel()
    info = PanelInfo(scores=(123, 45), manches=(1, 0), tricks=(5, 2), reserve=0)
    panel.info = info
    text = text_of(panel.render(), 40)
    assert cells_under(text, (us, them), i18n.tr("panel.score")) == ("123", "45")
    assert cells_under(text, (us, them), i18n.tr("panel.manches")) == ("1", "0")
    assert cells_under(text, (us, them), i18n.tr("panel.tricks")) == ("5", "2")


@pytest.mark.parametrize(("lang", "line"), [("fr", "Réserve : 81"), ("en", "Reserve: 81")])
def test_the_reserve_of_a_litige_is_written_as_each_language_writes_a_colon(lang: str, line: str) -> None:
    """Points held by a litige: « Réserve : 81 » in French, "Reserve: 81" in English."""
    i18n.set_language(lang)
    panel = ScorePanel()
    panel.info = PanelInfo(scores=(40, 121), reserve=81)
    assert line in text_of(panel.render(), 40).splitlines()[-1]
    i18n.set_language("fr")


@pytest.mark.parametrize(("lang", "line"), [("fr", "Preneurs dedans"), ("en", "Takers down (dedans)")])
def test_takers_who_can_no_longer_make_it_are_said_to_be_dedans(lang: str, line: str) -> None:
    """Once the takers cannot reach their points, the panel says so in the café's word, « dedans »
    (never the bridge player's « chuté »)."""
    i18n.set_language(lang)
    panel = ScorePanel()
    panel.info = PanelInfo(scores=(0, 0), count=replace(PanelInfo().count, need=30, beaten=True))
    assert text_of(panel.render(), 40).splitlines()[-1].strip() == line
    i18n.set_language("fr")


@pytest.mark.parametrize(
    ("lang", "line"), [("fr", "Preneurs dedans sauf capot"), ("en", "Takers down unless capot")]
)
def test_takers_whom_only_a_capot_can_save_are_told_so_not_an_unreachable_figure(
    lang: str, line: str
) -> None:
    """The defence's announces put the contract out of reach of every card point left: the panel says
    only a capot saves the takers, not « encore 138 » where 133 are left."""
    i18n.set_language(lang)
    panel = ScorePanel()
    count = replace(PanelInfo().count, need=138, left=133, capot_only=True)
    panel.info = PanelInfo(scores=(0, 0), count=count)
    assert text_of(panel.render(), 40).splitlines()[-1].strip() == line
    i18n.set_language("fr")


@run_async
async def test_score_panel_shows_the_partie_as_it_stands(tmp_path: Path) -> None:
    """Mid-deal the panel's facts are the Match's: scores, manches, and tricks won by each team."""
    app = make_app(tmp_path, seed=6)
    async with app.run_test() as pilot:
        await start(pilot)

        def mid_deal() -> bool:
            deal = app.match.deal
            return deal.phase == "playing" and len(deal.tricks) >= 3 and game(pilot).waiting == "card"

        await enter_until(pilot, mid_deal)
        deal = app.match.deal
        won = [0, 0]
        for trick in deal.tricks:
            assert trick.winner is not None
            won[trick.winner % 2] += 1
        assert won[0] and won[1], "a deal where both teams took a trick"
        info = game(pilot).query_one(ScorePanel).info
        assert info.tricks == (won[0], won[1])
        assert info.scores == app.match.scores and info.manches == app.match.manches
        assert info.taker == deal.taker and info.trump == deal.trump


def played_deal(seed: int, rules: Rules | None = None) -> Match:
    """A partie whose first deal random bots played to the end (someone took)."""
    for attempt in range(seed, seed + 50):
        match = Match(rules or Rules(), attempt)
        play_out(match.deal, random_bots(attempt))
        last = match.history[-1][-1]
        if not last.redeal and last.card_points[0] != last.card_points[1]:
            return match
    raise AssertionError("no played deal")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_deal_summary_columns_belong_to_their_team(lang: str) -> None:
    """Card points, what is written and the manche total sit under the team that earned them."""
    i18n.set_language(lang)
    us, them = TEAMS[lang]
    match = played_deal(1, Rules(announces=True))
    res = match.history[-1][-1]
    text = text_of(SummaryScreen(res, match, 1).body(), width=100)
    cards = cells_under(text, (us, them), i18n.tr("sum.cards"))
    assert cards == (str(res.card_points[0]), str(res.card_points[1]))
    written = cells_under(text, (us, them), i18n.tr("sum.written"))
    assert written == (str(res.sheet[0]), str(res.sheet[1]))
    assert cells_under(text, (us, them), i18n.tr("sum.total")) == tuple(str(v) for v in match.scores)
    der = cells_under(text, (us, them), i18n.tr("sum.der"))
    winner = match.deal.tricks[-1].winner
    assert winner is not None
    assert der[winner % 2] == "10" and der[1 - winner % 2] == "·"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("taker", [0, 1])
def test_deal_summary_of_a_capot_shows_the_capot_as_the_cafe_scores_it(lang: str, taker: int) -> None:
    """A capot: one row, « Capot (les huit plis) », holds the 252 the café scores for it, in place of
    the card points (no 152 and 100 in pieces), without dix de der; it is what is written."""
    i18n.set_language(lang)
    us, them = TEAMS[lang]
    match = played_deal(1)
    res = score_deal(taker, Suit.HEARTS, (162, 0), (8, 0), (0, 0), None)
    assert res.capot == 0 and res.card_points == (252, 0) and res.sheet[0] == 252
    text = text_of(SummaryScreen(res, match, 1).body(), width=100)
    assert cells_under(text, (us, them), i18n.tr("sum.capot_row")) == ("252", "·")
    assert i18n.tr("sum.der") not in text and i18n.tr("sum.cards") not in text and "152" not in text
    written = cells_under(text, (us, them), i18n.tr("sum.written"))
    assert written == (str(res.sheet[0]), str(res.sheet[1]))


def test_deal_summary_without_capot_has_no_capot_row() -> None:
    """No capot, no capot row."""
    match = played_deal(1)
    res = match.history[-1][-1]
    assert res.capot is None
    assert i18n.tr("sum.capot_row") not in text_of(SummaryScreen(res, match, 1).body(), width=100)


def test_deal_summary_of_an_all_pass_deal_says_so() -> None:
    """Nobody took: the summary says the cards are dealt again, and shows no points table."""
    match = Match(Rules(), 2)
    while match.deal.phase == "bidding":
        match.deal.apply(match.deal.legal_actions()[0])
    res = match.history[-1][-1]
    assert res.redeal
    text = text_of(SummaryScreen(res, match, 1).body(), width=100)
    assert i18n.tr("sum.redeal") in text and i18n.tr("sum.cards") not in text


@pytest.mark.parametrize("same_dealer", [False, True])
def test_an_all_pass_summary_says_who_deals_next(same_dealer: bool) -> None:
    """« Personne n'a pris : on redistribue. » then who deals the cards again: the next seat, or the
    same dealer with that option, as the next deal does."""
    i18n.set_language("fr")
    match = Match(Rules(all_pass_same_dealer=same_dealer), 2)
    while match.deal.phase == "bidding":
        match.deal.apply(match.deal.legal_actions()[0])
    res = match.history[-1][-1]
    text = " ".join(text_of(SummaryScreen(res, match, 1).body(), width=200).split())
    match.next_deal()
    dealer = match.deal.dealer
    told = "Vous donnez." if dealer == 0 else f"{seat_name(dealer)} donne."
    assert f"{i18n.tr('sum.redeal')} {told}" in text


def manche_end(rules: Rules, manches: tuple[int, int]) -> Match:
    """A partie played by random bots up to a manche end with these manches won."""
    for seed in range(300):
        match = Match(rules, seed)
        if play_until(match, random_bots(seed), lambda m: m.manche_over and m.manches == manches):
            return match
    raise AssertionError(f"no partie reaches {manches}")


def test_the_deciding_manche_is_named_la_belle_at_one_manche_each() -> None:
    """Three manches: after the first, « la revanche »; at 1-1, « la belle »."""
    rules = Rules(target=300, manches=3)
    assert next_manche_name(manche_end(rules, (1, 0))) == i18n.tr("end.revanche")
    assert next_manche_name(manche_end(rules, (0, 1))) == i18n.tr("end.revanche")
    assert next_manche_name(manche_end(rules, (1, 1))) == i18n.tr("end.belle")
    five = Rules(target=300, manches=5)
    assert next_manche_name(manche_end(five, (1, 1))) == i18n.tr("end.manche_n", n=3)
    assert next_manche_name(manche_end(five, (2, 2))) == i18n.tr("end.belle")
    assert next_manche_name(manche_end(five, (2, 1))) == i18n.tr("end.manche_n", n=4)


def test_the_manche_after_a_two_nil_is_named_la_consolante() -> None:
    """With the consolante, a 2–0 at three manches wins the partie and the third manche is « la
    consolante », at the end screen and while it is played; 1–0 and 1–1 keep revanche and belle."""
    rules = Rules(target=300, manches=3, consolante=True)
    whitewash = manche_end(rules, (2, 0))
    assert not whitewash.over
    assert next_manche_name(whitewash) == i18n.tr("end.consolante")
    whitewash.next_deal()
    assert manche_name(whitewash, whitewash.manche_index) == i18n.tr("end.consolante")
    assert next_manche_name(manche_end(rules, (1, 0))) == i18n.tr("end.revanche")
    assert next_manche_name(manche_end(rules, (1, 1))) == i18n.tr("end.belle")
    single = Rules(target=300, manches=1, consolante=True)
    assert next_manche_name(manche_end(single, (0, 1))) == i18n.tr("end.consolante")


def test_the_start_menu_heads_the_manche_in_progress_without_an_article() -> None:
    """« Manche 1 en cours », « Revanche en cours », « Belle en cours », not « La manche 1 en cours »."""
    rules = Rules(target=300, manches=3)
    fresh = Match(rules, 1)
    assert partie_summary(fresh).splitlines()[1] == "Manche 1 en cours · points : Nous 0 – Eux 0"
    for manches, title in (((1, 0), "Revanche"), ((1, 1), "Belle")):
        match = manche_end(rules, manches)
        match.next_deal()
        line = partie_summary(match).splitlines()[1]
        assert line.startswith(f"{title} en cours · points : Nous 0 – Eux 0"), manches


def test_the_manche_end_before_the_consolante_says_the_partie_is_won() -> None:
    """At 2–0 with the consolante, the manche's end says who won the partie and that the consolante
    is played for honour, before « Entrée : la consolante »; at 1–0 it says neither."""
    rules = Rules(target=300, manches=3, consolante=True)
    lines = " ".join(text_of(MancheEndScreen(manche_end(rules, (2, 0))).body(), width=70).split())
    assert tr("end.partie_won") in lines and tr("end.consolante_note") in lines
    assert lines.index(tr("end.consolante_note")) < lines.index(tr("end.next", what=tr("end.consolante")))
    lost = text_of(MancheEndScreen(manche_end(rules, (0, 2))).body(), width=70)
    assert tr("end.partie_lost") in lost
    early = text_of(MancheEndScreen(manche_end(rules, (1, 0))).body(), width=70)
    assert tr("end.consolante_note") not in early and tr("end.partie_won") not in early


@run_async
async def test_the_score_panel_names_the_revanche_as_the_table_says_it(tmp_path: Path) -> None:
    """The second manche of a partie is « la revanche » at the manche's end and on the menu: the
    panel's title says « Revanche 2/3 » too, not « Manche 2/3 »."""
    app = make_app(tmp_path, seed=3, rules=Rules(target=1))  # a manche is one deal
    async with app.run_test() as pilot:
        await start(pilot)
        await enter_until(
            pilot, lambda: app.match.manche_index == 1 and isinstance(app.screen, GameScreen), 80
        )
        title = text_of(game(pilot).query_one(ScorePanel).render(), 40).splitlines()[0]
        assert title.startswith("Revanche 2/3")


def test_the_score_panel_names_the_belle_and_the_first_manche() -> None:
    """« Belle 3/3 » for a third manche at one all; the first manche keeps « Manche 1/3 »."""
    panel = ScorePanel()
    panel.info = PanelInfo(manche=3, kind="belle")
    assert text_of(panel.render(), 40).splitlines()[0].startswith("Belle 3/3")
    panel.info = PanelInfo()
    assert text_of(panel.render(), 40).splitlines()[0].startswith("Manche 1/3")


def test_a_shared_sheet_names_each_taker_as_the_seat_was_held_at_the_take() -> None:
    """From Léa's seat (North, 2): Paul's take under his name, the take of West's bot under its
    nickname though Max holds West now, her own as « Vous », a deal nobody took without a taker;
    a deal the host did not name (an older host) under the seat's name now."""
    from belote.engine import Rules
    from belote.net import rotate
    from belote.net.client import SeatState, TableState
    from belote.tui.board import sheet_takers
    from belote.tui.net_status import bot_nickname

    i18n.set_language("fr")
    paul, max_, lea = (SeatState(name=n, player=True, here=True, bot=False) for n in ("Paul", "Max", "Léa"))
    bot = SeatState(name="", player=False, here=False, bot=True)
    results = (result((110, 52), 0), result((0, 162), 1), result((0, 0), None), result((90, 72), 2))
    state = TableState(
        seat=2,
        phase="playing",
        rules=Rules(),
        seats=(paul, max_, lea, bot),
        sheet=(results, (result((100, 62), 1),)),
        takers=(("Paul", "", "", "Léa"), ()),
    )
    assert sheet_takers(state) == (("Paul", bot_nickname(1), "", ""), ())
    seen = [[rotate.result(r, 2) for r in manche] for manche in state.sheet]  # turned: Léa is South
    i18n.set_seat_names(("", bot_nickname(3), "Paul", "Max"))  # as Léa's screen names the seats now
    try:
        names = sheet_takers(state)
        first = text_of(sheet_table(seen[0], names[0]), width=100)
        second = text_of(sheet_table(seen[1], names[1]), width=100)
    finally:
        i18n.set_seat_names(None)
    takers = [line.split()[1] for line in first.splitlines()[1:] if line.strip()]
    assert takers[:2] == ["Paul", bot_nickname(1)] and takers[3] == "Vous"
    assert "Max" not in first
    assert second.splitlines()[1].split()[1] == "Max"  # not named by the host: the seat as held now


def test_a_long_manche_names_its_columns_again_under_its_last_deal() -> None:
    """The sheet opens on its end, where a small terminal has scrolled the heading of a long manche
    away: from eight deals the columns are named again under the last one; a short manche once."""
    heading = ["Donne", "Preneur", "Nous", "Eux", "Σ", "Nous", "Σ", "Eux", "Note"]
    for deals, named in ((7, 1), (8, 2), (14, 2)):
        lines = text_of(sheet_table([result((90, 72), 0)] * deals), width=100).rstrip().splitlines()
        assert sum(line.split() == heading for line in lines) == named
        assert lines[0].split() == heading and (lines[-1].split() == heading) is (named == 2)
