"""The options screen shows every option with its value, marks the rules and the cursor, and cycles values."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from rich.style import Style
from rich.table import Table
from rich.text import Text

from belote.bots import BOTS, LEVELS
from belote.bots.heuristic import HeuristicBot
from belote.tui.app import BeloteApp
from belote.tui.i18n import set_language, tr
from belote.tui.menus import OptionsList
from belote.tui.option_words import value_label
from belote.tui.storage import Settings, Storage
from belote.tui.typography import GLUE
from belote.tui.widgets import HandView

from .behaviour_support import open_options
from .conftest import make_app, run_async, screen_text, settle, start, text_of


def lines_of(options: OptionsList) -> list[tuple[Text, Text]]:
    """The (label, value) cells of the options table as drawn."""
    table = options.render()
    assert isinstance(table, Table)
    labels, values = (list(column.cells) for column in table.columns)
    assert all(isinstance(cell, Text) for cell in labels + values)
    return list(zip(labels, values, strict=True))  # type: ignore[arg-type]


def test_values_read_as_words() -> None:
    """Booleans, directions, deals, decks, levels, speeds and languages read as words; numbers as numbers."""
    assert value_label("announces", True) == tr("val.on") and value_label("announces", False) == tr("val.off")
    assert value_label("direction", "counterclockwise") == tr("val.counterclockwise")
    assert value_label("all_pass_same_dealer", True) == tr("val.same_dealer")
    assert value_label("all_pass_same_dealer", False) == tr("val.next_dealer")
    assert value_label("first_packet", 2) == tr("val.packet2")
    assert value_label("four_colours", True) == tr("val.four_colours")
    assert value_label("four_colours", False) == tr("val.two_colours")
    assert value_label("partner_level", "heuristic") == tr("val.heuristic")
    assert value_label("speed", "instant") == tr("val.instant")
    assert value_label("lang", "en") == "English"
    assert value_label("target", 1500) == "1500"


def apps_in_each_language(home: Path) -> Iterator[tuple[str, BeloteApp]]:
    """An app on ``home`` in French, then one in English; French again once done."""
    try:
        for lang in ("fr", "en"):
            set_language(lang)
            yield lang, make_app(home)
    finally:
        set_language("fr")


@run_async
async def test_each_option_shows_its_label_value_rules_mark_and_cursor(tmp_path: Path) -> None:
    """One line per option: its label (« * » for a rule of the next partie) and its value; only the
    line under the cursor is framed ‹ › and highlighted; ←/→ cycle the value under it. Four 8s that
    may cancel the announces are drawn dim while the announces are off (they act on nothing)."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        screen = await open_options(pilot)
        options = screen.query_one(OptionsList)
        for cursor in (0, 1):
            assert options.cursor == cursor
            lines = lines_of(options)
            assert len(lines) == len(screen.specs)
            for index, (spec, (label, value)) in enumerate(zip(screen.specs, lines, strict=True)):
                assert label.plain == tr(f"opt.{spec.name}") + (" *" if spec.on_rules else "")
                shown = value_label(spec.name, options.values[spec.name])
                idle = spec.name == "carre_of_eights_cancels"  # four 8s act with announces, off here
                plain = Style(dim=True) if idle else Style()
                assert label.style == plain
                if index == cursor:
                    assert value.plain == f"‹ {shown} ›" and value.style != Style()
                else:
                    assert value.plain == f"  {shown}  " and value.style == plain
            if cursor == 0:
                await pilot.press("down")
        await pilot.press("down")
        target = screen.specs[2]
        assert target.name == "target" and options.values["target"] == 1000
        await pilot.press("right")
        assert options.values["target"] == 1500
        await pilot.press("left", "left")
        assert options.values["target"] == 500
        await pilot.press("left")
        assert options.values["target"] == 2000  # values wrap around
        await pilot.press("up", "up", "up")
        assert options.cursor == len(screen.specs) - 1  # so does the cursor
        await pilot.press("home", "down", "right")  # announces on: four 8s may cancel them again
        assert options.values["announces"] is True
        eights = [spec.name for spec in screen.specs].index("carre_of_eights_cancels")
        label, value = lines_of(options)[eights]
        assert label.style == Style() and value.style == Style()


@run_async
async def test_options_saved_during_a_partie_apply_at_once(tmp_path: Path) -> None:
    """Changing the partner's level and the deck mid-partie reseats North and redraws the hand; the
    partie itself goes on unchanged."""
    Storage(tmp_path).save_settings(
        Settings(partner_level="heuristic", west_level="heuristic", east_level="heuristic")
    )
    app = BeloteApp(seed=4, bot_delay=0, home=tmp_path, lang="fr")
    async with app.run_test() as pilot:
        screen = await start(pilot)
        before = app.match.to_json()
        assert isinstance(app.bots[2], HeuristicBot)
        options = await open_options(pilot)
        names = [spec.name for spec in options.specs]
        for name, presses in (("partner_level", 1), ("four_colours", 1)):
            while options.query_one(OptionsList).cursor != names.index(name):
                await pilot.press("down")
            for _ in range(presses):
                await pilot.press("left")
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen
        assert app.settings.partner_level != "heuristic"
        assert type(app.bots[2]) is BOTS[app.settings.partner_level] and isinstance(app.bots[1], HeuristicBot)
        assert screen.query_one(HandView).four_colours is True
        assert app.match.to_json()["deals"][0][: len(before["deals"][0])] == before["deals"][0]
        assert Storage(tmp_path).load_settings() == (app.settings, [])


@run_async
async def test_every_option_can_be_changed_and_saved(tmp_path: Path) -> None:
    """One step right on every line, then Enter: each option takes its next value (rules included:
    every choice offered is one the rules accept)."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        screen = await open_options(pilot)
        expected = {}
        for spec in screen.specs:
            start_value = screen.initial[spec.name]
            expected[spec.name] = spec.choices[(spec.choices.index(start_value) + 1) % len(spec.choices)]
            await pilot.press("right", "down")
        await pilot.press("enter")
        await pilot.pause()
        settings = app.settings
        for spec in screen.specs:
            source = settings.rules if spec.on_rules else settings
            assert getattr(source, spec.name) == expected[spec.name], spec.name


@run_async
async def test_between_deals_line_chooses_gather_and_cut_or_a_fresh_shuffle(tmp_path: Path) -> None:
    """« Entre les donnes : ramasser et couper » by default; → makes it « mélanger », saved as the
    rule of the next partie; in English « Between deals: gather and cut / shuffle »."""
    app = make_app(tmp_path)
    async with app.run_test() as pilot:
        screen = await open_options(pilot)
        options = screen.query_one(OptionsList)
        row = [spec.name for spec in screen.specs].index("shuffle_each_deal")
        label, value = lines_of(options)[row]
        assert label.plain == "Entre les donnes *" and value.plain.strip() == "ramasser et couper"
        while options.cursor != row:
            await pilot.press("down")
        await pilot.press("right")
        assert lines_of(options)[row][1].plain == "‹ mélanger ›"
        await pilot.press("enter")
        await pilot.pause()
    assert app.settings.rules.shuffle_each_deal is True
    assert Storage(tmp_path).load_settings()[0].rules.shuffle_each_deal is True
    set_language("en")
    try:
        assert tr("opt.shuffle_each_deal") == "Between deals"
        assert (value_label("shuffle_each_deal", False), value_label("shuffle_each_deal", True)) == (
            "gather and cut",
            "shuffle",
        )
    finally:
        set_language("fr")


def test_a_bad_between_deals_value_falls_back_alone(tmp_path: Path) -> None:
    """The options file is read field by field: a between-deals value that is not true/false falls
    back to gathering and cutting, and the other rules read beside it are kept."""
    (tmp_path / "options.json").write_text(json.dumps({"rules": {"shuffle_each_deal": "oui", "target": 500}}))
    settings, bad = Storage(tmp_path).load_settings()
    assert settings.rules.shuffle_each_deal is False and settings.rules.target == 500
    assert any("shuffle_each_deal" in name for name in bad)


def test_carre_options_say_the_holder_chooses() -> None:
    """A carré of 7s or 8s is declared only if its holder wants: the option lines say it is a choice,
    not something that happens by itself."""
    try:
        for lang, choice in (("fr", "au choix"), ("en", "may")):
            set_language(lang)
            for name in ("carre_of_sevens_voids", "carre_of_eights_cancels"):
                assert choice in tr(f"opt.{name}"), (lang, name)
    finally:
        set_language("fr")


@run_async
async def test_every_option_and_value_fits_one_line_at_80_columns(tmp_path: Path) -> None:
    """At 80×24, in both languages, each option with each of its values (under the cursor, framed)
    is drawn on one line, whole: nothing wraps and nothing is cut, so the cursor's line is the
    option's line when the list scrolls."""
    for lang, app in apps_in_each_language(tmp_path):
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_options(pilot)
            options = screen.query_one(OptionsList)
            width = options.content_region.width
            for index, spec in enumerate(screen.specs):
                options.cursor = index
                for choice in spec.choices:
                    options.values = {**options.values, spec.name: choice}
                    at_width = app.console.options.update_width(width)
                    lines = app.console.render_lines(options.render(), at_width)
                    drawn = ["".join(segment.text for segment in line).rstrip() for line in lines]
                    row = drawn[index]
                    label = tr(f"opt.{spec.name}")
                    assert row.lstrip().startswith(label), (lang, row)
                    assert row.endswith(f"‹ {value_label(spec.name, choice)} ›"), (lang, row)
                    assert len(drawn) == len(screen.specs)  # one row per option, nothing else


@run_async
async def test_the_notes_under_the_options_stay_in_view_at_80_by_24(tmp_path: Path) -> None:
    """At 80×24 the list is taller than the screen: wherever the cursor is, the notes that explain
    « * » and « pts/donne » and the keys' hint are on screen under the list, with the cursor's line."""
    for lang, app in apps_in_each_language(tmp_path):
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_options(pilot)
            notes = ("* " + tr("opt.rules_note"), tr("opt.levels_note"), tr("opt.hint"))
            for step in ("", "up", *["up"] * 12):  # the first line, the last, then back up the list
                if step:
                    await pilot.press(step)
                await pilot.pause()
                shown = screen_text(app)
                rows = [i for i, line in enumerate(shown) if any(note in line for note in notes)]
                assert len(rows) == 3, (lang, step, shown)
                cursor = screen.query_one(OptionsList).cursor
                label = tr(f"opt.{screen.specs[cursor].name}")
                assert any(label in line and "‹" in line for line in shown[: rows[0]]), (lang, cursor)


@run_async
async def test_the_option_under_the_cursor_is_explained_whole_under_the_list(tmp_path: Path) -> None:
    """« Carré de 8 : annule au choix » says little alone: at 80×24, in both languages, the option
    under the cursor is explained under the list, whole, in two lines at most, and the explanation
    follows the cursor to every option."""
    from textual.widgets import Static

    for lang, app in apps_in_each_language(tmp_path):
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_options(pilot)
            about = screen.query_one("#options-about", Static)
            said = set()
            for index, spec in enumerate(screen.specs):
                if index:
                    await pilot.press("down")
                await pilot.pause()
                meaning = tr(f"about.{spec.name}")
                assert meaning != f"about.{spec.name}", (lang, spec.name)  # every option has its own
                assert not any(GLUE in line for line in screen_text(app))  # plain spaces on the screen
                shown = " ".join(" ".join(screen_text(app)).replace("│", " ").split())
                assert " ".join(meaning.split()) in shown, (lang, spec.name, meaning)
                width = about.content_region.width
                fitted = app.console.options.update_width(width)
                assert len(app.console.render_lines(Text(meaning), fitted)) <= 2
                drawn = [line.replace("│", " ").strip() for line in screen_text(app)]
                assert not any(line.endswith("«") or line.startswith("»") for line in drawn), drawn
                said.add(meaning)
            assert len(said) == len(screen.specs)  # each option its own sentence


@run_async
async def test_a_bots_seat_says_what_the_level_shown_plays_like_as_it_changes(tmp_path: Path) -> None:
    """On a bot's seat, the explanation under the list says what the level shown there plays like
    (the beginner's mistakes, the club player's count of the last cards, the expert's reading, the
    master's longer thinking) and follows ←→ from level to level, whole, in two lines at most."""
    from textual.widgets import Static

    for lang, app in apps_in_each_language(tmp_path):
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_options(pilot)
            options = screen.query_one(OptionsList)
            while screen.specs[options.cursor].name != "partner_level":
                await pilot.press("down")
            about = screen.query_one("#options-about", Static)
            seen = []
            for _ in LEVELS:
                await pilot.press("right")
                await pilot.pause()
                level = options.values["partner_level"]
                shown = " ".join(text_of(about.content, 200).split())
                assert shown.startswith(tr("about.partner_level")), (lang, shown)
                assert shown.endswith(tr(f"about.level.{level}")), (lang, level, shown)
                fitted = app.console.options.update_width(about.content_region.width)
                assert len(app.console.render_lines(Text(shown), fitted)) <= 2
                seen.append(level)
            assert sorted(seen) == sorted(LEVELS)  # every level, each said as it came
