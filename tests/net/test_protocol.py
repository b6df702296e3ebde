"""The wire format: only well-formed messages of this version get through; anything else is BadMessage."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote.net.protocol import (
    MAX_CLIENT_MESSAGE,
    SCHEMAS,
    VERSION,
    BadMessage,
    Unreadable,
    VersionMismatch,
    message,
    now_and_then,
    parse_client,
    parse_host,
)


def raw(**fields: object) -> str:
    return json.dumps({"v": VERSION, **fields})


@pytest.mark.parametrize(
    "text",
    [
        raw(type="join", code="K7QX-93", name="Léa"),
        raw(type="resume", token="abc"),
        raw(type="act", action="play KH belote"),
        raw(type="say", phrase="bravo"),
        raw(type="ready"),
        raw(type="start"),
        raw(type="swap", a=1, b=3),
        raw(type="kick", seat=2),
        raw(type="level", seat=3, level="expert"),
    ],
)
def test_each_message_type_of_the_schema_is_accepted(text: str) -> None:
    parsed = parse_client(text)
    assert parsed.type == json.loads(text)["type"]
    assert set(parsed.fields) == set(json.loads(text)) - {"v", "type"}


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[1, 2]",
        raw(type="dance"),
        raw(type="act"),  # missing field
        raw(type="act", action="pass", extra=1),  # unexpected field
        raw(type="act", action=12),  # wrong type
        raw(type="act", action="x" * 40),  # too long
        raw(type="join", code="K7QX-93", name="a\x1b[31m"),  # control characters in a name
        raw(type="join", code="K7QX-93", name="n" * 21),
        raw(type="kick", seat=True),  # a bool is not a seat
        raw(type="kick", seat=0),  # the host's own seat cannot be kicked
        raw(type="swap", a=1, b=7),
        raw(type="level", seat=0, level="expert"),  # the host's own seat has no bot to choose
        raw(type="level", seat=1, level=""),
        "[" * 1500 + "]" * 1500,  # too deep for the JSON parser
    ],
)
def test_malformed_messages_are_refused(text: str) -> None:
    with pytest.raises(BadMessage):
        parse_client(text)


def test_an_oversized_message_is_refused_before_parsing() -> None:
    text = raw(type="say", phrase="bravo" + " " * MAX_CLIENT_MESSAGE)
    with pytest.raises(BadMessage, match="bytes"):
        parse_client(text)


def test_another_version_is_told_apart_so_the_sender_can_be_told_to_update() -> None:
    with pytest.raises(VersionMismatch) as caught:
        parse_client(json.dumps({"v": VERSION + 1, "type": "ready"}))
    assert caught.value.version == VERSION + 1
    with pytest.raises(VersionMismatch):
        parse_host(json.dumps({"v": VERSION + 1, "type": "update"}))


def test_host_messages_carry_the_version() -> None:
    assert parse_host(message("said", seat=1, phrase="bravo")) == {
        "v": VERSION,
        "type": "said",
        "seat": 1,
        "phrase": "bravo",
    }


@pytest.mark.parametrize("frame", ["not json", b"\xff\x00", "[]", "null", '"text"', f'{{"v":{VERSION}}}'])
def test_a_host_frame_that_is_no_message_is_told_apart_from_a_malformed_one(frame: str | bytes) -> None:
    """A player leaves such a frame aside and reads on (the connection is still good)."""
    with pytest.raises(Unreadable):
        parse_host(frame)


def test_a_flood_of_bad_messages_is_logged_only_now_and_then() -> None:
    assert [count for count in range(1, 1001) if now_and_then(count)] == [
        1,
        2,
        3,
        4,
        5,
        *range(100, 1001, 100),
    ]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@given(st.text(max_size=300) | st.binary(max_size=300))
def test_any_text_or_bytes_is_either_a_message_or_bad_message(text: str | bytes) -> None:
    try:
        parsed = parse_client(text)
    except BadMessage:
        return
    assert parsed.type in SCHEMAS  # only a message of the schema gets through


@given(st.sampled_from(["join", "resume", "act", "say", "ready", "kick", "swap"]), json_values)
def test_any_json_under_a_known_type_is_either_valid_or_bad_message(kind: str, extra: object) -> None:
    fields = extra if isinstance(extra, dict) else {"action": extra}
    try:
        parsed = parse_client(json.dumps({**fields, "v": VERSION, "type": kind}))
    except BadMessage:
        return
    assert parsed.type == kind
