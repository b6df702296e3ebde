"""TLS offered directly: the host serves wss:// with a certificate, and a plain ws:// client cannot talk."""

from __future__ import annotations

import ssl
from pathlib import Path

import pytest
import trustme
from websockets.exceptions import InvalidHandshake

from belote.net.client import TableClient
from belote.net.host import tls_context
from belote.net.table import Table
from belote.tui import i18n
from belote.tui.netreasons import plain_reason

from .conftest import QUICK, hosting, run_async


def certified(folder: Path, name: str) -> tuple[ssl.SSLContext, ssl.SSLContext]:
    """The host's TLS context with a certificate for ``name`` from a fresh authority, and a client
    context that trusts that authority (as ``--cafile`` would)."""
    authority = trustme.CA()
    certificate = authority.issue_cert(name)
    chain, key = folder / "chain.pem", folder / "key.pem"
    certificate.private_key_and_cert_chain_pem.write_to_path(str(chain))
    certificate.private_key_pem.write_to_path(str(key))
    trusting = ssl.create_default_context()
    authority.configure_trust(trusting)
    return tls_context(str(chain), str(key)), trusting


@run_async
async def test_a_host_with_a_certificate_serves_wss_only(tmp_path: Path) -> None:
    tls, trusting = certified(tmp_path, "127.0.0.1")
    table = Table(rules=QUICK, hosted=False)
    async with hosting(table, tls=tls) as (_, address):
        client = await TableClient.join(f"wss://{address}", table.code, "Léa", ssl=trusting)
        assert client.seat == 0
        with pytest.raises(InvalidHandshake):  # plain ws:// gets no WebSocket answer
            await TableClient.join(address, table.code, "Max")
        with pytest.raises(ssl.SSLError):  # an unknown authority is not trusted
            await TableClient.join(f"wss://{address}", table.code, "Max")
        await client.close()
    assert [seat.name for seat in table.seats] == ["Léa", "", "", ""]


@run_async
async def test_a_certificate_we_do_not_trust_is_said_plainly_with_what_to_do(tmp_path: Path) -> None:
    """A table's own authority not given (join's cafile option), or a certificate made for another name
    than the one typed: said in the player's words, not OpenSSL's English."""
    i18n.set_language("fr")
    tls, trusting = certified(tmp_path, "table.example")
    table = Table(rules=QUICK, hosted=False)
    async with hosting(table, tls=tls) as (_, address):
        with pytest.raises(ssl.SSLCertVerificationError) as unknown:
            await TableClient.join(f"wss://{address}", table.code, "Max")
        with pytest.raises(ssl.SSLCertVerificationError) as other_name:
            await TableClient.join(f"wss://{address}", table.code, "Max", ssl=trusting)
    assert plain_reason(unknown.value).startswith("le certificat de la table n'est pas reconnu")
    assert "cafile" in plain_reason(unknown.value)
    assert plain_reason(other_name.value).startswith("le certificat de la table est fait pour un autre nom")
    assert "SSL" not in plain_reason(unknown.value) + plain_reason(other_name.value)
