"""« Jouer avec des amis » from the start menu: host a table or join a friend's without typing a
command line. Each form builds the same ``NetOptions`` as ``belote-tui host`` / ``belote-tui join``
(the same defaults) and the app opens the shared table's waiting room with it."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Checkbox, Input, Static
from textual.widgets.option_list import Option

from belote.net.protocol import DEFAULT_PORT, NAME_LENGTH
from belote.tui.addresses import joining, name_problem, port_number
from belote.tui.hostfiles import last_joined, saved_place, saved_table
from belote.tui.i18n import tr
from belote.tui.key_order import OrderedInput, after_pending_keys
from belote.tui.menu_list import MenuList
from belote.tui.netoptions import NetOptions, clean_name, login_name
from belote.tui.translate import LiveFooter, TranslatedBindings

if TYPE_CHECKING:
    from belote.tui.app import BeloteApp


def default_name() -> str:
    """The name the command line uses when none is given: the system's user name."""
    return login_name()


def example(value: str) -> str:
    """A field's grey example, said as one (« ex. K7QX-93 »): a bare code there read as a real one."""
    return tr("friends.example", value=value)


class TableForm(TranslatedBindings, ModalScreen[NetOptions | None]):
    """A few fields and Enter to go: a plain sentence under them says what to correct first."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "go", "key.open_table", key_display="⏎", priority=True),
        Binding("down", "app.focus_next", "key.field", key_display="↑↓", priority=True),  # not a scroll
        Binding("up", "app.focus_previous", show=False, priority=True),
        Binding("escape", "back", "key.back", key_display="key.esc"),
    ]

    title_key = ""
    about_key = ""
    TYPED_AHEAD: ClassVar[bool] = True
    """The keys typed on the heels of the one that opened the form are for its fields."""

    def compose(self) -> ComposeResult:
        """Title, what this is for, the fields, the sentence about what to correct."""
        with Vertical(classes="dialog friends"):
            yield Static(Text(tr(self.title_key), Style(bold=True)), classes="friends-title")
            yield Static(Text(tr(self.about_key), Style(dim=True)), classes="friends-about")
            yield from self.fields()
            yield Static("", id="friends-problem")
        yield LiveFooter(compact=True, show_command_palette=False)

    def fields(self) -> ComposeResult:
        """The form's labels and fields."""
        raise NotImplementedError

    @staticmethod
    def field(label: str, value: str = "", field_id: str = "", **kwargs: object) -> ComposeResult:
        """A label and a one-line field on its right."""
        field = OrderedInput(value, id=field_id, compact=True, **kwargs)  # type: ignore[arg-type]
        yield Horizontal(Static(tr(label), classes="friends-label"), field, classes="friends-row")

    @classmethod
    def name_field(cls, name: str) -> ComposeResult:
        """The name's field, filled with ``name`` as the table would show it (a name given on the
        command line or read from a file may hold a terminal's escape codes), else the user name. A
        longer name than the table keeps may be typed: the table cuts it at a word's end (the field
        stopping at its twentieth letter would cut it inside a word), as on the command line."""
        yield from cls.field(
            "friends.name", clean_name(name) or default_name(), "friends-name", max_length=3 * NAME_LENGTH
        )

    def value(self, field_id: str) -> str:
        """What is typed in a field, trimmed."""
        return self.query_one(f"#{field_id}", Input).value.strip()

    def options(self) -> NetOptions | str:
        """The shared table to open, or the sentence that says what to correct."""
        raise NotImplementedError

    def action_go(self) -> None:
        """Open the table, or say what to correct (the form stays), once what was typed before Enter
        is in its field."""
        after_pending_keys(self, self.go)

    def go(self) -> None:
        """Open the table, or say what to correct (the form stays)."""
        options = self.options()
        if isinstance(options, str):
            self.query_one("#friends-problem", Static).update(
                Text(options, Style(color="#ff6b6b", bold=True))
            )
            return
        self.dismiss(options)

    def action_back(self) -> None:
        """Back to the choice between hosting and joining."""
        self.dismiss(None)


class HostForm(TableForm):
    """Host a table: our name, the port, and resuming the saved table when there is one."""

    title_key, about_key = "friends.host", "friends.host_about"

    def fields(self) -> ComposeResult:
        """Name and port; the saved table's box only when ``host --resume`` would find one, ticked,
        with the name and port the saved table had (not in a copy that does not hold the folder: the
        table is the other copy's). After a table that could not open, the name, the
        port and the box as they were tried, to correct them (a new table refused its port is not
        offered again as the saved one on that port)."""
        app: BeloteApp = self.app  # type: ignore[assignment]
        home = app.storage.root
        saved = saved_table(home) and app.storage.writable  # else the other copy's, to host from there
        place = saved_place(home) if saved else None
        name = place.name if place is not None else ""
        port = place.port if place is not None else DEFAULT_PORT
        resume = True
        refused = app.refused_table
        if refused is not None and refused.mode == "host":  # a table that could not open: to correct
            name, port = refused.name, refused.port if refused.port is not None else port
            resume = refused.resume
        yield from self.name_field(name)
        yield from self.field("friends.port", str(port), "friends-port", restrict=r"\d*", max_length=5)
        if saved:
            yield TickBox(tr("friends.resume"), value=resume, id="friends-resume", compact=True)
            yield Static(Text(tr("friends.resume_note"), Style(dim=True)), classes="friends-note")

    def options(self) -> NetOptions | str:
        """As ``belote-tui host --name N --port P [--resume]``."""
        port = port_number(self.value("friends-port"))
        if port is None:
            return tr("friends.port_bad")
        boxes = self.query("#friends-resume").results(Checkbox)
        resume = any(box.value for box in boxes)
        name = self.value("friends-name")
        return name_problem(name) or NetOptions(mode="host", name=name, port=port, resume=resume)


class TickBox(Checkbox):
    """A checkbox whose « X » is drawn only when ticked: Textual draws it unticked too, in the
    ground's colour, which a terminal without colours (or ``NO_COLOR``) shows as ticked."""

    @property
    def _button(self) -> Content:
        """The box, with its « X » only when ticked."""
        self.BUTTON_INNER = "X" if self.value else " "
        return super()._button


class JoinForm(TableForm):
    """Join a table: its address, its code (to sit down the first time) and our name."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "go", "key.join_table", key_display="⏎", priority=True),
    ]
    title_key, about_key = "friends.join", "friends.join_about"

    def fields(self) -> ComposeResult:
        """Address, code and its note, name: those of a join just refused, to correct them; else the
        address and name of the table last joined, if any (the code is not needed to come back to a
        seat)."""
        app: BeloteApp = self.app  # type: ignore[assignment]
        address, name = last_joined(app.storage.root) or ("", "")
        code = ""
        refused = app.refused_table
        if refused is not None and refused.mode == "join":
            address, code, name = refused.address, refused.code, refused.name
        address_example = example("192.168.1.20:7447")
        yield from self.field("friends.address", address, "friends-address", placeholder=address_example)
        yield from self.field("friends.code", code, "friends-code", placeholder=example("K7QX-93"))
        yield Static(Text(tr("friends.code_note"), Style(dim=True)), classes="friends-note")
        yield from self.name_field(name)

    def options(self) -> NetOptions | str:
        """As ``belote-tui join ADDRESS [CODE] --name N``; an empty or malformed address is refused.
        The whole line the host gives may be pasted in the address field: its address and its code
        are taken (the code field filled when empty; holding another code, it is refused)."""
        joined = joining(self.value("friends-address"), self.value("friends-code"))
        if isinstance(joined, str):
            return joined
        address, code = joined
        self.query_one("#friends-address", Input).value = address  # the fields show what is used
        self.query_one("#friends-code", Input).value = code
        name = self.value("friends-name")
        return name_problem(name) or NetOptions(mode="join", address=address, code=code, name=name)


class FriendsScreen(TranslatedBindings, ModalScreen[None]):
    """Host a table or join one; Escape goes back to the start menu."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # Not a priority binding: it comes after the ↑↓ typed before it (the list leaves it Enter).
        Binding("enter", "select", "key.choose", key_display="⏎"),
        Binding("escape", "back", "key.back", key_display="key.esc"),
    ]

    def compose(self) -> ComposeResult:
        """Title, a line about sharing a table, and the two choices."""
        with Vertical(classes="dialog friends"):
            yield Static(Text(tr("friends.title"), Style(bold=True)), classes="friends-title")
            yield Static(Text(tr("friends.about"), Style(dim=True)), classes="friends-about")
            yield MenuList(
                Option(tr("friends.host"), id="host"),
                Option(tr("friends.join"), id="join"),
                id="friends-choice",
                own_enter=False,
            )
        yield LiveFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """The first choice under the cursor."""
        choice = self.query_one(MenuList)
        choice.highlighted = 0
        choice.focus()

    def action_select(self) -> None:
        """Enter: the highlighted choice, its form opened at once (the keys typed after Enter, still
        waiting in the list's queue, then go to the form: see ``KeysFollowTheScreen``)."""
        option = self.query_one(MenuList).highlighted_option
        if option is not None:
            self.choose(option.id)

    def on_option_list_option_selected(self, event: MenuList.OptionSelected) -> None:
        """A choice clicked."""
        self.choose(event.option.id)

    def choose(self, choice: str | None) -> None:
        """Fill in the chosen form; the table opens once it is filled in (a second Enter on the first
        one's heels opens no second form)."""
        if not self.is_active:
            return
        form = HostForm() if choice == "host" else JoinForm()
        self.app.push_screen(form, self.open)

    def open(self, options: NetOptions | None) -> None:
        """Open the shared table as the command line would (back to the choice after Escape)."""
        if options is None:
            return
        app: BeloteApp = self.app  # type: ignore[assignment]
        self.dismiss()
        app.open_shared_table(options, from_menu=True)

    def action_back(self) -> None:
        """Back to the start menu."""
        self.dismiss()
