"""A small static file server for built sites, with the response headers a test asks for,
answers that arrive late (a slow web font), and a static host's 404 page."""

from __future__ import annotations

import functools
import http.server
import socket
import sys
import threading
import time
from pathlib import Path

STRICT_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:"

PAINTED_PATH = "/__painted"
# Installed before any page script: asks for PAINTED_PATH once the page has painted content.
PAINTED_SIGNAL = """
new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName("first-contentful-paint").length === 0) return;
  observer.disconnect();
  fetch("%s", { cache: "no-store" });
}).observe({ type: "paint", buffered: true });
""" % PAINTED_PATH


class _Handler(http.server.SimpleHTTPRequestHandler):
    extra_headers: dict[str, str] = {}
    # The site's base path ("/shelf/words/"): anything outside it is not found.
    prefix = "/"
    # Seconds to hold back answers whose path ends with a key (".woff2": a font on a slow line).
    delays: dict[str, float] = {}
    # Answers held back until the page asks for PAINTED_PATH (`PAINTED_SIGNAL` does once it has
    # painted): a web font that arrives after the first paint however busy the machine is.
    held: tuple[str, ...] = ()
    painted: threading.Event | None = None
    # The page a static host sends with every 404 ("404.html" at the base path), if any.
    not_found_page: str | None = None

    def send_head(self):
        if self.painted is not None and self.path.split("?")[0].endswith(PAINTED_PATH):
            self.painted.set()
            self.send_response(204)
            self.end_headers()
            return None
        if self.painted is not None and self.path.split("?")[0].endswith(self.held):
            # A page that never paints gets its answer at last; the test then finds no paint before it.
            self.painted.wait(timeout=60)
        for ending, seconds in self.delays.items():
            if self.path.split("?")[0].endswith(ending):
                time.sleep(seconds)
        return super().send_head()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        page = Path(self.directory) / self.not_found_page if self.not_found_page and code == 404 else None
        if page is None or not page.is_file():
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

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


# Ports a server of this run has had. The one browser of the run keeps what an origin left
# behind (a service worker and its caches, the HTTP cache, storage); a later server on the same
# port would have an older site's worker answer for it, so no port serves twice.
_used_ports: set[int] = set()
_used_ports_lock = threading.Lock()


def _server_on_a_new_port(handler) -> _Server:
    """A server on 127.0.0.1 at a port no server of this run has had."""
    refused: list[_Server] = []
    try:
        while True:
            server = _Server(("127.0.0.1", 0), handler)
            with _used_ports_lock:
                port = server.server_address[1]
                if port not in _used_ports:
                    _used_ports.add(port)
                    return server
            # Held open until a new port is found, so that the system cannot offer it again.
            refused.append(server)
    finally:
        for server in refused:
            server.server_close()


class SiteServer:
    """Serves `root` on 127.0.0.1 at a port no other server of the run has had, under
    `prefix`, until `close()`; holds back answers by `delays` (path ending → seconds), and
    those in `held_until_painted` (path endings) until the page, running `PAINTED_SIGNAL`,
    says it has painted; sends `not_found_page` with every 404."""

    def __init__(self, root: Path, headers: dict[str, str], prefix: str = "/", delays: dict[str, float] | None = None,
                 not_found_page: str | None = None, held_until_painted: tuple[str, ...] = ()) -> None:
        handler = type("Handler", (_Handler,), {
            "extra_headers": dict(headers), "prefix": prefix, "delays": dict(delays or {}),
            "not_found_page": not_found_page, "held": held_until_painted,
            "painted": threading.Event() if held_until_painted else None})
        self.prefix = prefix
        self._server = _server_on_a_new_port(functools.partial(handler, directory=str(root)))
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
