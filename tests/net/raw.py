"""A hostile client written on the bare socket: it speaks just enough WebSocket to join, and then
does what a well-behaved library never does (stop reading, never answer the host's close)."""

from __future__ import annotations

import asyncio
import json
import socket
from typing import Any

from belote.net.protocol import VERSION

HANDSHAKE = (
    b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
)
TEXT, CLOSE, PING, PONG = 0x1, 0x8, 0x9, 0xA


def frame(opcode: int, data: bytes) -> bytes:
    """A client's frame (masked with a zero key: the bytes stay as they are)."""
    size = len(data)
    head = bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + size.to_bytes(2, "big")
    return bytes([0x80 | opcode]) + head + b"\0\0\0\0" + data


class RawClient:
    """A connection to the host at ``port`` on the bare socket."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def connect(cls, port: int, receive_buffer: int = 0) -> RawClient:
        """Connect and open the WebSocket (``receive_buffer``: the socket's, small for a client that
        is to stop reading)."""
        sock = socket.socket()
        if receive_buffer:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", port))
        reader, writer = await asyncio.open_connection(sock=sock)
        writer.write(HANDSHAKE)
        assert b" 101 " in await reader.readuntil(b"\r\n\r\n")
        return cls(reader, writer)

    def send(self, kind: str, **fields: Any) -> None:
        """Send a protocol message."""
        self.writer.write(frame(TEXT, json.dumps({"v": VERSION, "type": kind, **fields}).encode()))

    async def receive(self) -> dict[str, Any]:
        """The next message (answering pings; a close frame is read as ``{"type": "close"}`` and
        never answered)."""
        while True:
            opcode, size = await self.reader.readexactly(2)
            size &= 0x7F
            if size == 126:
                size = int.from_bytes(await self.reader.readexactly(2), "big")
            elif size == 127:
                size = int.from_bytes(await self.reader.readexactly(8), "big")
            data = await self.reader.readexactly(size)
            opcode &= 0x0F
            if opcode == PING:
                self.writer.write(frame(PONG, data))
            elif opcode == CLOSE:
                return {"type": "close"}
            elif opcode == TEXT:
                message: dict[str, Any] = json.loads(data)
                return message

    def stop_reading(self) -> None:
        """Read nothing more: what the host writes piles up on its side."""
        transport = self.writer.transport
        assert isinstance(transport, asyncio.ReadTransport)
        transport.pause_reading()

    def close(self) -> None:
        """Drop the connection."""
        self.writer.transport.abort()
