"""A small static file server for built sites, with the response headers a test asks for."""

from __future__ import annotations

import functools
import http.server
import socket
import sys
import threading
from pathlib import Path

STRICT_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:"


class _Handler(http.server.SimpleHTTPRequestHandler):
    extra_headers: dict[str, str] = {}
    # The site's base path ("/shelf/words/"): anything outside it is not found.
    prefix = "/"

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / ".not-under-the-base-path")
        return super().translate_path("/" + path[len(self.prefix):])
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".webmanifest": "application/manifest+json"}

    def end_headers(self) -> None:
        for name, value in self.extra_headers.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    """Remembers its open connections, so that closing it cuts them too: a browser keeps
    connections open, and a closed server would otherwise go on answering on them."""

    def __init__(self, *arguments, **keywords) -> None:
        self.connections: set[socket.socket] = set()
        self.connections_lock = threading.Lock()
        super().__init__(*arguments, **keywords)

    def process_request(self, request, client_address) -> None:
        with self.connections_lock:
            self.connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request) -> None:
        with self.connections_lock:
            self.connections.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request, client_address) -> None:
        # A browser that gives up on a response (or a connection cut by close()) is not an error.
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)

    def drop_connections(self) -> None:
        with self.connections_lock:
            connections, self.connections = list(self.connections), set()
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


class SiteServer:
    """Serves `root` on 127.0.0.1 at a free port, under `prefix`, until `close()`."""

    def __init__(self, root: Path, headers: dict[str, str], prefix: str = "/") -> None:
        handler = type("Handler", (_Handler,), {"extra_headers": dict(headers), "prefix": prefix})
        self.prefix = prefix
        self._server = _Server(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    @property
    def origin(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def url(self, relative: str) -> str:
        return f"{self.origin}{self.prefix}{relative}"

    def close(self) -> None:
        """Stops serving and cuts every open connection: from now on the site is offline."""
        self._server.shutdown()
        self._server.server_close()
        self._server.drop_connections()
        self._thread.join()
