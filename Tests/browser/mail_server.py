"""A real SMTP server on 127.0.0.1 (aiosmtpd), and msmtp set up to deliver to it, for the tests
of `draper email --sendmail`: what reaches a mail server is what a mailbox provider sees."""

from __future__ import annotations

import asyncio
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path

from .site_fixtures import MissingTool

SETUP_HINT = "run `scripts/setup.sh test` to install msmtp and aiosmtpd"

try:
    from aiosmtpd.smtp import SMTP
except ImportError as error:
    SMTP = None
    IMPORT_ERROR = error
else:
    IMPORT_ERROR = None


@dataclass(frozen=True)
class Delivery:
    """One message as the server received it: the SMTP envelope and the bytes of DATA."""

    sender: str
    recipients: list[str]
    data: bytes


class _Collector:
    """aiosmtpd's handler: keeps every message it accepts."""

    def __init__(self) -> None:
        self.deliveries: list[Delivery] = []
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope) -> str:
        with self.lock:
            self.deliveries.append(Delivery(envelope.mail_from, list(envelope.rcpt_tos), envelope.original_content))
        return "250 Message accepted for delivery"


class MailServer:
    """An SMTP server on a free port of 127.0.0.1, in a thread of its own, while in a `with`.

    The listening socket is open when `__enter__` returns (asyncio's `create_server` binds and
    listens before it completes), so a client can connect at once: nothing waits for it.
    Clients that hand a message over (msmtp) return only after the server answered DATA, so
    once they have exited, `deliveries` holds their messages.
    """

    def __init__(self) -> None:
        if SMTP is None:
            raise MissingTool(f"aiosmtpd cannot be imported ({IMPORT_ERROR}): {SETUP_HINT}")
        self._collector = _Collector()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="smtp-server", daemon=True)
        self.port = 0

    def __enter__(self) -> MailServer:
        self._thread.start()
        future = asyncio.run_coroutine_threadsafe(
            self._loop.create_server(lambda: SMTP(self._collector, hostname="mail.test"), "127.0.0.1", 0), self._loop)
        self._server = future.result()
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def __exit__(self, *exc) -> None:
        async def close() -> None:
            self._server.close()
            await self._server.wait_closed()

        asyncio.run_coroutine_threadsafe(close(), self._loop).result()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()

    @property
    def deliveries(self) -> list[Delivery]:
        with self._collector.lock:
            return list(self._collector.deliveries)

    def configure_msmtp(self, home: Path, sender: str) -> Path:
        """Writes `home/.msmtprc`, which msmtp reads when `HOME` is `home`: plain SMTP to this
        server, no TLS, no authentication. Returns msmtp's path."""
        msmtp = shutil.which("msmtp")
        if msmtp is None:
            raise MissingTool(f"msmtp not found on PATH: {SETUP_HINT}")
        home.mkdir(parents=True, exist_ok=True)
        config = home / ".msmtprc"
        config.write_text(
            "defaults\nauth off\ntls off\n\n"
            f"account local\nhost 127.0.0.1\nport {self.port}\nfrom {sender}\n\naccount default : local\n",
            encoding="utf-8")
        # msmtp refuses a configuration file that others may read.
        config.chmod(0o600)
        return Path(msmtp)
