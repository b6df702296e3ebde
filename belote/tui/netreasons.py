"""Why a shared table could not be reached or opened, in the player's words: the system's usual
reasons (nobody listening, no answer, unknown name...) named plainly, any other error as it says."""

from __future__ import annotations

import errno
import re
import socket
import ssl

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from belote.net.host import tls_context
from belote.net.protocol import BadMessage
from belote.tui.i18n import tr
from belote.tui.keeper import os_reason

_WHY = {
    errno.ECONNREFUSED: "net.why.refused",
    errno.ETIMEDOUT: "net.why.timeout",
    errno.ENETUNREACH: "net.why.network",
    errno.EHOSTUNREACH: "net.why.network",
    errno.EADDRINUSE: "net.why.in_use",
    errno.EACCES: "net.why.forbidden",
    errno.EADDRNOTAVAIL: "net.why.address",
    errno.ECONNRESET: "net.why.reset",
}
"""The system's usual reasons for a failed connection, and the key of their plain words."""

_HOSTNAME_MISMATCH, _IP_ADDRESS_MISMATCH, _CERTIFICATE_EXPIRED = 62, 64, 10
"""OpenSSL's codes (``X509_V_ERR_…``) of a certificate for another name, and of an expired one."""

_CERTIFICATE_WHY = {
    _HOSTNAME_MISMATCH: "net.why.certificate_name",
    _IP_ADDRESS_MISMATCH: "net.why.certificate_name",
    _CERTIFICATE_EXPIRED: "net.why.certificate_expired",
}
"""Why a table's certificate was not trusted, beyond an authority we do not know (the usual case:
a host's own certificate, to be trusted with ``--cafile``)."""


class UnusableCertificate(OSError):
    """The certificate or the key given to host a wss:// table cannot be used: why, in our words."""


def host_tls(certificate: str, key: str) -> ssl.SSLContext:
    """The TLS context of a wss:// table; UnusableCertificate names the file that cannot be read,
    or says the two do not make a pair (the system's own words name neither: « [Errno 2] No such
    file or directory », « [SSL] PEM lib »)."""
    for path in (certificate, key):
        try:
            with open(path, "rb"):
                pass
        except OSError as error:  # a missing file said as such, not as a folder missing (a write's words)
            why = tr("net.why.no_such_file") if isinstance(error, FileNotFoundError) else os_reason(error)
            raise UnusableCertificate(tr("net.why.cert_file", path=path, reason=why)) from error
    try:
        return tls_context(certificate, key)
    except (ssl.SSLError, OSError, ValueError) as error:
        raise UnusableCertificate(tr("net.why.cert_bad", certificate=certificate, key_file=key)) from error


def plain_reason(error: BaseException) -> str:
    """Why the table could not be reached or opened, in the player's language for the usual cases
    (nobody listening, no answer, unknown name...); otherwise the error's own text."""
    if isinstance(error, UnusableCertificate):
        return str(error)
    if isinstance(error, TimeoutError):
        return tr("net.why.timeout")
    if isinstance(error, BadMessage):  # an answer no table gives (the details are for the log)
        return tr("net.why.not_a_table")
    if isinstance(error, ConnectionClosed):  # the host hung up on us before seating us
        return tr("net.why.closed")
    if isinstance(error, socket.gaierror):
        return tr("net.why.name")
    if isinstance(error, ConnectionResetError):  # TLS spoken to a plain table: often no errno
        return tr("net.why.reset")
    if isinstance(error, InvalidURI):  # a port out of range, say: nothing was tried
        return tr("net.why.bad_address")
    if isinstance(error, InvalidHandshake):  # something answers there, but not as a table does
        return tr("net.why.not_a_table")
    if isinstance(error, ssl.SSLCertVerificationError):  # a wss:// table whose certificate we doubt
        return tr(_CERTIFICATE_WHY.get(error.verify_code, "net.why.certificate"))
    if isinstance(error, OSError):
        # several addresses tried (IPv6 and IPv4): « Multiple exceptions: [Errno 111] …, [Errno 111] … »
        numbers = (
            {error.errno} if error.errno else {int(n) for n in re.findall(r"\[Errno (\d+)\]", str(error))}
        )
        keys = {_WHY.get(number) for number in numbers}
        if len(keys) == 1 and None not in keys:
            return tr(str(keys.pop()))
    return str(error) or type(error).__name__
