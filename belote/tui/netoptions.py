"""How a shared table is opened: the options of ``belote-tui host`` / ``join`` (or the menu's forms),
and the names and addresses they hold."""

from __future__ import annotations

import getpass
import socket
import unicodedata
from dataclasses import dataclass

from belote.net.door import PER_ADDRESS
from belote.net.protocol import NAME_LENGTH, TERMINAL_ESCAPE


@dataclass(frozen=True)
class NetOptions:
    """How to reach the table: from ``belote-tui host`` or ``belote-tui join`` on the command line."""

    mode: str
    """``"host"`` or ``"join"``."""
    address: str = ""
    """Joining: the table's address (``192.168.1.20:7447``, ``wss://…``)."""
    code: str = ""
    name: str = ""
    listen: str | None = None
    """Hosting: the address to serve on; None: where the saved table was served when resuming it,
    else every address."""
    port: int | None = None
    """Hosting: the port; None: the saved table's when resuming it, else the default port."""
    away: float | None = None
    """Hosting: seconds before a bot plays for a player away; None: the saved table's when resuming
    it, else the table's default."""
    cert: str | None = None
    key: str | None = None
    cafile: str | None = None
    resume: bool = False
    behind_proxy: bool = False
    per_address: int = PER_ADDRESS
    """Hosting: connections one address may hold open at once."""


def reachable_address(ipv6: bool = False) -> str:
    """This machine's address on the local network, as friends would type it (no packet is sent);
    with ``ipv6``, its IPv6 address (a table served on « :: » takes IPv6 connections only)."""
    family, documentation, loopback = (
        (socket.AF_INET6, "2001:db8::1", "::1") if ipv6 else (socket.AF_INET, "192.0.2.1", "127.0.0.1")
    )
    with socket.socket(family, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect((documentation, 9))  # a documentation address: only picks the outgoing interface
            return str(probe.getsockname()[0])
        except OSError:
            return loopback


def in_url(host: str) -> str:
    """A host as an address with a port writes it: an IPv6 one in brackets (« [::1]:7447 »)."""
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


def printable(text: str) -> str:
    """Text from outside (a name, an error's words) as a screen may show it: a terminal's escape
    sequences left out whole, other control characters (a tab, a newline) and runs of blanks as one
    space, trimmed. Invisible format characters (the joiners inside an emoji of a family, a
    direction override) are dropped: a blank in their place set the faces apart."""
    unescaped = TERMINAL_ESCAPE.sub("", text)
    kept = (c if c.isprintable() else "" if unicodedata.category(c) == "Cf" else " " for c in unescaped)
    return " ".join("".join(kept).split())


def clean_name(name: str) -> str:
    """A player's name as the protocol takes it and every screen shows it: ``printable``, at most a
    name's length. A name cut short keeps its words whole when it can (« Marie-Christine de la
    Tour… » is « Marie-Christine de », not « … de l »), and ends on a letter, not on the hyphen or
    the blank where it was cut."""
    text = printable(name)
    if len(text) <= NAME_LENGTH:
        return text
    cut = text[:NAME_LENGTH]
    if not text[NAME_LENGTH].isspace() and text[NAME_LENGTH] != "-":  # the cut falls inside a word
        whole = max(cut.rfind(" "), cut.rfind("-"))
        cut = cut[:whole] if whole >= NAME_LENGTH // 2 else cut  # unless too little would be left
    return cut.rstrip(" -_'.,")


def login_name() -> str:
    """The system's user name, the name a player has when none is given ("" if the system has none)."""
    try:
        return clean_name(getpass.getuser())
    except (OSError, KeyError, ImportError):  # no user in the environment nor in the password base
        return ""


def player_name(name: str) -> str:
    """Our name at a shared table: the one given, cleaned, else the user name, else « Joueur » (a
    name of blanks or escapes alone would leave a seat nameless on every screen)."""
    return clean_name(name) or login_name() or "Joueur"
