"""A small static file server for built sites, with the response headers a test asks for."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

STRICT_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:"


class _Handler(http.server.SimpleHTTPRequestHandler):
    extra_headers: dict[str, str] = {}
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".webmanifest": "application/manifest+json"}

    def end_headers(self) -> None:
        for name, value in self.extra_headers.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        pass


class SiteServer:
    """Serves `root` on 127.0.0.1 at a free port until `close()`."""

    def __init__(self, root: Path, headers: dict[str, str]) -> None:
        handler = type("Handler", (_Handler,), {"extra_headers": dict(headers)})
        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    @property
    def origin(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def url(self, relative: str) -> str:
        return f"{self.origin}/{relative}"

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()
