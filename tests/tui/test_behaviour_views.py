"""The views on demand at the table: the last trick, the help, in the player's language and colours."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pytest
from textual.widgets import Static
from textual.widgets._toast import Toast

from belote.tui import i18n
from belote.tui.helptext import keys_markdown, rules_markdown
from belote.tui.menus import HelpScreen
from belote.tui.screens import LastTrickScreen
from belote.tui.storage import Settings, Storage
from belote.tui.widgets import CentreView, ScorePanel

from .conftest import game, make_app, run_async, screen_text, settle, start, text_of


@pytest.mark.parametrize(("lang", "word"), [("fr", "Touches"), ("en", "Keys")])
def test_help_names_both_teams_in_the_players_language(lang: str, word: str) -> None:
    """The key reference is in the chosen language and says which team is « Nous » and « Eux »."""
    i18n.set_language(lang)
    us, them = i18n.team_name(0), i18n.team_name(1)
    text = keys_markdown(us, them)
    assert text.startswith(f"# {word}")
    assert text.index(us) < text.index(them)
    assert "{" not in text


@pytest.mark.parametrize(
    ("lang", "says", "carre"),
    [
        ("fr", "| Question | `Entrée` | la réponse marquée ⏎ |", "au carré de 7 ou de 8, c'est non"),
        (
            "en",
            "| Question | `Enter` | the answer marked ⏎ |",
            "four 7s or four 8s and are asked whether to declare them, no",
        ),
    ],
)
def test_help_says_enter_takes_each_questions_marked_default(lang: str, says: str, carre: str) -> None:
    """Enter does not always mean yes (on a carré of 7s or 8s it means no): the help's question row
    says Enter takes the marked answer, and the text under the table names the carré's default."""
    i18n.set_language(lang)
    try:
        text = keys_markdown("A", "B")
    finally:
        i18n.set_language("fr")
    rows = [line for line in text.splitlines() if line.startswith("| Question ")]
    assert says in rows and not any("oui |" in row or "yes |" in row for row in rows if "Ent" in row)
    assert carre in " ".join(text.split())


def test_help_shows_the_rules_after_the_keys() -> None:
    """The rules as implemented (docs/rules.md) follow the key table."""
    rules = rules_markdown()
    assert rules is not None and rules.startswith("#")


@run_async
async def test_help_screen_opens_and_closes(tmp_path: Path) -> None:
    """« ? » opens the help over the table with both team names; Escape goes back to the table."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press("question_mark")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        static = help_screen.query_one(Static)
        shown = text_of(static.content, width=100)  # type: ignore[arg-type]
        assert "Nous" in shown and "Eux" in shown
        await pilot.press("escape")
        game(pilot)


@pytest.mark.parametrize("four", [True, False])
@run_async
async def test_last_trick_shows_the_cards_the_winner_and_the_points(tmp_path: Path, four: bool) -> None:
    """« d » after a trick draws that trick's four cards by seat, framed on the winner, with its points
    (before the partie's first trick there is none to show: « d » opens nothing)."""
    Storage(tmp_path).save_settings(Settings(four_colours=four))
    app = make_app(tmp_path, seed=2)
    async with app.run_test() as pilot:
        await start(pilot)
        await pilot.press("d")
        game(pilot)
        for _ in range(60):
            if app.match.deal.tricks and game(pilot).waiting == "card":
                break
            await pilot.press("enter")
            await settle(pilot)
        trick = app.match.deal.tricks[-1]
        await pilot.press("d")
        screen = app.screen
        assert isinstance(screen, LastTrickScreen) and screen.trick == trick
        centre = screen.query_one(CentreView)
        assert centre.four_colours is four
        info = centre.info
        assert info.winner == trick.winner
        assert info.played == tuple((trick.seat_of(i), card) for i, card in enumerate(trick.cards))
        assert trick.winner is not None
        winner = i18n.seat_in_sentence(trick.winner)
        assert info.caption == i18n.tr("last.won", seat=winner, points=trick.points)
        await pilot.press("escape")
        game(pilot)


@pytest.mark.parametrize("lang", ["fr", "en"])
@run_async
async def test_the_trick_stays_in_place_whatever_its_caption(tmp_path: Path, lang: str) -> None:
    """A playtester saw the table jump at the last trick: its caption with the dix de der takes two
    lines of the centre where the others take one, and the centred cross moved up. The centre keeps
    the same height during a trick, under a trick's caption and under the last one's."""
    i18n.set_language(lang)
    app = make_app(tmp_path, seed=2, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        for _ in range(60):
            if game(pilot).waiting == "card":
                break
            await pilot.press("enter")
            await settle(pilot)
        centre = game(pilot).query_one(CentreView)
        width = centre.size.width
        west = i18n.seat_in_sentence(1)
        last = i18n.tr("centre.trick_to_der", seat=west, points=21, der=10)
        assert len(last) > width  # the last trick's caption takes two lines
        heights = []
        for caption in ("", i18n.tr("centre.trick_to", seat=west, points=21), last):
            centre.info = replace(centre.info, caption=caption)
            heights.append(len(text_of(centre.render(), width).splitlines()))
        assert heights[0] == heights[1] == heights[2]


@run_async
async def test_a_seats_name_stays_put_as_the_turn_passes_and_it_speaks(tmp_path: Path) -> None:
    """A playtester saw « Vous (Nous) » move a column when « ▶ » came and went, and when what the seat
    said or « ◇ entame » appeared beside it: North's and South's names keep their column, and North's
    card backs theirs."""
    from belote.tui.widgets import SeatView

    app = make_app(tmp_path, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(pilot)
        for seat_id, name in (("#seat-S", i18n.seat_title(0)), ("#seat-N", i18n.seat_title(2))):
            view = game(pilot).query_one(seat_id, SeatView)
            width = view.content_size.width
            assert view.info is not None
            columns = set()
            backs = set()
            for to_play in (False, True):
                for dealer in (False, True):  # what it said at the take stays into the first trick
                    for speech, leader in (
                        ("", False),
                        ("Prend à ♥", False),
                        ("", True),
                        ("Prend à ♥", True),
                    ):
                        info = replace(
                            view.info, to_play=to_play, dealer=dealer, speech=speech, leader=leader
                        )
                        view.info = info
                        lines = text_of(view.render(), width).splitlines()
                        columns.add(lines[0].index(name))
                        assert len(lines[0].rstrip()) <= width, lines[0]  # on one line, within the seat
                        if seat_id == "#seat-N":
                            backs.add(lines[1].index("▮"))
            assert len(columns) == 1, (seat_id, columns)
            assert len(backs) <= 1, backs


@run_async
async def test_a_notice_already_on_screen_is_not_stacked_again(tmp_path: Path) -> None:
    """« u » pressed three times where nothing can be taken back: one notice, not three copies."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        before = len(app._notifications)
        for _ in range(3):
            app.tell(i18n.tr("status.bids_stand"))
        app.tell("Thème : tapis vert")
        await pilot.pause()
        assert len(app._notifications) == before + 2


@run_async
async def test_a_notice_about_a_fault_is_an_error_toast_and_news_is_not(tmp_path: Path) -> None:
    """What went wrong (a file that cannot be written…) shows as an error toast; passing news as
    information; an empty notice shows nothing."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        before = len(app._notifications)
        app.tell("Partie non sauvegardée", error=True)
        app.tell("Thème : tapis vert")
        app.tell("")
        await pilot.pause()
        shown = list(app._notifications)[before:]
        assert [(" ".join(n.message.split()), n.severity) for n in shown] == [
            ("Partie non sauvegardée", "error"),
            ("Thème : tapis vert", "information"),
        ]


@run_async
async def test_a_notice_at_the_table_never_hides_the_score(tmp_path: Path) -> None:
    """A passing notice at the table starts under the score panel (over the log's title and its
    oldest lines), whatever lines the panel has: the score stays in view, the notice at the right."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await start(pilot)
        app.tell("Partie reprise.")
        await pilot.pause(0.1)
        (toast,) = app.screen.query(Toast)
        panel = table.query_one(ScorePanel)
        assert toast.region.y >= panel.region.bottom and toast.region.right == 80
        assert "Score" in "".join(screen_text(app)[panel.region.y : panel.region.bottom])


@run_async
async def test_a_notice_over_a_dialog_at_the_table_never_hides_the_score_either(tmp_path: Path) -> None:
    """A dialog over the table that lets the notices show (the command palette) shows those told
    before it opened and after: they start under the table's score panel there too."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await start(pilot)
        app.tell("Partie reprise.")
        await pilot.press("ctrl+p")
        await pilot.pause(0.1)
        app.tell("Thème : tapis vert")
        await pilot.pause(0.1)
        assert app.screen is not table
        panel = table.query_one(ScorePanel)
        shown = list(app.screen.query(Toast))
        assert len(shown) == 2 and all(toast.region.y >= panel.region.bottom for toast in shown)


@run_async
async def test_notices_too_many_to_fit_under_the_score_start_higher_and_never_cover_the_keys(
    tmp_path: Path,
) -> None:
    """Long notices said together (files set aside at the start) would run under the Footer and be
    cut off: they start as high as they must for the last line of the last one to show."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await start(pilot)
        long = "Sauvegarde abîmée : la partie reprend au dernier coup lisible ; l'original est gardé sous "
        for number in (1, 2, 3):
            app.tell(f"{long}save.corrupt-{number}.json.", error=True)
        await pilot.pause(0.1)
        shown = sorted(app.screen.query(Toast), key=lambda toast: toast.region.y)
        assert len(shown) == 3 and shown[-1].region.bottom <= 23  # the Footer's row left alone
        assert "corrupt-3.json." in "".join(screen_text(app)[: shown[-1].region.bottom])


@run_async
async def test_a_notice_taken_down_early_leaves_no_gap_that_pushes_the_others_over_the_keys(
    tmp_path: Path,
) -> None:
    """Long notices at the start, then the hand sorted three times: each sort's notice replaces the
    last one. A notice taken down before its time left an empty row where it was, and the last
    notice ran over the Footer's keys."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await start(pilot)
        long = "Sauvegarde abîmée : la partie reprend au dernier coup lisible ; l'original est gardé sous "
        for number in (1, 2):
            app.tell(f"{long}save.corrupt-{number}.json.", error=True)
        await pilot.pause(0.1)
        for _ in range(3):
            await pilot.press("r")
            await pilot.pause(0.1)
        shown = sorted(app.screen.query(Toast), key=lambda toast: toast.region.y)
        assert len(shown) == 3 and shown[-1].region.bottom <= 23  # the Footer's row left alone
        assert all(above.region.bottom == below.region.y for above, below in pairwise(shown))


@run_async
async def test_a_french_notice_never_starts_a_line_with_a_colon_or_a_semicolon(tmp_path: Path) -> None:
    """Toasts break lines at any space: the one before « ; » and « : » is glued in French, so the
    notice of a history set aside reads « …sqlite3 ; un nouvel… » and never « ; un » on a line."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        for width in range(1, 12):  # the path's length moves the break across the marks
            path = "/h/" + "x" * width + ".sqlite3"  # a path as long as a line is folded anywhere
            app.tell(i18n.tr("notice.history.corrupt", aside=path), error=True)
            await pilot.pause(0.1)
            (toast,) = app.screen.query(Toast)
            assert toast.region.right == 80  # over the panel to its last column: no letter left beside
            left, right = toast.region.x + 1, toast.region.right  # the border's column left out
            rows = screen_text(app)[toast.region.y : toast.region.bottom]
            lines = [line[left:right].strip() for line in rows]
            assert any("nouvel" in line for line in lines), lines
            assert not any(line.startswith((";", ":")) for line in lines), lines
            assert not any("\u2800" in line for line in lines)  # plain spaces only reach the screen
            drawn = [line for line in lines if line]
            assert drawn == list(app._notifications)[-1].message.split("\n")  # not broken again
            app.clear_notifications()
            await pilot.pause(0.1)


_KEY_NAMES = {
    "fr": {
        "enter": "Entrée",
        "space": "Espace",
        "escape": "Échap",
        "pageup": "Pg↑↓",
        "pagedown": "Pg↑↓",
        "home": "Début",
        "end": "Fin",
    },
    "en": {
        "enter": "Enter",
        "space": "Space",
        "escape": "Esc",
        "pageup": "PgUp",
        "pagedown": "PgDn",
        "home": "Home",
        "end": "End",
    },
}
"""How the help's key table writes the keys that are not written as themselves."""
_SYMBOLS = {
    "left": "←",
    "right": "→",
    "up": "↑",
    "down": "↓",
    "question_mark": "?",
    "exclamation_mark": "!",
    "f1": "F1",
}
_TEXTUAL_OWN = {"tab", "shift+tab", "ctrl+c", "super+c", "circumflex_accent"}
"""Textual's own screen keys (focus, copy), not the game's, and the « ^ » a fast Escape can reach a
question as (the question takes it as the Escape it was)."""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_help_lists_every_key_that_works_at_the_table(lang: str) -> None:
    """Each key bound at the table (solo or shared), on a deal's summary, at a manche's or partie's
    end and in a question is in the help's key table: the hint (« c », « i » in round 2), the
    analysis (« a »), the table phrases (« ! ») included."""
    from belote.tui.coach_screens import AnalysedSummary
    from belote.tui.game import GameScreen
    from belote.tui.netgame import NetGameScreen
    from belote.tui.score_screens import MancheEndScreen
    from belote.tui.screens import PromptScreen

    i18n.set_language(lang)
    helps = keys_markdown("A", "B") + "\n" + keys_markdown("A", "B", ("O", "L", "E"))  # solo, shared
    table = "\n".join(line for line in helps.splitlines() if line.startswith("|"))
    cells = {cell for row in table.splitlines() for cell in re.findall(r"`([^`]+)`", row)}
    screens = (GameScreen, NetGameScreen, AnalysedSummary, MancheEndScreen, PromptScreen)
    keys = {key for screen in screens for key in screen._merged_bindings.key_to_bindings} - _TEXTUAL_OWN
    keys |= {"q", "ctrl+c", "ctrl+p"}  # the partie's end and the app
    missing = []
    for key in sorted(keys):
        name = _KEY_NAMES[lang].get(key) or _SYMBOLS.get(key, key)
        if key.isdigit():
            found = "`1`" in table and "`8`" in table
        else:
            found = name in cells or any(name in cell.split("/") for cell in cells)
        if not found:
            missing.append(key)
    assert not missing, (lang, missing)
    for own_row in ("c", "i", "a"):  # the hint and the analysis each have a row of their own
        assert f"| `{own_row}` |" in table, own_row


@pytest.mark.parametrize(("lang", "pages"), [("fr", "Pg↑↓"), ("en", "PgUp/PgDn")])
def test_the_footer_and_the_help_write_page_up_and_down_alike(lang: str, pages: str) -> None:
    """The deal log's keys read the same in the Footer and in the help's key table, in each language."""
    from belote.tui.game import GameScreen
    from belote.tui.translate import _translated

    i18n.set_language(lang)
    binding = next(b for b in GameScreen._merged_bindings.key_to_bindings["pageup"] if b.show)
    assert _translated(binding).key_display == pages
    rows = [line for line in keys_markdown("A", "B").splitlines() if line.startswith("|")]
    log_row = next(row for row in rows if "le journal" in row or "the deal log" in row)
    assert f"| `{pages}` |" in log_row


def test_the_english_glossary_does_not_fix_the_target_or_the_number_of_games() -> None:
    """The options set the target (500 to 2000) and the number of games: the glossary names
    neither as if it were the rule."""
    i18n.set_language("en")
    glossary = keys_markdown("Us", "Them").split("# Belote words", 1)[1]
    manche = next(line for line in glossary.splitlines() if line.startswith("- **Manche**"))
    assert not re.search(r"\(\d+ points\)", manche) and "target score" in manche
    assert "a match of 3 games" not in " ".join(glossary.split())


def test_the_trumps_suit_over_the_trick_is_drawn_in_its_colour_not_dimmed() -> None:
    """« Pli 7/8 · atout ♦ »: the words are dimmed, the trump's suit is not (dimmed with them it read
    at under 2:1 on the felt)."""
    from rich.console import Console, Group
    from rich.text import Text

    from belote.engine import Suit
    from belote.tui.render import suit_text
    from belote.tui.themes import colour
    from belote.tui.widgets import CentreInfo

    centre = CentreView()
    centre.info = CentreInfo(trump=Suit.DIAMONDS, taker=1, trick_number=7)
    rendered = centre.render()
    assert isinstance(rendered, Group)
    head = rendered.renderables[0]
    assert isinstance(head, Text) and head.plain.strip().endswith("♦")
    console = Console()
    suit = head.plain.index("♦")
    assert head.get_style_at_offset(console, suit).color == suit_text(Suit.DIAMONDS).style.color
    assert not head.get_style_at_offset(console, suit).dim
    words = head.get_style_at_offset(console, head.plain.index("atout"))
    assert words.color is not None and words.color.name == colour("muted")  # the words are muted


def test_the_words_beside_the_table_are_muted_by_a_colour_of_the_look_not_dimmed() -> None:
    """« (Nous) » beside a seat's name, « Carte retournée » over the turned card: drawn « dim », they
    fell to 2.5:1 on the felt a 256-colour terminal draws; they take the look's muted colour, which
    reads at 3:1 there and 4.5:1 in full colour (checked for every look with the other words)."""
    from rich.console import Console, Group
    from rich.text import Text

    from belote.engine import Card
    from belote.tui.themes import colour
    from belote.tui.widgets import CentreInfo, SeatInfo, SeatView

    console = Console()
    seat = SeatView()
    seat.info = SeatInfo(seat=2, cards_left=5)
    name = seat.render()
    parts = [name] if isinstance(name, Text) else name.renderables  # type: ignore[attr-defined]
    lines = [line for line in parts if isinstance(line, Text)]
    line = next(line for line in lines if "(Nous)" in line.plain)
    tag = line.get_style_at_offset(console, line.plain.index("(Nous)"))
    assert not tag.dim and tag.color is not None and tag.color.name == colour("muted")
    centre = CentreView()
    centre.info = CentreInfo(bidding_round=1, turned=Card.parse("QD"))
    rendered = centre.render()
    assert isinstance(rendered, Group)
    title = rendered.renderables[0]
    assert isinstance(title, Text) and title.plain.strip() == "Carte retournée"
    style = title.get_style_at_offset(console, title.plain.index("Carte"))
    assert not style.dim and style.color is not None and style.color.name == colour("muted")
