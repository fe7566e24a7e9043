"""The local server (scripts/serve.py) serves the site as GitHub Pages does: compressed when the
browser accepts gzip, with the types the runtime needs, and revalidated with ETags."""

from __future__ import annotations

import gzip
import http.client
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import serve  # noqa: E402

WASM = bytes(range(256)) * 64
TEXT = "print('hello')\n" * 200


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[str, int]]:
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>" + " " * 2000)
    (tmp_path / "main.py").write_text(TEXT)
    (tmp_path / "runtime.wasm").write_bytes(WASM)
    (tmp_path / "icon.png").write_bytes(b"\x89PNG" + bytes(3000))
    server = serve.make_server(root=tmp_path)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[:2]
    finally:
        server.shutdown()
        server.server_close()


def get(address: tuple[str, int], path: str, method: str = "GET", **headers: str,
        ) -> tuple[http.client.HTTPResponse, bytes]:
    connection = http.client.HTTPConnection(*address, timeout=10)
    connection.request(method, path, headers=headers)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response, body


def test_gzip_when_accepted_with_the_headers_that_say_so(site: tuple[str, int]) -> None:
    response, body = get(site, "/runtime.wasm", **{"Accept-Encoding": "gzip, deflate, br"})
    assert response.status == 200
    assert response.getheader("Content-Type") == "application/wasm"
    assert response.getheader("Content-Encoding") == "gzip"
    assert response.getheader("Vary") == "Accept-Encoding"
    assert int(response.getheader("Content-Length")) == len(body) < len(WASM)
    assert gzip.decompress(body) == WASM


def test_plain_when_gzip_is_not_accepted(site: tuple[str, int]) -> None:
    for accepted in ({}, {"Accept-Encoding": "br"}, {"Accept-Encoding": "gzip;q=0, br"}):
        response, body = get(site, "/main.py", **accepted)
        assert response.getheader("Content-Encoding") is None, accepted
        assert body.decode() == TEXT
        assert response.getheader("Vary") == "Accept-Encoding"


def test_images_already_compressed_are_sent_as_they_are(site: tuple[str, int]) -> None:
    response, body = get(site, "/icon.png", **{"Accept-Encoding": "gzip"})
    assert response.getheader("Content-Encoding") is None
    assert body.startswith(b"\x89PNG")


def test_the_folder_serves_its_index_compressed(site: tuple[str, int]) -> None:
    response, body = get(site, "/?seed=1", **{"Accept-Encoding": "gzip"})
    assert response.getheader("Content-Type").startswith("text/html")
    assert gzip.decompress(body).startswith(b"<!doctype html>")


def test_a_matching_etag_gets_not_modified(site: tuple[str, int]) -> None:
    first, _ = get(site, "/main.py", **{"Accept-Encoding": "gzip"})
    etag = first.getheader("ETag")
    assert first.getheader("Cache-Control") == "max-age=600"
    again, body = get(site, "/main.py", **{"Accept-Encoding": "gzip", "If-None-Match": etag})
    assert again.status == 304
    assert body == b""
    # The plain and the compressed body are different representations: different tags.
    plain, _ = get(site, "/main.py")
    assert plain.getheader("ETag") != etag


def test_head_and_missing_files(site: tuple[str, int]) -> None:
    response, body = get(site, "/main.py", method="HEAD", **{"Accept-Encoding": "gzip"})
    assert response.status == 200
    assert body == b""
    assert response.getheader("Content-Encoding") == "gzip"
    missing, _ = get(site, "/nothing.js")
    assert missing.status == 404


def test_accept_encoding_parsing() -> None:
    assert serve.accepts_gzip("gzip")
    assert serve.accepts_gzip("deflate, gzip;q=0.5")
    assert serve.accepts_gzip("*")
    assert not serve.accepts_gzip("gzip;q=0")
    assert not serve.accepts_gzip("identity")
    assert not serve.accepts_gzip(None)
