"""The artists' paintings and the auction glyphs, drawn as inline SVG strings.

Pure Python (standard library only), so it runs the same under Pyodide and in the tests.
Every artist has its own colour, its own pattern (shards, circles, a thick-lined grid, a fine
lattice with hatching, a glyph mosaic) and its initials in a corner badge, so a card is told
apart by more than its colour. The SVGs use no ids (a painting may appear many times on one
page), no gradients, no images, no fonts and no links: only shapes and system text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import TypeVar

T = TypeVar("T")

ARTIST_IDS: tuple[str, ...] = ("lite_metal", "yoko", "christin_p", "karl_gitter", "krypto")
AUCTION_IDS: tuple[str, ...] = ("open", "once_around", "sealed", "fixed_price", "double")

INITIALS: dict[str, str] = {
    "lite_metal": "LM",
    "yoko": "Y",
    "christin_p": "CP",
    "karl_gitter": "KG",
    "krypto": "K",
}

# The key colour of each artist (the same hues as the board in assets/app.css).
COLOURS: dict[str, str] = {
    "lite_metal": "#e0b400",
    "yoko": "#3a9a4a",
    "christin_p": "#d0502a",
    "karl_gitter": "#2f6fbf",
    "krypto": "#7d4a9e",
}

# The pattern each style is built from (told apart without colour); also a class on the painting.
PATTERNS: dict[str, str] = {
    "lite_metal": "shards",
    "yoko": "dots",
    "christin_p": "blocks",
    "karl_gitter": "lattice",
    "krypto": "glyphs",
}

# The painting's drawing area, in SVG user units (a landscape panel above the card's labels).
W, H = 60, 40

_HIDDEN = 'aria-hidden="true" focusable="false"'


# --- a tiny deterministic PRNG: FNV-1a to seed, xorshift32 to draw --------------------------------

class _Rng:
    def __init__(self, *seed: object) -> None:
        h = 0x811C9DC5
        for byte in "/".join(map(str, seed)).encode():
            h = ((h ^ byte) * 0x01000193) & 0xFFFFFFFF
        self.state = h or 0x9E3779B9
        for _ in range(3):
            self.next()

    def next(self) -> int:
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x

    def random(self) -> float:
        return self.next() / 0x100000000

    def uniform(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self.random()

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.next() % (hi - lo + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.next() % len(seq)]


def _n(v: float) -> str:
    """A coordinate with at most one decimal, without a trailing '.0'."""
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def _pts(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)


def _check_artist(artist: str) -> None:
    if artist not in INITIALS:
        raise ValueError(f"unknown artist: {artist!r}")


# --- the five styles -----------------------------------------------------------------------------

def _lite_metal(r: _Rng) -> list[str]:
    """Metallic shards: facets of steel and gold radiating from a bright point, with highlights."""
    steel = ("#e8ecef", "#c3cbd2", "#9aa6b0", "#74818d", "#55616c")
    gold = ("#f4d35e", "#e0b400", "#a88400")
    cx, cy = r.uniform(18, 42), r.uniform(13, 28)
    # points around the frame, walking the perimeter so the triangles tile the panel
    perimeter = 2 * (W + H)
    k = r.randint(9, 12)
    offset = r.uniform(0, perimeter)
    ts = sorted((offset + perimeter * (i + r.uniform(-0.3, 0.3)) / k) % perimeter for i in range(k))

    def at(t: float) -> tuple[float, float]:
        if t < W:
            return t, 0
        t -= W
        if t < H:
            return W, t
        t -= H
        if t < W:
            return W - t, H
        return 0, H - (t - W)

    corners = [0, W, W + H, 2 * W + H]
    out = [f'<rect width="{W}" height="{H}" fill="#55616c"/>']
    gold_at = {r.randint(0, k - 1), r.randint(0, k - 1)}
    for i in range(k):
        t0, t1 = ts[i], ts[(i + 1) % k]
        if t1 <= t0:
            t1 += perimeter
        rim = [at(t0)]
        rim += [at(c % perimeter) for c in (*corners, *(c + perimeter for c in corners))
                if t0 < c < t1]
        rim.append(at(t1 % perimeter))
        tones = gold if i in gold_at else steel
        light = (i * 2 + r.randint(0, 1)) % (len(tones) - 1)
        # a bevel: the inner half of the shard catches the light, the outer half is a shade darker
        f = r.uniform(0.35, 0.6)
        (ax, ay), (bx, by) = rim[0], rim[-1]
        a = (cx + (ax - cx) * f, cy + (ay - cy) * f)
        b = (cx + (bx - cx) * f, cy + (by - cy) * f)
        out.append(f'<polygon points="{_pts([a, *rim, b])}" fill="{tones[light + 1]}"/>')
        out.append(f'<polygon points="{_pts([(cx, cy), a, b])}" fill="{tones[light]}"/>')
    # the cracks between shards and a glint at the centre
    cracks = "".join(f"M{_n(cx)} {_n(cy)}L{_n(at(t)[0])} {_n(at(t)[1])}" for t in ts)
    out.append(f'<path d="{cracks}" stroke="#2b3238" stroke-width=".6"/>')
    out.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="1.8" fill="#fff"/>')
    return out


def _yoko(r: _Rng) -> list[str]:
    """Soft pastel circles and brush dots around a red sun on washi paper."""
    pastels = ("#bfe3c3", "#9fd3a8", "#d7ecc4", "#f6d6df", "#cfe0f2")
    out = [f'<rect width="{W}" height="{H}" fill="#f7f3e6"/>']
    for _ in range(r.randint(5, 7)):
        out.append(f'<circle cx="{_n(r.uniform(0, W))}" cy="{_n(r.uniform(0, H))}" '
                   f'r="{_n(r.uniform(6, 15))}" fill="{r.choice(pastels)}" fill-opacity=".85"/>')
    sx, sy, sr = r.uniform(18, 44), r.uniform(12, 19), r.uniform(7.5, 10)
    out.append(f'<circle cx="{_n(sx)}" cy="{_n(sy)}" r="{_n(sr)}" fill="#d9342b"/>')
    # a green brush hill and a line of brush dots
    hy = r.uniform(28, 32)
    out.append(f'<path d="M0 {_n(hy)}Q{_n(r.uniform(10, 50))} {_n(hy - r.uniform(8, 14))} '
               f'{W} {_n(hy + r.uniform(-3, 3))}V{H}H0Z" fill="#3a9a4a" fill-opacity=".8"/>')
    y0 = r.uniform(35.5, 37)
    for i in range(6):
        out.append(f'<circle cx="{_n(6 + i * 9.6)}" cy="{_n(y0 + r.uniform(-1, 1))}" '
                   f'r="{_n(r.uniform(1.4, 2.2))}" fill="#1f5a2a"/>')
    return out


def _christin_p(r: _Rng) -> list[str]:
    """A Mondrian-like grid: thick black lines, blocks of red, blue and yellow on white."""
    rects = [(0.0, 0.0, float(W), float(H))]
    for _ in range(r.randint(5, 6)):
        rects.sort(key=lambda q: q[2] * q[3])
        x, y, w, h = rects.pop()
        if w >= h:
            cut = round(w * r.uniform(0.3, 0.7))
            rects += [(x, y, cut, h), (x + cut, y, w - cut, h)]
        else:
            cut = round(h * r.uniform(0.3, 0.7))
            rects += [(x, y, w, cut), (x, y + cut, w, h - cut)]
    rects.sort(key=lambda q: (q[1], q[0]))
    fills = ["#f6f3ea"] * len(rects)
    order = sorted(range(len(rects)), key=lambda i: -rects[i][2] * rects[i][3])
    fills[order[r.randint(0, 1)]] = "#d0342a"  # a big red block, the artist's own colour
    rest = [i for i in range(len(rects)) if fills[i] == "#f6f3ea"]
    for colour in ("#1d4fa0", "#f2c500"):
        i = r.choice(rest)
        fills[i] = colour
        rest.remove(i)
    if r.random() < 0.5:
        fills[r.choice(rest)] = "#1b1b1b"
    return [f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" fill="{f}" '
            f'stroke="#111" stroke-width="2.4"/>'
            for (x, y, w, h), f in zip(rects, fills, strict=True)]


def _karl_gitter(r: _Rng) -> list[str]:
    """A fine regular lattice ("Gitter") over blue cells, some filled, some diagonally hatched."""
    step = r.choice((10, 12))
    blues = ("#2f6fbf", "#6d9fdc", "#a9c6ec", "#174a8c")
    out = [f'<rect width="{W}" height="{H}" fill="#e8f0fa"/>']
    cols, rows = -(-W // step), -(-H // step)
    hatch = []
    for cy in range(rows):
        for cx in range(cols):
            x, y, roll = cx * step, cy * step, r.random()
            if roll < 0.38:
                out.append(f'<rect x="{x}" y="{y}" width="{step}" height="{step}" '
                           f'fill="{r.choice(blues)}"/>')
            elif roll < 0.62:
                # three diagonal strokes inside the cell (the cell is a square: no clipping needed)
                for k in (0.25, 0.5, 0.75):
                    a = step * k * 2
                    if a <= step:
                        hatch.append(f"M{x} {_n(y + a)}L{_n(x + a)} {y}")
                    else:
                        b = a - step
                        hatch.append(f"M{_n(x + b)} {y + step}L{x + step} {_n(y + b)}")
                hatch.append(f"M{x} {y + step}L{x + step} {y}")
    if hatch:
        out.append(f'<path d="{"".join(hatch)}" stroke="#174a8c" stroke-width=".9"/>')
    lines = "".join(f"M{x} 0V{H}" for x in range(step, W, step))
    lines += "".join(f"M0 {y}H{W}" for y in range(step, H, step))
    out.append(f'<path d="{lines}" stroke="#0d2f5c" stroke-width="1.3"/>')
    return out


# Krypto's glyphs, in relative path commands from the corner of a 10 x 10 cell.
_GLYPHS: tuple[str, ...] = (
    "m5 1l4 8h-8z",                                          # triangle
    "m2 2l6 6m0-6l-6 6",                                     # cross
    "m5 1v8m-3-5h6",                                         # dagger
    "m1 5q4-5 8 0q-4 5-8 0zm3 0a1 1 0 1 0 2 0a1 1 0 1 0-2 0",  # eye
    "m2 1v8h6m-6-4h4",                                       # rune
    "m5 1l4 4l-4 4l-4-4z",                                   # diamond
    "m3 9v-8l4 4h-4",                                        # flag rune
    "m2 8a3 3 0 1 1 6 0m-3-6v3",                             # arch
)


def _krypto(r: _Rng) -> list[str]:
    """A cryptic mosaic: violet symbols on dark tiles."""
    tiles: dict[str, str] = dict.fromkeys(("#2a1838", "#231030", "#1c1226"), "")
    inks: dict[str, str] = dict.fromkeys(("#c9a3ea", "#9a66c4", "#e9d6ff", "#7d4a9e"), "")
    for row in range(4):
        for col in range(5):
            x, y = col * 12, row * 10
            tile = r.choice(tuple(tiles))
            tiles[tile] += f"M{x} {y}h11.4v9.4h-11.4z"
            if r.random() < 0.85:
                ink = r.choice(tuple(inks))
                inks[ink] += f"M{x + 1} {y}" + r.choice(_GLYPHS)
    out = [f'<rect width="{W}" height="{H}" fill="#140b1c"/>']
    out += [f'<path d="{d}" fill="{c}"/>' for c, d in tiles.items() if d]
    out += [f'<path d="{d}" stroke="{c}" stroke-width="1.2" fill="none"/>'
            for c, d in inks.items() if d]
    return out


_STYLES: dict[str, Callable[[_Rng], list[str]]] = {
    "lite_metal": _lite_metal,
    "yoko": _yoko,
    "christin_p": _christin_p,
    "karl_gitter": _karl_gitter,
    "krypto": _krypto,
}


def badge_html(artist: str) -> str:
    """The artist's initials in a corner badge, over the painting. The initials are the
    badge's style's to show (``content: attr(data-initials)``, assets/art.css), not text: a
    card's words are its caption's alone, which a card's button takes as its name."""
    _check_artist(artist)
    return f'<span class="art-badge" data-initials="{INITIALS[artist]}" aria-hidden="true"></span>'


def painting_svg(artist: str, number: int = 0) -> str:
    """The artist's painting, varied deterministically by `number`."""
    _check_artist(artist)
    shapes = _STYLES[artist](_Rng(artist, number))
    return (f'<svg class="art-painting pattern-{PATTERNS[artist]}" viewBox="0 0 {W} {H}" '
            f'preserveAspectRatio="xMidYMid slice" {_HIDDEN}>'
            + "".join(shapes) + "</svg>")


# --- the small swatch ----------------------------------------------------------------------------

_SWATCHES: dict[str, str] = {
    # shards of steel and gold
    "lite_metal": ('<rect width="24" height="24" fill="#74818d"/>'
                   '<path d="M0 0H24L12 12Z" fill="#e8ecef"/>'
                   '<path d="M24 0V24L12 12Z" fill="#e0b400"/>'
                   '<path d="M0 24H24L12 12Z" fill="#9aa6b0"/>'),
    # a red sun among pastel dots on green
    "yoko": ('<rect width="24" height="24" fill="#bfe3c3"/>'
             '<circle cx="12" cy="11" r="7" fill="#d9342b"/>'
             '<path d="M0 18Q12 12 24 18V24H0Z" fill="#3a9a4a"/>'
             '<circle cx="5" cy="21" r="1.4" fill="#1f5a2a"/><circle cx="12" cy="21" r="1.4" '
             'fill="#1f5a2a"/><circle cx="19" cy="21" r="1.4" fill="#1f5a2a"/>'),
    # thick black grid with red, blue and yellow blocks
    "christin_p": ('<rect width="24" height="24" fill="#f6f3ea"/><rect width="14" height="14" '
                   'fill="#d0342a"/><rect x="14" y="14" width="10" height="10" fill="#1d4fa0"/>'
                   '<rect y="14" width="8" height="10" fill="#f2c500"/>'
                   '<path d="M14 0V24M0 14H24M8 14V24" stroke="#111" stroke-width="2.4"/>'),
    # fine lattice with diagonal hatching on blue
    "karl_gitter": ('<rect width="24" height="24" fill="#e8f0fa"/><rect width="8" height="8" '
                    'fill="#2f6fbf"/><rect x="16" y="8" width="8" height="8" fill="#6d9fdc"/>'
                    '<path d="M8 4L12 0M8 8L16 0M12 8L16 4M0 12L4 8M0 16L8 8M4 16L8 12'
                    'M8 20L12 16M8 24L16 16M12 24L16 20" stroke="#174a8c"/>'
                    '<path d="M8 0V24M16 0V24M0 8H24M0 16H24" stroke="#0d2f5c" '
                    'stroke-width="1.3"/>'),
    # violet glyphs on a dark tile
    "krypto": ('<rect width="24" height="24" fill="#1c1226"/>'
               '<path d="M6 2L11 11H1ZM17 2V11M14 5H20M2 14L10 22M10 14L2 22" stroke="#c9a3ea" '
               'stroke-width="1.5" fill="none"/><path d="M13 18Q18 13 23 18Q18 23 13 18Z" '
               'stroke="#e9d6ff" stroke-width="1.5" fill="none"/>'),
}


def artist_swatch_svg(artist: str) -> str:
    """A 24 x 24 swatch of the artist's colour and pattern (decorative: name the artist beside)."""
    _check_artist(artist)
    return (f'<svg class="art-swatch artist-{artist}" viewBox="0 0 24 24" width="24" height="24" '
            f'{_HIDDEN}>{_SWATCHES[artist]}'
            '<rect x=".5" y=".5" width="23" height="23" rx="2" fill="none" stroke="#111"/></svg>')


# --- the auction glyphs --------------------------------------------------------------------------

_ICONS: dict[str, str] = {
    # a gavel striking its block
    "open": ('<g transform="rotate(-45 6 6)"><rect x="2" y="3.2" width="8" height="4.4" rx="1" '
             'fill="currentColor"/><path d="M6 7.6V15.4" stroke-width="1.8"/></g>'
             '<path d="M1.5 14.5H8" stroke-width="1.8"/>'),
    # a circular arrow, going once around the table
    "once_around": ('<path d="M13 8A5 5 0 1 1 10.5 3.7"/>'
                    '<path d="M8.6 1.4L11.6 3.6L9.2 6.4" stroke-linejoin="round"/>'),
    # a sealed envelope
    "sealed": ('<rect x="1.5" y="3.5" width="13" height="9" rx="1"/>'
               '<path d="M1.8 4L8 9L14.2 4"/>'
               '<circle cx="8" cy="9.6" r="1.6" fill="currentColor"/>'),
    # a price tag with its hole
    "fixed_price": ('<path d="M8.6 1.5H14.5V7.4L7.4 14.5L1.5 8.6Z" stroke-linejoin="round"/>'
                    '<circle cx="11.4" cy="4.6" r="1.2" fill="currentColor"/>'),
    # two overlapping frames
    "double": ('<rect x="1.5" y="1.5" width="8.5" height="8.5"/>'
               '<rect x="6" y="6" width="8.5" height="8.5" fill="currentColor" '
               'fill-opacity=".3"/>'),
}


def auction_icon_svg(auction: str) -> str:
    """The auction type's small glyph (16 x 16, drawn in currentColor)."""
    if auction not in _ICONS:
        raise ValueError(f"unknown auction type: {auction!r}")
    return (f'<svg class="art-icon auction-icon-{auction}" viewBox="0 0 16 16" width="16" '
            f'height="16" {_HIDDEN} fill="none" '
            f'stroke="currentColor" stroke-width="1.6" stroke-linecap="round">'
            f"{_ICONS[auction]}</svg>")


# The menu's setting icons (20 x 20, in currentColor): the table's sound and its motion, each
# struck through while off.
_SETTING_ICONS = {
    "sound": '<path d="M3 8h3l4-3.5v11L6 12H3z" fill="currentColor" stroke="none"/>'
             '<path d="M13 7.5a3.5 3.5 0 0 1 0 5M15 5a7 7 0 0 1 0 10"/>',
    "motion": '<path d="M2 6c3-2.5 5 2.5 8 0s5 2.5 8 0M2 10c3-2.5 5 2.5 8 0s5 2.5 8 0'
              'M2 14c3-2.5 5 2.5 8 0s5 2.5 8 0"/>',
    "coach": '<path d="M10 2.5a5 5 0 0 0-3 9c.7.6 1 1.3 1 2.2h4c0-.9.3-1.6 1-2.2a5 5 0 0 0-3-9z"/>'
             '<path d="M8 16h4M8.6 18.2h2.8"/>',  # (a light bulb: an idea from the master)
}


def setting_icon_svg(setting: str, on: bool) -> str:
    """The menu's icon for a setting ("sound", "motion", "coach"), struck through while it is
    off."""
    if setting not in _SETTING_ICONS:
        raise ValueError(f"unknown setting: {setting!r}")
    strike = "" if on else '<path d="M3 17L17 3" stroke-width="2.2"/>'
    return (f'<svg class="art-icon setting-icon" viewBox="0 0 20 20" width="20" height="20" '
            f'{_HIDDEN} fill="none" stroke="currentColor" stroke-width="1.6" '
            f'stroke-linecap="round">{_SETTING_ICONS[setting]}{strike}</svg>')


# The menu's other icons (20 x 20, in currentColor): watching a game of bots, an eye.
_MENU_ICONS = {
    "bots": '<path d="M1.5 10s3.2-5.5 8.5-5.5 8.5 5.5 8.5 5.5-3.2 5.5-8.5 5.5S1.5 10 1.5 10z"/>'
            '<circle cx="10" cy="10" r="2.6" fill="currentColor" stroke="none"/>',
}


def menu_icon_svg(name: str) -> str:
    """The menu's icon for ``name`` ("bots")."""
    if name not in _MENU_ICONS:
        raise ValueError(f"unknown menu icon: {name!r}")
    return (f'<svg class="art-icon menu-icon" viewBox="0 0 20 20" width="20" height="20" '
            f'{_HIDDEN} fill="none" stroke="currentColor" stroke-width="1.6" '
            f'stroke-linecap="round">{_MENU_ICONS[name]}</svg>')


# --- the card face -------------------------------------------------------------------------------

def card_html(card: str, label_artist: str, label_auction: str, number: int = 0) -> str:
    """A card's face for `card` ("artist/auction"), labelled with the caller's (translated) words.

    No interactive element inside: the caller wraps it in a <button> with its own accessible name.
    """
    artist, sep, auction = card.partition("/")
    _check_artist(artist)
    if not sep or auction not in _ICONS:
        raise ValueError(f"unknown card: {card!r}")
    return (
        f'<div class="card art-card artist-{artist} auction-{auction}" data-card="{escape(card)}">'
        f'<div class="card-painting">{painting_svg(artist, number)}{badge_html(artist)}</div>'
        f'<div class="card-caption">'
        f'<span class="card-name">{escape(label_artist)}</span> '  # (read "Yoko fixed price")
        f'<span class="card-type">{auction_icon_svg(auction)}'
        f'<span class="card-type-label">{escape(label_auction)}</span></span>'
        f"</div></div>"
    )
