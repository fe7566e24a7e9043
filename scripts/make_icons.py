"""Draw the app's icons: assets/icons/icon.svg and PNGs at 192 and 512 pixels.

    python3 scripts/make_icons.py

The icon is a framed canvas holding one block in each artist's colour. The PNGs are written
with the standard library only (zlib), so the pictures are made here, not downloaded.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
PNG_SIZES = (192, 512)

# (left, top, right, bottom) in units of the icon's side, with a colour; painted in order.
SHAPES = (
    ((0.00, 0.00, 1.00, 1.00), "#2b2540"),  # background (full bleed, so the PNGs are maskable)
    ((0.16, 0.16, 0.84, 0.84), "#c9a227"),  # frame
    ((0.22, 0.22, 0.78, 0.78), "#f6f3ee"),  # canvas
    ((0.22, 0.22, 0.46, 0.50), "#e0b400"),  # lite_metal
    ((0.50, 0.22, 0.78, 0.38), "#3a9a4a"),  # yoko
    ((0.50, 0.42, 0.78, 0.62), "#d0502a"),  # christin_p
    ((0.22, 0.54, 0.46, 0.78), "#2f6fbf"),  # karl_gitter
    ((0.50, 0.66, 0.78, 0.78), "#7d4a9e"),  # krypto
)


def rgb(colour: str) -> bytes:
    return bytes.fromhex(colour.removeprefix("#"))


def svg() -> str:
    shapes = []
    for i, ((left, top, right, bottom), colour) in enumerate(SHAPES):
        rounded = ' rx="96"' if i == 0 else ""
        x, y, w, h = (round(v * 512) for v in (left, top, right - left, bottom - top))
        box = f'x="{x}" y="{y}" width="{w}" height="{h}"'
        shapes.append(f'  <rect {box}{rounded} fill="{colour}"/>')
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">\n'
        + "\n".join(shapes)
        + "\n</svg>\n"
    )


def png(size: int) -> bytes:
    pixels = [bytearray(rgb(SHAPES[0][1]) * size) for _ in range(size)]
    for (left, top, right, bottom), colour in SHAPES[1:]:
        x0, x1 = round(left * size), round(right * size)
        block = rgb(colour) * (x1 - x0)
        for y in range(round(top * size), round(bottom * size)):
            pixels[y][3 * x0 : 3 * x1] = block
    raw = b"".join(b"\0" + bytes(row) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / "icon.svg").write_text(svg())
    for size in PNG_SIZES:
        (ICONS / f"icon-{size}.png").write_bytes(png(size))
    pngs = ", ".join(f"icon-{s}.png" for s in PNG_SIZES)
    print(f"wrote {ICONS.relative_to(ROOT)}: icon.svg, {pngs}")


if __name__ == "__main__":
    main()
