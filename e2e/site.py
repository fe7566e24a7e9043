"""The game's site for the cross-browser tests: scripts/serve.py's server, in this process, on
a free port, which can hold a file back (to look at the page before Python is there) and stop
(to reload offline)."""

from __future__ import annotations

import html
import io
import socket
import sys
import threading
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

from e2e.support import ROOT

sys.path.insert(0, str(ROOT / "scripts"))
import serve

HOLD_LIMIT_S = 120  # a held file is let go after this, whatever the test does


class Site:
    # Two pages of the site besides the game, under a policy that allows no inline style, as
    # the game's: a blank one, for trying its modules; and one that frames a page of the site
    # at a phone's size (FRAME + "?src=/?lang=zh"), which no engine's window needs to be
    # resized to (MiniBrowser's cannot be narrower than 447 px).
    BLANK = "blank.html"
    FRAME = "phone.html"
    PHONE = (375, 667)

    def __init__(self) -> None:
        self.held: dict[str, threading.Event] = {}
        self.connections: set[socket.socket] = set()  # kept alive by the browser
        site = self

        class Handler(serve.Handler):
            def setup(self) -> None:
                super().setup()
                site.connections.add(self.connection)

            def finish(self) -> None:
                site.connections.discard(self.connection)
                super().finish()

            def send_head(self) -> Any:  # the base class's signature
                path = urllib.parse.urlsplit(self.path).path
                if path == f"/{Site.BLANK}":
                    return self.page(b"")
                if path == f"/{Site.FRAME}":
                    query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
                    src = html.escape(query.get("src", ["/"])[0], quote=True)
                    width, height = Site.PHONE
                    return self.page(f'<iframe src="{src}" width="{width}" height="{height}"'
                                     f' title="phone"></iframe>'.encode())
                release = site.held.get(path)
                if release is not None:
                    release.wait(HOLD_LIMIT_S)
                return super().send_head()

            def page(self, inside: bytes) -> io.BytesIO:
                body = b"<!doctype html><title>test</title><link rel=icon href='data:,'>" + inside
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Security-Policy", "style-src 'self'")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)

        self.server = serve.make_server(root=ROOT)
        self.server.RequestHandlerClass = lambda *args, **kwargs: Handler(
            *args, directory=str(ROOT), **kwargs)
        host, port = self.server.server_address[:2]
        self.url = f"http://{host}:{port}/"
        self.origin = self.url.rstrip("/")
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @contextmanager
    def holding(self, path: str) -> Iterator[None]:
        """Hold back every request for ``path`` (e.g. "/assets/vendor/startup/app.zip") until
        the block ends."""
        release = threading.Event()
        self.held[path] = release
        try:
            yield
        finally:
            del self.held[path]
            release.set()

    def stop(self) -> None:
        """Stop serving, the connections the browser keeps alive included: as a site that is
        down, or a device offline."""
        if self.thread.is_alive():
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(timeout=10)
        for connection in list(self.connections):
            with suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
        for release in self.held.values():
            release.set()
