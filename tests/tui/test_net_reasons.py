"""Why a shared table cannot be reached, said plainly in the player's language: the system's
English text (« [Errno 111] Connect call failed … ») stays out of the sentence."""

from __future__ import annotations

import asyncio
import errno
import socket
from pathlib import Path

import pytest
from websockets.datastructures import Headers
from websockets.exceptions import InvalidMessage, InvalidStatus, InvalidURI
from websockets.http11 import Response

from belote.engine import Rules
from belote.tui import i18n
from belote.tui.netlink import NetLink
from belote.tui.netmessages import LinkLost
from belote.tui.netoptions import NetOptions
from belote.tui.netreasons import plain_reason


@pytest.fixture(autouse=True)
def _french() -> object:
    i18n.set_language("fr")
    yield
    i18n.set_language("fr")


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (
            ConnectionRefusedError(errno.ECONNREFUSED, "Connect call failed ('127.0.0.1', 1)"),
            "personne n'écoute",
        ),
        (
            OSError(
                "Multiple exceptions: [Errno 111] Connect call failed ('::1', 1),"
                " [Errno 111] Connect call failed ('127.0.0.1', 1)"
            ),
            "personne n'écoute",
        ),
        (TimeoutError(), "pas de réponse à temps"),
        (socket.gaierror(socket.EAI_NONAME, "Name or service not known"), "adresse introuvable"),
        (OSError(errno.ENETUNREACH, "Network is unreachable"), "réseau inaccessible"),
        (OSError(errno.EADDRINUSE, "address already in use"), "ce port est déjà pris"),
        (ConnectionResetError(), "la connexion a été coupée"),
        (OSError(errno.ECONNRESET, "Connection reset by peer"), "la connexion a été coupée"),
        (InvalidURI("ws://h:99999", "Port out of range 0-65535"), "cette adresse n'en est pas une"),
        (InvalidMessage("did not receive a valid HTTP response"), "à cette adresse répond autre chose"),
        (InvalidStatus(Response(404, "Not Found", Headers())), "à cette adresse répond autre chose"),
    ],
)
def test_the_usual_reasons_are_said_in_french(error: BaseException, words: str) -> None:
    """Refused, timed out, unknown name, no network, port taken: plain French, no system text."""
    reason = plain_reason(error)
    assert reason.startswith(words)
    system_words = ("Errno", "Connect call", "failed", "not known", "unreachable", "already", "HTTP", "reset")
    for english in (*system_words, "Port"):
        assert english not in reason


def test_the_usual_reasons_in_english() -> None:
    i18n.set_language("en")
    assert plain_reason(ConnectionRefusedError(errno.ECONNREFUSED, "x")).startswith("nobody is listening")


def test_an_unknown_error_keeps_its_own_text() -> None:
    assert (
        plain_reason(OSError(errno.EPERM, "Operation not permitted")) == "[Errno 1] Operation not permitted"
    )


def test_joining_where_nobody_listens_says_so(tmp_path: Path) -> None:
    """« belote-tui join 127.0.0.1:1 ABC »: « Table injoignable : personne n'écoute à cette adresse… »."""
    options = NetOptions(mode="join", address="127.0.0.1:1", code="ABC", name="Léa")
    link = NetLink(options, tmp_path, Rules(), {}, (0, 0))
    asyncio.run(link.run())
    (lost,) = [message for message in link.pending if isinstance(message, LinkLost)]
    sentence = i18n.tr(lost.reason, detail=lost.detail)
    assert sentence.startswith("Table injoignable : personne n'écoute à cette adresse")
    assert "Errno" not in sentence and "Connect call" not in sentence


def test_joining_at_a_port_out_of_range_ends_in_a_sentence_not_a_wait(tmp_path: Path) -> None:
    """« join 127.0.0.1:99999 »: the connection library refuses such a port only as it connects;
    the waiting room must hear it, or it shows « Connexion à la table… » for ever."""
    options = NetOptions(mode="join", address="127.0.0.1:99999", code="ABC", name="Léa")
    link = NetLink(options, tmp_path, Rules(), {}, (0, 0))
    asyncio.run(asyncio.wait_for(link.run(), 10))
    (lost,) = [message for message in link.pending if isinstance(message, LinkLost)]
    assert (
        i18n.tr(lost.reason, detail=lost.detail)
        == "Table injoignable : " + i18n.tr("net.why.bad_address") + "."
    )


def test_joining_in_wss_a_table_that_does_not_encrypt_suggests_ws(tmp_path: Path) -> None:
    """A plain listener that hangs up on the TLS greeting: the sentence names ws://, not an exception."""

    async def hang_up(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(1)
        sock = writer.get_extra_info("socket")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        writer.close()

    async def scenario() -> NetLink:
        server = await asyncio.start_server(hang_up, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        options = NetOptions(mode="join", address=f"wss://127.0.0.1:{port}", code="ABC", name="Léa")
        link = NetLink(options, tmp_path, Rules(), {}, (0, 0))
        async with server:
            await asyncio.wait_for(link.run(), 10)
        return link

    link = asyncio.run(scenario())
    (lost,) = [message for message in link.pending if isinstance(message, LinkLost)]
    sentence = i18n.tr(lost.reason, detail=lost.detail)
    assert "ws://" in sentence and "Error" not in sentence, sentence


def test_reopening_a_table_on_a_port_taken_does_not_ask_for_another_port(tmp_path: Path) -> None:
    """« host --resume » where the port is taken: another port would keep the friends from coming back
    by themselves, so the sentence asks to free this one, as a new table's asks to choose another."""
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        for resume, why in ((False, "net.why.in_use"), (True, "net.why.in_use_resume")):
            options = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=port, resume=resume)
            link = NetLink(options, tmp_path / str(resume), Rules(), {}, (0, 0))
            asyncio.run(asyncio.wait_for(link.run(), 10))
            (lost,) = [message for message in link.pending if isinstance(message, LinkLost)]
            assert lost.detail == i18n.tr(why)
    finally:
        taken.close()
    assert "choisissez-en un autre" not in i18n.tr("net.why.in_use_resume")


def hosting_with(tmp_path: Path, cert: str, key: str) -> str:
    """« host --cert CERT --key KEY »: the sentence the host is left with."""
    options = NetOptions(mode="host", name="Paul", listen="127.0.0.1", port=0, cert=cert, key=key)
    link = NetLink(options, tmp_path / "home", Rules(), {}, (0, 0))
    asyncio.run(asyncio.wait_for(link.run(), 10))
    (lost,) = [message for message in link.pending if isinstance(message, LinkLost)]
    return i18n.tr(lost.reason, detail=lost.detail)


def test_a_certificate_file_missing_is_named_with_why(tmp_path: Path) -> None:
    """« host --cert /nulle/part.pem »: the file that cannot be read is named, with the reason in our
    words, where the system's « [Errno 2] No such file or directory » named no file at all."""
    key = tmp_path / "key.pem"
    key.write_text("not used", encoding="utf-8")
    missing = str(tmp_path / "nulle-part.pem")
    sentence = hosting_with(tmp_path, missing, str(key))
    said = f"le fichier {missing} ne peut être lu (il n'existe pas)"
    assert sentence == f"Impossible d'ouvrir la table : {said}."
    assert "Errno" not in sentence and "No such" not in sentence


def test_files_that_are_no_certificate_and_key_are_said_so(tmp_path: Path) -> None:
    """Two readable files that are no PEM pair (« --cert /etc/passwd »): the two files named and what is
    wrong with them, not OpenSSL's « [SSL] PEM lib (_ssl.c:3905) »."""
    text = tmp_path / "notes.txt"
    text.write_text("hello\n", encoding="utf-8")
    sentence = hosting_with(tmp_path, str(text), str(text))
    assert f"le certificat {text} et sa clé {text} ne vont pas ensemble" in sentence
    assert "SSL" not in sentence and "PEM lib" not in sentence


def test_an_answer_no_table_gives_is_said_plainly() -> None:
    """A host whose first answer is no welcome: « autre chose qu'une table », never the protocol's
    « unexpected answer 'welcome' »."""
    from belote.net.protocol import BadMessage

    assert plain_reason(BadMessage("unexpected answer 'welcome'")) == i18n.tr("net.why.not_a_table")
