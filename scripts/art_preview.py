"""Write docs/art-preview.html: every artist x auction card face, the swatches and the glyphs.

    python3 scripts/art_preview.py            # then open docs/art-preview.html in a browser
"""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.cards import Card  # noqa: E402 - the repository root goes on the path first
from pyapp.art import (  # noqa: E402
    ARTIST_IDS,
    AUCTION_IDS,
    artist_swatch_svg,
    auction_icon_svg,
    card_html,
)

NAMES = {"lite_metal": "Lite Metal", "yoko": "Yoko", "christin_p": "Christin P.",
         "karl_gitter": "Karl Gitter", "krypto": "Krypto"}
AUCTIONS = {"open": "open auction", "once_around": "once around", "sealed": "sealed bid",
            "fixed_price": "fixed price", "double": "double"}


def button(card: str, number: int, extra: str = "") -> str:
    named = Card.parse(card)
    artist, auction = NAMES[named.artist], AUCTIONS[named.auction]
    name = f"{artist}, {auction}"
    face = card_html(card, artist, auction, number)
    return (f'<li><button type="button" class="card-button" aria-label="{escape(name)}"{extra}>'
            f"{face}</button></li>")


def page() -> str:
    rows = []
    for i, artist in enumerate(ARTIST_IDS):
        cards = "".join(button(f"{artist}/{a}", i * 5 + j) for j, a in enumerate(AUCTION_IDS))
        rows.append(f'<h2>{artist_swatch_svg(artist)} {NAMES[artist]}</h2>'
                    f'<ul class="card-row">{cards}</ul>')
    legend = "".join(f"<li>{auction_icon_svg(a)} {AUCTIONS[a]}</li>" for a in AUCTION_IDS)
    hand = [("lite_metal/open", ""), ("lite_metal/double", ' aria-pressed="true"'),
            ("yoko/sealed", " autofocus"), ("yoko/fixed_price", ""), ("christin_p/once_around", ""),
            ("christin_p/open", ' disabled'), ("karl_gitter/double", ""),
            ("karl_gitter/sealed", ""), ("krypto/open", ""), ("krypto/fixed_price", ""),
            ("krypto/once_around", "")]
    phone = "".join(button(c, 40 + k, extra) for k, (c, extra) in enumerate(hand))
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Modern Art: card faces</title>
<link rel="stylesheet" href="../assets/art.css">
<style>
  body {{ font-family: system-ui, sans-serif; margin: .75rem 1rem; color: #1f1b2d;
         background: #f3efe4; }}
  h1 {{ font-size: 1.2rem; margin: 0 0 .25rem; }}
  h2 {{ font-size: .95rem; margin: .5rem 0 .3rem; display: flex; gap: .4rem; align-items: center; }}
  .legend {{ list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap;
            gap: .3rem 1rem; font-size: .9rem; }}
  .cols {{ display: flex; gap: 1.5rem; align-items: flex-start; flex-wrap: wrap; }}
  .phone {{ --card-w: 3.5rem; width: 343px; background: #fffdf9; border: 1px solid #d9d3c7;
           border-radius: .5rem; padding: .5rem; box-sizing: border-box; }}
  .phone h2 {{ margin-top: 0; }}
</style>
</head>
<body>
<h1>Modern Art: the five artists &times; the five auction types</h1>
<ul class="legend">{legend}</ul>
<div class="cols">
<section>{"".join(rows)}</section>
<section class="phone"><h2>Phone hand (343 px, wraps)</h2>
<ul class="card-row">{phone}</ul>
<p style="font-size:.8rem">2nd card selected (aria-pressed), 3rd focused (keyboard ring),
6th disabled.</p></section>
</div>
</body>
</html>
"""


def main() -> None:
    out = ROOT / "docs" / "art-preview.html"
    out.parent.mkdir(exist_ok=True)
    out.write_text(page(), encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main()
