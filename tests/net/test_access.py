"""Who gets in: table codes, private tokens, and wrong codes slowed down per address."""

from __future__ import annotations

import re

from belote.net.access import Throttle, new_code, new_token, same_code, token_hash, token_matches


def test_a_table_code_is_short_readable_and_random() -> None:
    codes = {new_code() for _ in range(50)}
    assert len(codes) == 50
    assert all(re.fullmatch(r"[A-HJ-NP-Z2-9]{4}-\d\d", code) for code in codes)


def test_a_typed_code_matches_whatever_its_case_spaces_or_dash() -> None:
    assert same_code("k7qx 93", "K7QX-93")
    assert same_code(" K7QX-93 ", "K7QX-93")
    assert not same_code("K7QX-94", "K7QX-93")


def test_only_the_token_itself_matches_its_hash() -> None:
    token = new_token()
    digest = token_hash(token)
    assert digest != token and token_matches(token, digest)
    assert not token_matches(new_token(), digest)
    assert not token_matches(token, "")  # a free seat has no token


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_wrong_attempts_wait_longer_and_longer_after_the_free_ones() -> None:
    clock = Clock()
    throttle = Throttle(free=3, base=1.0, cap=8.0, forget=600.0, clock=clock)
    delays = []
    for _ in range(8):
        delays.append(throttle.delay("10.0.0.5"))
        throttle.failed("10.0.0.5")
    assert delays == [0, 0, 0, 1, 2, 4, 8, 8]
    assert throttle.delay("10.0.0.6") == 0  # another address is not slowed


def test_an_address_quiet_long_enough_starts_over() -> None:
    clock = Clock()
    throttle = Throttle(free=1, base=1.0, forget=60.0, clock=clock)
    throttle.failed("a")
    throttle.failed("a")
    assert throttle.delay("a") == 2
    clock.now = 61.0
    assert throttle.delay("a") == 0
