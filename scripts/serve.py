"""Serve the repository root as a static site, the way a static host (GitHub Pages) would.

    python3 scripts/serve.py [--port 8000] [--host 127.0.0.1]

`--port 0` picks a free port. The first line printed is the address, e.g.
`http://127.0.0.1:8000/`; tests and the load benchmark read it from there.
Like GitHub Pages, it
- names the types the runtime needs: `.mjs` as JavaScript, `.wasm` as WebAssembly (required
  for streaming compilation);
- compresses with gzip whatever is not compressed already (text, JavaScript, JSON, the
  WebAssembly, the zip archives) when the browser accepts it (`Accept-Encoding`), saying so
  (`Content-Encoding: gzip`, `Vary: Accept-Encoding`), so that local load figures count the
  bytes a player downloads;
- answers with an `ETag` and `Last-Modified`, `304 Not Modified` to a matching conditional
  request, and lets the browser keep a file ten minutes (`Cache-Control: max-age=600`).
With `--live` (used by `make dev`) the browser keeps nothing without asking again
(`no-cache`), and the server brings the start-up files up to date whenever the page asks for
them (an edited Python file is repacked into the app's archive, see
scripts/startup_build.py's refresh_app) and rewrites the service worker's precache list, so
an edited file reaches the page on the next reloads instead of being served from the
offline cache.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import os
import subprocess
import sys
import threading
import urllib.parse
from http import HTTPStatus
from pathlib import Path
from typing import ClassVar

import startup_build  # scripts/startup_build.py, beside this file
import vendor  # scripts/vendor.py, beside this file

ROOT = Path(__file__).resolve().parent.parent

TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".py": "text/x-python",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
    ".toml": "text/plain",
}
# Types worth compressing: everything but images already compressed (PNG).
COMPRESSED_TYPES = ("text/", "application/", "image/svg+xml")
GZIP_LEVEL = 6  # what static hosts commonly use
MAX_AGE = 600  # GitHub Pages' Cache-Control


def accepts_gzip(header: str | None) -> bool:
    """Whether an Accept-Encoding header allows gzip (``gzip`` or ``*`` with q > 0)."""
    for part in (header or "").split(","):
        coding, _, params = part.strip().partition(";")
        if coding.strip().lower() not in ("gzip", "*"):
            continue
        q = params.strip().lower()
        if q.startswith("q="):
            try:
                return float(q[2:]) > 0
            except ValueError:
                return False
        return True
    return False


class Compressed:
    """gzip bodies kept in memory by (path, modification time, size): the wasm is compressed
    once, not on every request."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.bodies: dict[str, tuple[tuple[int, int], bytes]] = {}

    def get(self, path: str, stamp: tuple[int, int]) -> bytes:
        with self.lock:
            kept = self.bodies.get(path)
            if kept and kept[0] == stamp:
                return kept[1]
            with open(path, "rb") as file:
                body = gzip.compress(file.read(), GZIP_LEVEL, mtime=0)
            self.bodies[path] = (stamp, body)
            return body


COMPRESSED = Compressed()


# What live mode keeps fresh, and when: the page asks for these before it needs the app.
LIVE_FILES = ("/assets/vendor/precache.js", "/assets/vendor/startup/startup.js",
              "/assets/vendor/startup/app.zip")
LIVE_LOCK = threading.Lock()


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the runtime's types; quiet unless asked to log."""

    protocol_version = "HTTP/1.1"  # keep-alive, as real static hosts do
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **TYPES,
    }
    verbose = False
    live = False

    def send_head(self):  # the base class's signature
        if self.live:
            self.refresh()
        path = self.translate_path(self.path)
        if os.path.isdir(path) or path.endswith("/"):
            index = os.path.join(path, "index.html")
            if not (os.path.isdir(path) and self.path.split("?")[0].endswith("/")
                    and os.path.isfile(index)):
                return super().send_head()  # redirects, listings, errors: as the base does
            path = index
        try:
            stat = os.stat(path)
        except OSError:
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        ctype = self.guess_type(path)
        stamp = (stat.st_mtime_ns, stat.st_size)
        gzipped = ctype.startswith(COMPRESSED_TYPES) and accepts_gzip(
            self.headers.get("Accept-Encoding")
        )
        etag = f'"{stamp[0]:x}-{stamp[1]:x}{"-gz" if gzipped else ""}"'
        if self.not_modified(etag, stat.st_mtime):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.send_header("ETag", etag)
            self.send_cache_headers(ctype)
            self.end_headers()
            return None
        try:
            if gzipped:
                body = io.BytesIO(COMPRESSED.get(path, stamp))
            else:
                with open(path, "rb") as file:
                    body = io.BytesIO(file.read())
        except OSError:
            self.send_error(HTTPStatus.NOT_FOUND, "File not found")
            return None
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body.getbuffer())))
        if gzipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.send_header("ETag", etag)
        self.send_cache_headers(ctype)
        self.end_headers()
        return body

    def send_cache_headers(self, ctype: str) -> None:
        if ctype.startswith(COMPRESSED_TYPES):
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", "no-cache" if self.live else f"max-age={MAX_AGE}")

    def not_modified(self, etag: str, mtime: float) -> bool:
        """Whether a conditional request names this very version (ETag first, else time)."""
        tags = self.headers.get("If-None-Match")
        if tags is not None:
            return etag in [tag.strip() for tag in tags.split(",")] or tags.strip() == "*"
        since = self.headers.get("If-Modified-Since")
        if since is None:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return int(mtime) <= when

    def refresh(self) -> None:
        """Live mode: bring the start-up files and the precache list up to date."""
        asked = urllib.parse.urlsplit(self.path).path
        if not asked.endswith(LIVE_FILES):
            return
        with LIVE_LOCK:
            try:
                if not startup_build.refresh_app(ROOT):
                    print("the app imports a module the trimmed library lacks: rebuilding",
                          file=sys.stderr)
                    subprocess.run([sys.executable, str(ROOT / "scripts" / "vendor.py")],
                                   check=True)
                vendor.write_precache()
            except (SystemExit, OSError, SyntaxError, subprocess.CalledProcessError,
                    KeyError, ValueError) as problem:
                # A file mid-edit or a build that failed: serve the last files.
                print(f"start-up files not refreshed: {problem}", file=sys.stderr)

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        """A browser dropping a kept-alive connection is routine, not worth a traceback."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(
    host: str = "127.0.0.1",
    port: int = 0,
    root: Path = ROOT,
    verbose: bool = False,
    live: bool = False,
) -> Server:
    handler = functools.partial(Handler, directory=str(root))
    Handler.verbose = verbose
    Handler.live = live
    return Server((host, port), handler)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000, help="0 picks a free port")
    parser.add_argument("--root", type=Path, default=ROOT, help="folder to serve")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument("--live", action="store_true", help="refresh the precache list")
    args = parser.parse_args(argv)
    server = make_server(args.host, args.port, args.root, args.verbose, args.live)
    host, port = server.server_address[:2]
    print(f"http://{host}:{port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr)
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
