"""The screens outside the table: start menu, options and help."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from rich.console import RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical, VerticalScroll
from textual.geometry import Region, Spacing
from textual.reactive import reactive
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Static
from textual.widgets.option_list import Option

from belote.engine import Match, Rules
from belote.history import FILENAME
from belote.tui.friends import FriendsScreen
from belote.tui.help_markdown import HelpMarkdown
from belote.tui.helptext import RESUME_COMMAND, help_markdown
from belote.tui.i18n import FR, language, team_name, tr
from belote.tui.menu_list import MenuList
from belote.tui.option_words import rules_line, value_label
from belote.tui.score_screens import manche_name, manche_title
from belote.tui.screens import NoticesWait, PromptScreen
from belote.tui.scrolling import SCROLL_BINDINGS, ScrollKeys
from belote.tui.sorting import SORT_ORDERS
from belote.tui.stats_screen import StatsScreen
from belote.tui.storage import RULE_CHOICES, SPEEDS, Settings
from belote.tui.themes import THEMES, colour
from belote.tui.translate import LiveFooter, TranslatedBindings
from belote.tui.typography import PlainBlanks, french_line

if TYPE_CHECKING:
    from belote.tui.app import BeloteApp

TITLE_ART = """\
╭──────────────────────────────╮
│  ♠  ♥   B E L O T E   ♦  ♣   │
╰──────────────────────────────╯"""


def partie_summary(match: Match) -> str:
    """The saved partie in two lines: manches won, then the manche in progress or the next one."""
    us, them = match.manches
    lines = [tr("start.saved_manches", us=us, them=them)]
    if match.manche_over:
        lines.append(tr("start.saved_next", what=manche_name(match, match.manche_index + 1)))
    else:
        score_us, score_them = match.scores
        what = manche_title(match, match.manche_index)
        lines.append(tr("start.saved_playing", what=what, us=score_us, them=score_them))
    return "\n".join(lines)


class StartScreen(TranslatedBindings, Screen[None]):
    """Continue the saved partie, start a new one, options, rules, quit."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "key.continue", key_display="⏎", show=False),
        Binding("question_mark", "app.help", "key.help", key_display="?"),
        Binding("o", "app.options", "key.options"),
        Binding("q", "app.quit", "key.quit"),
    ]

    def compose(self) -> ComposeResult:
        """Title, what is saved, and the menu."""
        app: BeloteApp = self.app  # type: ignore[assignment]
        saved = app.saved_summary()
        options = []
        if saved is not None:
            options.append(Option(tr("start.continue"), id="continue"))
        options += [
            Option(tr("start.new"), id="new"),
            Option(tr("start.friends"), id="friends"),
            Option(tr("start.stats"), id="stats"),
            Option(tr("start.options"), id="options"),
            Option(tr("start.rules"), id="rules"),
            Option(tr("start.quit"), id="quit"),
        ]
        with Vertical(id="start"):
            yield Static(Text(TITLE_ART, Style(color=colour("accent"), bold=True)), id="title")
            yield Static(Text(tr("start.subtitle"), Style(dim=True)), id="subtitle")
            yield Static(Text(saved or "", Style(color=colour("us"))), id="saved")
            with Center():
                yield MenuList(*options, id="menu")
            yield Static(Text(tr("start.hint"), Style(dim=True)), id="hint")
        yield LiveFooter(compact=True, show_command_palette=False)

    away = False
    """A line of the menu opened another screen: back from it, the menu highlights its first choice."""

    def on_mount(self) -> None:
        """Enter continues the saved partie if any (a new one with ``--seed``), else starts one."""
        self.highlight_play()

    def on_screen_resume(self) -> None:
        """Back from the statistics, the options, the rules or the friends' form, Enter means play
        again (a terminal resized meanwhile keeps the line where it was)."""
        if self.away:
            self.away = False
            self.highlight_play()

    def highlight_play(self) -> None:
        """Highlight continuing the saved partie (a new one with ``--seed``), or a new one."""
        menu = self.query_one(MenuList)
        app: BeloteApp = self.app  # type: ignore[assignment]
        menu.highlighted = 1 if app.prefer_new and app.saved_summary() is not None else 0
        menu.focus()

    def on_option_list_option_selected(self, event: MenuList.OptionSelected) -> None:
        """Do what the chosen line says; a second Enter typed on the first one's heels, which reaches
        the menu after the first opened another screen, does nothing (it started the partie again)."""
        if not self.is_active:
            return
        app: BeloteApp = self.app  # type: ignore[assignment]
        choice = event.option.id
        self.away = choice in ("friends", "stats", "options", "rules")
        if choice == "continue":
            app.continue_saved()
        elif choice == "new":
            self.confirm_new()
        elif choice == "friends":
            app.push_screen(FriendsScreen())
        elif choice == "stats":
            app.push_screen(StatsScreen(app.storage.root / FILENAME))
        elif choice == "options":
            app.action_options()
        elif choice == "rules":
            app.action_help()
        else:
            app.exit()

    def action_select(self) -> None:
        """Enter with no focus: select the highlighted line."""
        self.query_one(MenuList).action_select()

    def confirm_new(self) -> None:
        """A new partie replaces the saved one: ask first; Enter keeps the saved partie."""
        app: BeloteApp = self.app  # type: ignore[assignment]
        saved = app.saved_summary()
        if saved is None:
            app.start_new()
            return

        def answer(yes: bool | None) -> None:
            if yes:
                app.start_new()
            else:  # the saved partie kept: Enter now continues it, not asks the question again
                self.query_one(MenuList).highlighted = 0

        hint = tr("prompt.new_hint", saved=saved.replace("\n", ". "))
        app.push_screen(PromptScreen(tr("prompt.new"), hint, default=False), answer)


@dataclass(frozen=True)
class OptionSpec:
    """One line of the options screen: where the value lives, its choices and how to name them."""

    name: str
    choices: tuple[Any, ...]
    on_rules: bool = False


def _options(levels: tuple[str, ...]) -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("lang", ("fr", "en")),
        OptionSpec("announces", (False, True), True),
        OptionSpec("target", RULE_CHOICES["target"], True),
        OptionSpec("manches", RULE_CHOICES["manches"], True),
        OptionSpec("consolante", (False, True), True),
        OptionSpec("direction", ("counterclockwise", "clockwise"), True),
        OptionSpec("must_undertrump", (True, False), True),
        OptionSpec("all_pass_same_dealer", (False, True), True),
        OptionSpec("first_packet", (3, 2), True),
        OptionSpec("shuffle_each_deal", (False, True), True),
        OptionSpec("carre_of_sevens_voids", (False, True), True),
        OptionSpec("carre_of_eights_cancels", (False, True), True),
        OptionSpec("partner_level", levels),
        OptionSpec("west_level", levels),
        OptionSpec("east_level", levels),
        OptionSpec("speed", tuple(SPEEDS)),
        OptionSpec("auto_belote", (False, True)),
        OptionSpec("auto_announce", (False, True)),
        OptionSpec("auto_play", (False, True)),
        OptionSpec("undo", (True, False)),
        OptionSpec("auto_review", (False, True)),
        OptionSpec("cut_yourself", (True, False)),
        OptionSpec("sort_order", SORT_ORDERS),
        OptionSpec("four_colours", (False, True)),
        OptionSpec("theme", tuple(THEMES)),
    )


ACTS_WITH: dict[str, str] = {"carre_of_eights_cancels": "announces"}
"""Options that only act while another is on (four 8s cancel announces): drawn dim while it is off."""


class OptionsList(TranslatedBindings, Widget, can_focus=True):
    """The options as lines with a cursor; ←/→ change the value under the cursor."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "move(-1)", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("left", "change(-1)", "key.change", key_display="←→"),
        Binding("right,space", "change(1)", show=False),
        Binding("pageup", "page(-1)", show=False),  # the cursor moves with the page: never out of view
        Binding("pagedown", "page(1)", show=False),
        Binding("home", "to(0)", show=False),
        Binding("end", "to(-1)", show=False),
    ]

    cursor: reactive[int] = reactive(0)
    values: reactive[dict[str, Any]] = reactive(dict, always_update=True)

    def __init__(self, specs: tuple[OptionSpec, ...], values: dict[str, Any]) -> None:
        super().__init__()
        self.specs = specs
        self.set_reactive(OptionsList.values, dict(values))

    def render(self) -> RenderableType:
        """A two-column table: label, value in ‹ ›; one line per option (the cursor's scrolling
        counts on it), cut with « … » rather than wrapped on a terminal too narrow for a line. The
        notes that explain « * » and « pts/donne » are drawn under the list by the screen, always
        in view however far the list scrolls."""
        table = Table.grid(padding=(0, 2))
        table.add_column(no_wrap=True, overflow="ellipsis")
        table.add_column(no_wrap=True, overflow="ellipsis")
        for i, spec in enumerate(self.specs):
            chosen = i == self.cursor
            idle = spec.name in ACTS_WITH and not self.values.get(ACTS_WITH[spec.name], True)
            plain = Style(dim=True) if idle else Style()
            style = Style(color="black", bgcolor="#ffd75f", bold=True) if chosen else plain
            marker = "‹ " if chosen else "  "
            end = " ›" if chosen else "  "
            label = tr(f"opt.{spec.name}") + (" *" if spec.on_rules else "")
            table.add_row(
                Text(label, plain),
                Text(marker + value_label(spec.name, self.values[spec.name]) + end, style),
            )
        return table

    def action_move(self, step: int) -> None:
        """Move the cursor up or down."""
        self.cursor = (self.cursor + step) % len(self.specs)

    def action_page(self, direction: int) -> None:
        """Move the cursor by the lines in view, up or down, stopping at the first and last."""
        container = self.parent
        rows = max(1, container.size.height - 1) if isinstance(container, Widget) else 1
        self.cursor = min(max(self.cursor + direction * rows, 0), len(self.specs) - 1)

    def action_to(self, index: int) -> None:
        """Put the cursor on the first line (0) or the last (-1)."""
        self.cursor = index % len(self.specs)

    def watch_cursor(self, cursor: int) -> None:
        """Keep the line under the cursor in view when the list is taller than the terminal."""
        container = self.parent
        if isinstance(container, Widget):
            line = Region(0, self.virtual_region.y + cursor, 1, 1)
            container.scroll_to_region(line, animate=False, spacing=Spacing(1, 0, 1, 0))

    def action_change(self, step: int) -> None:
        """Cycle the value under the cursor."""
        spec = self.specs[self.cursor]
        current = self.values[spec.name]
        index = spec.choices.index(current) if current in spec.choices else 0
        self.values = {**self.values, spec.name: spec.choices[(index + step) % len(spec.choices)]}


_OPTIONS_AROUND = 10
"""Lines of the options screen outside its list: the frame (2), the title, the meaning of the option
under the cursor with the blank line above it (3), the notes (3) and the Footer."""


class OptionsScreen(NoticesWait, TranslatedBindings, ModalScreen[Settings | None]):
    """Every Rules variant for new parties, bot levels and speed, language, cards, automatic calls."""

    passing_notices_wait = False  # one on show was about the table: it would cover the values

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "save", "key.save", key_display="⏎"),
        Binding("escape", "cancel", "key.cancel", key_display="key.esc"),
    ]

    def __init__(
        self, settings: Settings, levels: tuple[str, ...], default_level: str, note: str = "opt.rules_note"
    ) -> None:
        """``note``: the key of what the options change now: the next new partie, or nothing of the
        shared table open (a friend's, where the host's rules and bots apply, or the one we host)."""
        super().__init__()
        self.settings, self.note = settings, note
        self.specs = _options(levels)
        values: dict[str, Any] = {}
        for spec in self.specs:
            source: Any = settings.rules if spec.on_rules else settings
            values[spec.name] = getattr(source, spec.name)
            if spec.name.endswith("_level") and values[spec.name] not in levels:
                values[spec.name] = default_level
        self.initial = values

    def compose(self) -> ComposeResult:
        """Title, the list (scrolling on its own when the terminal is short), then the notes that
        explain its marks and the keys' hint, always in view under it."""
        rules_note = tr(self.note)
        notes = Text("\n".join(("* " + rules_note, tr("opt.levels_note"), tr("opt.hint"))), Style(dim=True))
        with Vertical(classes="dialog options"):
            yield Static(Text(tr("opt.title"), Style(bold=True)))
            with VerticalScroll(id="options-scroll", can_focus=False):
                yield OptionsList(self.specs, self.initial)
            yield Static(id="options-about")
            yield Static(notes, id="options-notes")
        yield LiveFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Say what the option under the cursor means, and again whenever the cursor moves."""
        options = self.query_one(OptionsList)
        self.watch(options, "cursor", self.explain)
        self.watch(options, "values", lambda _: self.explain(options.cursor), init=False)

    def explain(self, cursor: int) -> None:
        """The meaning of the option on line ``cursor``, under the list; a bot's seat says what the
        level shown there plays like, and again as ←→ change it."""
        name = self.specs[cursor].name
        about = tr(f"about.{name}")
        if name.endswith("_level"):
            level = self.query_one(OptionsList).values[name]
            if f"about.level.{level}" in FR:
                about += " " + tr(f"about.level.{level}")
        glued = Text(french_line(about, language()))  # « x » kept whole, drawn with plain spaces
        self.query_one("#options-about", Static).update(PlainBlanks(glued))

    def on_resize(self) -> None:
        """Give the list the height the title, the notes, the frame and the Footer leave."""
        self.query_one("#options-scroll").styles.max_height = max(3, self.size.height - _OPTIONS_AROUND)

    def action_save(self) -> None:
        """Return the new settings."""
        values = self.query_one(OptionsList).values
        rules_values = {s.name: values[s.name] for s in self.specs if s.on_rules}
        other = {s.name: values[s.name] for s in self.specs if not s.on_rules}
        try:
            rules = Rules(**{**self.settings.rules.to_json(), **rules_values})
        except ValueError:
            rules = self.settings.rules
        self.dismiss(replace(self.settings, rules=rules, **other))

    def action_cancel(self) -> None:
        """Leave without changing anything; changes made on the screen are said to be dropped."""
        changed = self.query_one(OptionsList).values != self.initial
        self.dismiss(None)
        if changed:
            app: BeloteApp = self.app  # type: ignore[assignment]
            app.tell(tr("notify.options_dropped"))


class HelpScreen(NoticesWait, ScrollKeys, TranslatedBindings, ModalScreen[None]):
    """The keys, then the rules as implemented (docs/rules.md), in the player's language only; the
    passing notices wait until it closes (they covered its table of keys)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "key.close", key_display="key.esc"),
        Binding("q,question_mark,f1,enter", "close", show=False),
        *SCROLL_BINDINGS,
        Binding("space", "scroll_page(1)", show=False),
    ]

    def __init__(
        self,
        shared: tuple[str, str, str] | None = None,
        joined: str | None = None,
        table: Rules | None = None,
        resume: str = RESUME_COMMAND,
        invitation: str = "",
    ) -> None:
        """``shared``: at a shared table, the names of the seats on our left, across and on our right
        as the table shows them (the help then names our partner and leaves out the keys off there);
        ``joined``: at a table we joined, the host's address (how to come back), None when hosting;
        ``table``: the rules of the partie under way, said above the classic rules; ``resume``: the
        command that opens a hosted table again; ``invitation``: hosting, the line that invites a
        friend (the table's code as it is now)."""
        super().__init__()
        self.shared, self.joined, self.table, self.resume = shared, joined, table, resume
        self.invitation = invitation

    def compose(self) -> ComposeResult:
        """Keys and rules in one scrolling Markdown document."""
        table = None if self.table is None else rules_line(self.table, self.shared is not None)
        self.text = help_markdown(
            team_name(0), team_name(1), self.shared, self.joined, table, self.resume, self.invitation
        )
        markdown = HelpMarkdown(self.text, code_theme="ansi_dark", inline_code_theme="ansi_dark")
        with VerticalScroll(classes="dialog help", id="help-scroll"):
            yield Static(PlainBlanks(markdown), id="help-text")  # French lines broken as French is set
        yield LiveFooter(compact=True, show_command_palette=False)

    def action_close(self) -> None:
        """Back to where the player was."""
        self.dismiss(None)
