"""Passing notices (toasts): never stacked twice, broken where French allows, kept while a screen they
would cover is up (a panel being read, the size message), and replaced when a new one makes them
stale."""

from __future__ import annotations

import time

from textual.app import App
from textual.notifications import Notify, SeverityLevel
from textual.screen import ModalScreen

from belote.tui import i18n
from belote.tui.screens import InfoScreen, NoticesWait
from belote.tui.typography import notice_lines

NOTICE_SECONDS = 8.0
"""How long a passing notice (a toast) stays on screen."""
PROBLEM_SECONDS = 20.0
"""How long a problem (a file set aside, a write that failed) stays on screen: long enough to read
where the file went, not gone while the player looked at the cards."""
NOTICE_WIDTH = 25
"""Columns of text in a passing notice: the toast's width in belote.tcss less its border and padding."""
TOAST_FRAME = 3
"""Rows a passing notice takes besides its line breaks: its first line and its padding above and below."""


class Notices(App[None]):
    """The app's passing notices (a mixin of the app)."""

    def __init__(self) -> None:
        super().__init__()
        self.told: dict[str, float] = {}
        """The passing notices on screen, with when each goes (the same is not shown twice meanwhile)."""
        self.shown_held: set[str] = set()
        """The notices held that were on show before (read once, not yet said again)."""
        self.held_notices: list[tuple[str, bool, float]] = []
        """Notices said while a screen they would cover was up: said once it has gone."""
        self.on_the_way: set[str] = set()
        """Notices ``tell`` has sent that have not reached the screen yet (Textual shows a notice a
        moment after it is sent: a panel may open meanwhile)."""
        self.momentary: set[str] = set()
        """Notices about the table as it is now (« Il vous reste une carte. »): dropped, not held, when
        a screen covers them; said again after a deal's summary they would be false."""

    def on_mount(self) -> None:
        """Follow the screens as they come up, for the passing notices."""
        self.screen_change_signal.subscribe(self, self.screen_changed)

    def screen_changed(self, *_: object) -> None:
        """A new screen on top: the notices on show wait if it would be covered (a panel being read,
        the size message), those held are said when it has gone, and they are placed for it."""
        for below in self.screen_stack[:-1]:  # drawn under a dialog: its notices would show twice
            for rack in below.query("ToastRack"):  # given them again when it is on top again
                rack.remove_children()
        top = self.screen
        if self.notices_wait():
            self.hold_notices(passing=not isinstance(top, NoticesWait) or top.passing_notices_wait)
        elif self.held_notices:
            self.call_after_refresh(self.tell_held)  # once the screen below is drawn again
        self.place_toasts()

    def toasts_top(self) -> int:
        """Rows above the passing notices where they may start (the app keeps them under the
        table's score panel); none by default."""
        return 0

    def notices_wait(self) -> bool:
        """Whether a screen the notices would cover is up: on top, or under a dialog over it (the
        quit question asked over a deal's summary or over the size message)."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, NoticesWait):
                return True
            if not isinstance(screen, ModalScreen):
                return False
        return False

    def place_toasts(self, *_: object) -> None:
        """Start the current screen's passing notices at ``toasts_top()``, or higher when those
        showing would not fit above the Footer there (never over the keys, never cut off)."""
        now = time.monotonic()
        tall = sum(text.count("\n") + TOAST_FRAME for text, until in self.told.items() if until > now)
        top = max(0, min(self.toasts_top(), self.size.height - 1 - tall))
        for rack in self.screen.query("ToastRack"):  # Textual's own, one a screen (named, not imported)
            rack.styles.margin = (top, 0, 0, 0)

    def tell(
        self, notice: str, error: bool = False, seconds: float | None = None, moment: bool = False
    ) -> None:
        """A passing notice, as a toast that hides no one's turn, for ``seconds`` (by default
        ``NOTICE_SECONDS``, a problem ``PROBLEM_SECONDS``; nothing when ``notice`` is empty; the
        same notice again while it shows is not stacked). One of the ``moment`` (about the cards
        as they are now) is dropped rather than kept for later when a screen would cover it."""
        if seconds is None:
            seconds = PROBLEM_SECONDS if error else NOTICE_SECONDS
        if notice and self.notices_wait():  # it would cover the panel: kept, unless of the moment
            if not moment:
                self.held_notices.append((notice, error, seconds))
        elif notice:
            severity: SeverityLevel = "error" if error else "information"
            # the toast would break lines at any space (before « : » too) and cut a file's name anywhere
            notice = notice_lines(notice, NOTICE_WIDTH, french=i18n.language() == "fr")
            if moment:
                self.momentary.add(notice)
            now = time.monotonic()
            if self.told.get(notice, now) > now:
                return  # still on screen: a key pressed again does not stack copies of it
            self.told = {text: until for text, until in self.told.items() if until > now}
            self.told[notice] = now + seconds
            self.place_toasts()
            self.on_the_way.add(notice)
            self.notify(notice, severity=severity, timeout=seconds, markup=False)

    def tell_phrase(self, said: str, seconds: float) -> None:
        """A phrase said at a shared table: on the border of the panel being read when one is up
        (it is chatter of the moment, not news to keep for later), else a passing notice."""
        if isinstance(self.screen, InfoScreen) and self.screen.is_mounted:
            self.screen.hear(said, seconds)
        else:
            self.tell(said, seconds=seconds)

    def _on_notify(self, event: Notify) -> None:
        """A notice of ``tell`` reaching the screen once a screen it would cover is up (it was said
        just before the deal's summary opened, by the history's thread or the coach) is held too,
        not drawn over the panel."""
        notice = event.notification
        sent = notice.message in self.on_the_way
        self.on_the_way.discard(notice.message)
        if sent and self.notices_wait():
            self.told.pop(notice.message, None)
            if notice.message not in self.momentary:
                self.held_notices.append((notice.message, notice.severity == "error", notice.timeout))
            event.prevent_default()  # Textual's own handler, next in line, would show it

    def clear_notifications(self) -> None:
        """Clear the passing notices, and forget them (one said again is shown again)."""
        super().clear_notifications()
        self.told = {}

    def _refresh_notifications(self) -> None:
        """Textual's own, but a notice taken down before its time goes with its holder: Textual
        removes the notice alone, and the empty holder left behind still took a row, pushing the
        notices below it over the keys."""
        showing = {f"--textual-toast-{notification.identity}" for notification in self._notifications}
        racks = self.screen_stack[-1].query("ToastRack") if self.screen_stack else ()  # none at the end
        for rack in racks:  # Textual's own, one a screen (named, not imported)
            for holder in rack.children:
                if (
                    holder.id is not None
                    and holder.id.startswith("--textual-toast-")
                    and holder.id not in showing
                ):
                    holder.remove()
        super()._refresh_notifications()

    def hold_notice(self, notice: str) -> None:
        """A problem to say once the screen about to open has gone (the quit question)."""
        self.held_notices.append((notice, True, PROBLEM_SECONDS))

    def withdraw(self, *notices: str) -> None:
        """Take down the passing ``notices`` still on show that a later move made wrong (« Rien à
        annuler » once a move was taken back), whatever lines they were broken into (a file's path
        cut over two lines included: they are compared without their blanks)."""
        words = {"".join(notice.split()) for notice in notices}
        for notification in list(self._notifications):
            if "".join(notification.message.split()) in words:
                self._unnotify(notification)
                self.told.pop(notification.message, None)
        self.held_notices = [held for held in self.held_notices if "".join(held[0].split()) not in words]

    def drop_passing(self) -> None:
        """Take down the notices on show and forget the passing ones held for later (the player
        switched language: they would come in the other one), and the problems held that were on show
        already (read once); a problem held before it could be shown is still said."""
        self.clear_notifications()
        self.held_notices = [held for held in self.held_notices if held[1] and held[0] not in self.shown_held]

    def tell_instead(self, notice: str) -> None:
        """A notice that makes the ones still showing stale (a table's new code): they go first, so
        the top toast is never the code that no longer works. Those held while a dialog was up (the
        question « remove this player? ») go too: said again once it closed, they would come back."""
        self.clear_notifications()
        self.held_notices = [held for held in self.held_notices if held[0] not in self.shown_held]
        self.tell(notice)

    def hold_notices(self, passing: bool = True) -> None:
        """The notices on show go, to be said again with ``tell_held`` (none may cover a panel being
        read or the size message); without ``passing`` only the problems are said again."""
        on_show = [(n.message, n.severity == "error", n.timeout) for n in self._notifications]
        lasting = [notice for notice in on_show if notice[0] not in self.momentary]
        self.held_notices += [notice for notice in lasting if passing or notice[1]]
        self.shown_held |= {notice[0] for notice in on_show}
        self.clear_notifications()

    def tell_held(self) -> None:
        """Say the notices held, now they can be read (still held if another such screen came up)."""
        held, self.held_notices = self.held_notices, []
        self.shown_held = set()
        for notice, error, seconds in held:
            self.tell(notice, error, seconds)
