"""Serve the repository root as a static site, the way a static host (GitHub Pages) would.

    python3 scripts/serve.py [--port 8000] [--host 127.0.0.1]

`--port 0` picks a free port. The first line printed is the address, e.g.
`http://127.0.0.1:8000/`; tests and the load benchmark read it from there.
Unlike `python -m http.server` on older Pythons, it names the types the runtime needs:
`.mjs` as JavaScript, `.wasm` as WebAssembly (required for streaming compilation).
With `--live` (used by `make play`) it rewrites the service worker's precache list whenever
the browser asks for it, so an edited file reaches the page on the next reloads instead of
being served from the offline cache.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
from pathlib import Path
from typing import ClassVar

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
        if self.live and self.path.split("?")[0].endswith("/assets/vendor/precache.js"):
            try:
                vendor.write_precache()
            except (SystemExit, OSError) as problem:  # a file mid-edit: serve the last list
                print(f"precache list not refreshed: {problem}", file=sys.stderr)
        return super().send_head()

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
