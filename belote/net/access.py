"""Who gets in: the table code, each player's private token, and slowing down wrong codes.

The code (``K7QX-93``) lets a friend join once; the token handed back then is the only way back to
that seat. Both come from ``secrets``. The host keeps only a hash of each token, so a saved table
file does not hold them. Wrong codes from one address wait longer and longer before their answer.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters and digits of a table code, without the look-alikes 0 O 1 I."""


def new_code() -> str:
    """A short table code to read aloud, e.g. ``K7QX-93`` (about 27 bits)."""
    head = "".join(secrets.choice(CODE_LETTERS) for _ in range(4))
    return f"{head}-{secrets.randbelow(100):02d}"


def same_code(given: str, code: str) -> bool:
    """Whether a typed code is the table's code (case, spaces and dashes do not matter)."""

    def plain(text: str) -> bytes:
        return "".join(text.split()).replace("-", "").upper().encode()

    return hmac.compare_digest(plain(given), plain(code))


SECRET_BITS = 63
"""A keyed hash fits a history's (signed 64-bit) integer column, and is a seed like any other."""


def keyed_hash(value: int, secret: str, person: bytes) -> int:
    """A one-way hash of ``value`` keyed by a ``secret`` the host never sends (``person`` names what
    it is for): without the secret, trying every value does not find the one hashed."""
    key = hashlib.sha256(secret.encode()).digest()
    digest = hashlib.blake2b(str(value).encode(), digest_size=8, key=key, person=person).digest()
    return int.from_bytes(digest, "big") >> (64 - SECRET_BITS)


def new_token() -> str:
    """A player's private token (192 random bits)."""
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    """What the host keeps of a token."""
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, digest: str) -> bool:
    """Whether ``token`` is the one whose hash is ``digest`` (constant time)."""
    return bool(digest) and hmac.compare_digest(token_hash(token), digest)


@dataclass
class _Record:
    failures: int
    last: float


class Throttle:
    """Wrong attempts per address: after ``free`` of them, each answer waits twice as long as the last
    (from ``base`` seconds up to ``cap``); an address that stays quiet for ``forget`` seconds starts over.
    The cap stays under the seconds a client waits for an answer (``client.ANSWER_TIMEOUT``): a wrong
    code is told as such, never as a table that does not answer."""

    def __init__(
        self,
        free: int = 3,
        base: float = 1.0,
        cap: float = 10.0,
        forget: float = 600.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """The allowance and delays; ``clock`` is injectable for tests."""
        self.free, self.base, self.cap, self.forget, self.clock = free, base, cap, forget, clock
        self._records: dict[str, _Record] = {}

    def delay(self, address: str) -> float:
        """Seconds to wait before answering this address's next attempt."""
        record = self._records.get(address)
        if record is None or self.clock() - record.last > self.forget:
            return 0.0
        over = record.failures - self.free
        return 0.0 if over < 0 else min(self.cap, self.base * 2**over)

    def failed(self, address: str) -> None:
        """Count a wrong attempt from this address."""
        now = self.clock()
        record = self._records.get(address)
        if record is None or now - record.last > self.forget:
            record = self._records[address] = _Record(0, now)
        record.failures += 1
        record.last = now
        if len(self._records) > 10000:  # bounded memory: drop the records gone quiet
            self._records = {a: r for a, r in self._records.items() if now - r.last <= self.forget}
