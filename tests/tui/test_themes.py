"""Themes: chosen in the options or the command palette, saved, four-colour deck and NO_COLOR kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.color import Color as RichColor
from rich.color import ColorSystem
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.color import Color
from textual.command import CommandList, CommandPalette
from textual.filter import Monochrome, NoColor
from textual.pilot import Pilot

from belote.engine import Card, Rank, Suit
from belote.tui import themes
from belote.tui.i18n import tr
from belote.tui.render import card_rows, card_text
from belote.tui.themes import THEMES, colour

from .conftest import make_app, run_async, settle, start


@pytest.fixture(autouse=True)
def _default_theme() -> None:
    """The current look is module-wide: every test starts on the default one."""
    themes.set_theme(themes.DEFAULT_THEME)


def segments(card: Card, four_colours: bool) -> list[Segment]:
    """The segments of a card drawn on the felt (as in the log and the score panel)."""
    console = Console(width=20, color_system="truecolor")
    return [s for s in console.render(card_text(card, four_colours)) if s.text.strip()]


def text_colour(card: Card, four_colours: bool) -> str:
    """The colour a card is written in on the felt."""
    style = segments(card, four_colours)[0].style
    assert style is not None and style.color is not None
    return Color.from_rich_color(style.color).hex


def test_there_are_a_dark_a_light_and_a_high_contrast_theme() -> None:
    """The looks offered include a light one, a dark one and a high-contrast one."""
    assert {THEMES[name].dark for name in THEMES} == {True, False}
    assert "belote-contrast" in THEMES and THEMES["belote-contrast"].background == "#000000"


@pytest.mark.parametrize("name", list(THEMES))
def test_four_colour_deck_in_every_theme(name: str) -> None:
    """With four colours ♦ and ♥ (and ♣ and ♠) differ on the felt; with two they pair up."""
    themes.set_theme(name)
    diamond, heart = Card(Rank.ACE, Suit.DIAMONDS), Card(Rank.ACE, Suit.HEARTS)
    club, spade = Card(Rank.ACE, Suit.CLUBS), Card(Rank.ACE, Suit.SPADES)
    assert text_colour(diamond, True) != text_colour(heart, True)
    assert text_colour(club, True) != text_colour(spade, True)
    assert text_colour(diamond, False) == text_colour(heart, False)
    assert text_colour(club, False) == text_colour(spade, False)
    felt = THEMES[name].variables["felt"]
    assert all(colour(role) != felt for role in ("spades", "hearts", "diamonds4", "clubs4", "us", "them"))


@run_async
async def test_theme_option_changes_the_look_and_is_saved(tmp_path: Path) -> None:
    """The options' « Thème » line sets ``App.theme``, the text colours follow, and it is saved."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        assert app.theme == "belote-dark"
        dark_us = colour("us")
        await pilot.press("o", "up", "right", "enter")  # the last line (the cursor wraps up to it)
        await settle(pilot)
        assert app.theme == "belote-light" and app.settings.theme == "belote-light"
        assert colour("us") != dark_us
        assert json.loads((tmp_path / "options.json").read_text())["theme"] == "belote-light"
        assert app.get_css_variables()["felt"] == THEMES["belote-light"].variables["felt"]


async def search_palette(pilot: Pilot[None], words: str) -> None:
    """Open the command palette (ctrl+p) and type ``words`` in its search."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    assert CommandPalette.is_open(pilot.app)
    await pilot.press(*words)


@run_async
async def test_command_palette_offers_the_themes(tmp_path: Path) -> None:
    """ctrl+p lists the looks in the player's language; choosing one switches and saves it."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        await search_palette(pilot, "contraste")
        await pilot.pause(0.3)
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.theme == "belote-contrast"
        assert json.loads((tmp_path / "options.json").read_text())["theme"] == "belote-contrast"


@pytest.mark.parametrize("no_color", [False, True])
@run_async
async def test_no_color_is_honoured(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_color: bool) -> None:
    """With NO_COLOR set the app's output filter removes the suits' colours; without, red stays red."""
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    else:
        monkeypatch.delenv("NO_COLOR", raising=False)
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        filters = app.get_line_filters()
        assert app.no_color == no_color
        assert any(isinstance(f, (Monochrome, NoColor)) for f in filters) == no_color
        line = segments(Card(Rank.ACE, Suit.HEARTS), True)
        for line_filter in filters:
            line = line_filter.apply(line, Color(0, 0, 0))
        style = line[0].style
        assert style is not None
        shown = Color.from_rich_color(style.color) if style.color is not None else None
        coloured = shown is not None and not (shown.r == shown.g == shown.b)
        assert coloured == (not no_color)


@run_async
async def test_each_look_in_the_palette_says_what_it_is_and_which_is_in_use(tmp_path: Path) -> None:
    """The palette's looks each say what they are like (not one line for all three), and the one
    in use says so."""
    from belote.tui.palette import ThemeCommands

    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        commands = ThemeCommands(app.screen)
        helps = {name: commands.help(name) for name in THEMES}
        assert len(set(helps.values())) == len(THEMES)
        in_use = [name for name, text in helps.items() if text.endswith("(celui de la table)")]
        assert in_use == [app.theme]


def contrast(first: str, second: str) -> float:
    """The contrast ratio of two colours, as the accessibility guidelines compute it (1 to 21)."""

    def luminance(colour: str) -> float:
        parts = [part / 255 for part in Color.parse(colour).rgb]
        linear = [p / 12.92 if p <= 0.03928 else ((p + 0.055) / 1.055) ** 2.4 for p in parts]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("four_colours", [False, True])
def test_a_card_that_may_not_be_played_keeps_its_suit_readable(four_colours: bool) -> None:
    """Greyed because it may not be played now, a card still reads, in its suit's hue: at least
    3:1 against its greyed face (it was about 2:1, one grey for every suit), in full colour and as
    a 256-colour terminal shows it (the dark green of the four-colour clubs was 2:1 there)."""
    inks = set()
    for suit in Suit:
        card = Card(Rank.KING, suit)
        row = card_rows(card, four_colours=four_colours, dim=True)[1]
        face = next(span.style for span in row.spans if isinstance(span.style, Style) and span.style.bgcolor)
        assert isinstance(face, Style) and face.color is not None and face.bgcolor is not None
        for system in (ColorSystem.TRUECOLOR, ColorSystem.EIGHT_BIT):
            ink = face.color.downgrade(system).get_truecolor().hex
            ground = face.bgcolor.downgrade(system).get_truecolor().hex
            assert contrast(ink, ground) >= 3, (suit, system, ink, ground)
        inks.add(face.color.get_truecolor().hex)
    assert len(inks) == (4 if four_colours else 2)  # each colour of the deck still told apart


@pytest.mark.parametrize("key", ["pageup", "pagedown"])
@run_async
async def test_a_page_key_pressed_as_the_palette_opens_does_not_end_the_game(
    tmp_path: Path, key: str
) -> None:
    """ctrl+p then Pg↑ in one go: Textual's list raised a KeyError before it was laid out, which
    ended the game with a traceback; the key now does nothing and the palette stays open."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        for pressed in ("ctrl+p", key):  # queued together, as a terminal sends them in one go
            app.post_message(events.Key(pressed, None))
        await pilot.pause()
        assert app.is_running and CommandPalette.is_open(app)


@run_async
async def test_the_palette_finds_a_key_of_the_table_by_its_name_and_does_what_it_does(tmp_path: Path) -> None:
    """ctrl+p at the table lists the keys the Footer offers, by their names and keys (« Feuille (f) »):
    typing what it does (« marque ») and Enter opens the score sheet as « f » would; keys not
    offered now (undo before any move) are not listed, nor the pairs that move one way or the other
    (←→), which a single command would only move one way."""
    from belote.tui.palette import KeyCommands
    from belote.tui.score_screens import SheetScreen

    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        table = await start(pilot)
        commands = KeyCommands(table).commands()
        listed = [text for text, _, _, _ in commands]
        assert f"{tr('key.sheet')} (f)" in listed
        assert not any(text.startswith(tr("key.undo")) for text in listed)
        assert not any(action.startswith("move(") for _, _, action, _ in commands)  # ←→: the keys'
        assert not {"play", "take", "pass"} & {action for _, _, action, _ in commands}  # an Enter never bids
        assert f"{tr('key.sort')} (r)" in listed  # a comfort key the Footer drops at 80 columns
        await search_palette(pilot, "marque")  # « la feuille de marque »: found by what it does
        await pilot.pause(0.5)
        await pilot.press("enter")
        for _ in range(50):
            await pilot.pause(0.02)
            if isinstance(app.screen, SheetScreen):
                break
        assert isinstance(app.screen, SheetScreen)


@run_async
async def test_a_search_that_finds_nothing_says_so_in_the_players_language(tmp_path: Path) -> None:
    """Textual's « No matches found » is English: the palette says it in French."""
    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await start(pilot)
        await search_palette(pilot, "zzqx")
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        for _ in range(100):
            await pilot.pause(0.05)
            options = palette.query_one(CommandList).options
            if options:
                break
        said = [str(option.prompt.renderable) for option in options]  # type: ignore[attr-defined]
        assert said == [tr("cmd.none")]


@run_async
async def test_the_palette_lists_the_keys_before_the_looks(tmp_path: Path) -> None:
    """Before anything is typed the keys come first, then the looks (at 80×24 the looks took the top
    lines before any key); typed words still find both."""
    from belote.tui.palette import TableCommands

    app = make_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        table = await start(pilot)
        provider = TableCommands(table)
        shown = [str(hit.display) async for hit in provider.discover()]
        first_look = next(i for i, text in enumerate(shown) if text.startswith(tr("cmd.theme", name="")))
        assert first_look > 0 and f"{tr('key.sheet')} (f)" in shown[:first_look]
        assert all(text.startswith(tr("cmd.theme", name="")) for text in shown[first_look:])
        found = [str(hit.text) async for hit in provider.search("clair")]
        assert found and all("clair" in text.lower() for text in found)


FRAMES = ("place", "frame", "chosen", "master")
"""The roles drawn as lines around cards, not as words: the rest are text."""


@pytest.mark.parametrize("name", list(THEMES))
def test_every_words_colour_reads_on_the_felt_the_panel_and_the_dialogs(name: str) -> None:
    """Each look's words (team names, suits on the felt, notices, errors, the bots' card backs) read
    at 4.5:1 on the felt, the side panel and the dialogs, and still at 3:1 as a 256-colour terminal
    (tmux's) draws them: the light look's orange and the dark felt's reds and blues fell to 2:1 there."""
    from belote.tui.themes import _LOOKS

    _, variables, colours = _LOOKS[name]
    for role, ink in colours.items():
        if role in FRAMES:
            continue
        for ground in ("felt", "felt-dark", "dialog"):
            background = variables[ground]
            assert contrast(ink, background) >= 4.5, (role, ground, ink, background)
            eight_bit = [
                RichColor.parse(c).downgrade(ColorSystem.EIGHT_BIT).get_truecolor().hex
                for c in (ink, background)
            ]
            assert contrast(*eight_bit) >= 3, (role, ground, eight_bit)


def test_the_light_felt_stays_cream_in_a_256_colour_terminal() -> None:
    """The light felt drawn in 256 colours keeps its hue: no more red than green (it was pink)."""
    felt = RichColor.parse(THEMES["belote-light"].variables["felt"]).downgrade(ColorSystem.EIGHT_BIT)
    red, green, _ = felt.get_truecolor()
    assert red - green <= 16, felt.get_truecolor().hex
