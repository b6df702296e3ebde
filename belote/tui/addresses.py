"""A shared table's address, code and name as a player types or pastes them: what is wrong with an
address or a name before anything is tried, and the address and code of a whole pasted invitation
line (in the forms or on the command line)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from belote.net.access import same_code
from belote.net.client import url_of
from belote.net.protocol import names_a_bot, names_a_seat
from belote.tui.i18n import tr
from belote.tui.netoptions import clean_name

HEX_GROUP = re.compile(r"[0-9A-Fa-f]{1,4}")
"""A group of an IPv6 address (``2001``, ``db8``)."""


def ipv6_like(address: str) -> bool:
    """Whether an address with several colons reads as IPv6 (``::1``, ``2001:db8::5``,
    ``fe80::1%eth0``), not as a name or an IPv4 address with a stray colon (``127.0.0.1:7447:1``,
    ``localhost:7447:1``)."""
    if "::" in address:
        return True
    return all(HEX_GROUP.fullmatch(group) for group in address.split("%")[0].split(":"))


SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
"""A URL's scheme (``http://``): only ``ws://`` and ``wss://`` reach a table."""


def address_problem(address: str) -> str | None:
    """Why a table's address cannot be tried, in a plain sentence (None when it can): empty, or not
    an address such as ``192.168.1.20:7447``, ``localhost`` or ``wss://belote.example.org``."""
    if not address:
        return tr("friends.address_empty")
    if any(ch.isspace() for ch in address):  # words the pasted line's forms did not take
        return tr("friends.address_words")
    if SCHEME.match(address) and not address.startswith(("ws://", "wss://")):
        return tr("friends.address_scheme")
    if address.count(":") > 1 and "[" not in address and "://" not in address:  # « ::1:7447 »
        return tr("friends.address_ipv6" if ipv6_like(address) else "friends.address_bad")
    try:
        parts = urlsplit(url_of(address))
    except ValueError:  # brackets that do not close
        return tr("friends.address_bad")
    try:
        port = parts.port
    except ValueError:  # a port that is no number, or out of range
        return tr("friends.address_port")
    if not parts.hostname or not looked_up(parts.hostname):
        return tr("friends.address_bad")
    if "://" not in address and (parts.path not in ("", "/") or parts.query or parts.fragment):
        return tr("friends.address_bad")  # « host:7447/../etc »: a path is a web address's, typed in full
    return tr("friends.address_port") if port == 0 else None


def looked_up(hostname: str) -> bool:
    """Whether the system could look ``hostname`` up at all: no empty part (« 127.0.0..1 ») and
    none over 63 characters (an IPv6 address has no dots: always)."""
    try:
        hostname.encode("idna")
    except UnicodeError:
        return False
    return True


CODE_WORD = re.compile(r"[A-Za-z0-9]+(-[A-Za-z0-9]+)*")
"""What a table code looks like in a pasted line (``K7QX-93``): letters and digits, maybe dashes."""


def pasted_line(text: str) -> tuple[str, str] | None:
    """The address and the code of a whole line pasted in the address field, as the host gives it:
    ``belote-tui join ADDRESS CODE``, ``join ADDRESS CODE`` or ``ADDRESS CODE`` (``belote-tui join
    ADDRESS`` too, to come back to one's seat: the code is then ""). None when ``text`` is no such
    line (a single word is an address, and its own checks apply)."""
    words = text.split()
    if len(words) < 2:
        return None
    if words[0] == "belote-tui":
        words = words[1:]
    command = words[:1] == ["join"]
    if command:
        words = words[1:]
    if len(words) == 1 and command:
        return words[0], ""
    if len(words) != 2 or not CODE_WORD.fullmatch(words[1]):
        return None
    return words[0], words[1]


def joining(address: str, code: str, command_line: bool = False) -> tuple[str, str] | str:
    """The address and code to join with, from the address and code given (typed in the form or on
    the command line): a whole line pasted as the address is split, its code used when none was
    given and another code given refused (in the words of the form, or of the ``command_line``);
    else why the address cannot be tried, in a sentence."""
    line = pasted_line(address)
    if line is not None:
        given, (address, pasted) = address, line
        if pasted and code and not same_code(pasted, code):
            if command_line:
                return tr("cli.code_differs", given=" ".join(given.split()), pasted=pasted, typed=code)
            return tr("friends.code_differs", pasted=pasted, typed=code)
        code = code or pasted
    problem = address_problem(address)
    return problem if problem is not None else (address, code)


def name_problem(name: str) -> str | None:
    """Why a player may not sit under ``name``, in a sentence (None when they may): none at all (blanks
    alone), or made of the screens' words for seats and teams, or with a word for a bot, it would
    read as one of them on the others' screens."""
    name = clean_name(name)
    if not name:  # cleared on purpose: asked for, not replaced by the system's user name
        return tr("friends.name_empty")
    if names_a_seat(name):
        return tr("net.refused.seat_word")
    return tr("net.refused.bot_word") if names_a_bot(name) else None


def port_number(text: str) -> int | None:
    """The port typed, or None when it is not one (0 lets the system choose, as on the command line)."""
    return int(text) if text.isdigit() and int(text) <= 65535 else None
