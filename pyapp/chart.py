"""Each player's money after every round, as an SVG line chart with a table beside it (the same
figures in text, for screen readers and for reading exact amounts). Drawn here, no library."""

from __future__ import annotations

from .catalogue import text
from .markup import EMPTY, Html, concat, el
from .narration import money

# One colour and one marker shape per seat, so lines differ by more than colour.
COLOURS = ("#1e63b5", "#b3261e", "#2e7d32", "#7d4a9e", "#b26a00")
MARKERS = ("circle", "square", "diamond", "triangle", "cross")
WIDTH, HEIGHT = 480, 240
LEFT, RIGHT, TOP, BOTTOM = 44, 96, 14, 30


def _marker(shape: str, x: float, y: float, colour: str) -> Html:
    r = 4.5
    if shape == "circle":
        return el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=r, fill=colour)
    if shape == "square":
        return el("rect", x=f"{x - r:.1f}", y=f"{y - r:.1f}", width=2 * r, height=2 * r,
                  fill=colour)
    if shape == "diamond":
        points = f"{x:.1f},{y - r - 1:.1f} {x + r + 1:.1f},{y:.1f} {x:.1f},{y + r + 1:.1f} " \
                 f"{x - r - 1:.1f},{y:.1f}"
        return el("polygon", points=points, fill=colour)
    if shape == "triangle":
        points = f"{x:.1f},{y - r - 1:.1f} {x + r + 1:.1f},{y + r:.1f} {x - r - 1:.1f},{y + r:.1f}"
        return el("polygon", points=points, fill=colour)
    return el("path", d=f"M{x - r:.1f} {y - r:.1f}L{x + r:.1f} {y + r:.1f}"
                        f"M{x - r:.1f} {y + r:.1f}L{x + r:.1f} {y - r:.1f}",
              stroke=colour, stroke_width=2.5)


LABEL_GAP = 13  # the names at the lines' ends are this far apart at least (a line of text)
LABEL_TOP, LABEL_BOTTOM = 9, HEIGHT - BOTTOM  # and inside the chart (a baseline 4 below y)


def end_labels(wanted: list[float]) -> list[float]:
    """Where to write each seat's name beside its line's end (``wanted``: the ends' heights):
    as near its line as it can be, no two closer than a line of text, none outside the
    chart. Top to bottom: each pushed below the one above, then, if the lowest went too far,
    each pulled above the one below."""
    order = sorted(range(len(wanted)), key=lambda seat: (wanted[seat], seat))
    placed = [0.0] * len(wanted)
    above: float = LABEL_TOP - LABEL_GAP
    for seat in order:
        placed[seat] = above = max(wanted[seat], above + LABEL_GAP)
    below: float = LABEL_BOTTOM + LABEL_GAP
    for seat in reversed(order):
        placed[seat] = below = min(placed[seat], below - LABEL_GAP)
    return placed


def money_chart(lang: str, names: list[str], rounds: list[list[int]]) -> Html:
    """``rounds``: each seat's money at the start and after each round (rows of seats)."""
    if len(rounds) < 2 or not names:
        return EMPTY
    top = max(max(row) for row in rounds)
    top = max(100, ((top + 49) // 50) * 50)
    steps = len(rounds) - 1
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x_of(i: int) -> float:
        return LEFT + inner_w * i / steps

    def y_of(amount: int) -> float:
        return TOP + inner_h * (1 - amount / top)

    grid = []
    for tick in range(0, top + 1, 50):
        y = y_of(tick)
        grid.append(el("line", x1=LEFT, x2=WIDTH - RIGHT, y1=f"{y:.1f}", y2=f"{y:.1f}",
                       stroke="#d9d3c7", stroke_width=1))
        grid.append(el("text", str(tick), x=LEFT - 6, y=f"{y + 4:.1f}", text_anchor="end",
                       font_size=11, fill="#5a5468"))
    for i in range(steps + 1):
        label = text(lang, "chart.start") if i == 0 else text(lang, "chart.round", round=i)
        grid.append(el("text", label, x=f"{x_of(i):.1f}", y=HEIGHT - 10, text_anchor="middle",
                       font_size=11, fill="#5a5468"))
    lines = []
    label_y = end_labels([y_of(amount) for amount in rounds[-1]])
    for seat, name in enumerate(names):
        colour, shape = COLOURS[seat % len(COLOURS)], MARKERS[seat % len(MARKERS)]
        points = " ".join(f"{x_of(i):.1f},{y_of(row[seat]):.1f}" for i, row in enumerate(rounds))
        marks = concat(*(_marker(shape, x_of(i), y_of(row[seat]), colour)
                         for i, row in enumerate(rounds)))
        lines.append(el("g", el("polyline", points=points, fill="none", stroke=colour,
                                stroke_width=2.5), marks,
                        el("text", f"{name} {money(lang, rounds[-1][seat])}",
                           x=WIDTH - RIGHT + 8, y=f"{label_y[seat] + 4:.1f}", font_size=12,
                           fill=colour, font_weight=700)))
    svg = el("svg", *grid, *lines, viewBox=f"0 0 {WIDTH} {HEIGHT}", class_="money-chart",
             role="img", aria_labelledby="chart-title", preserveAspectRatio="xMidYMid meet")
    head = [el("th", text(lang, "summary.player"), scope="col")]
    head += [el("th", text(lang, "chart.start") if i == 0 else text(lang, "chart.round", round=i),
                scope="col") for i in range(steps + 1)]
    rows = [el("tr", el("th", name, scope="row"),
               *(el("td", money(lang, row[seat])) for row in rounds))
            for seat, name in enumerate(names)]
    table = el("table", el("caption", text(lang, "chart.table")), el("thead", el("tr", *head)),
               el("tbody", *rows), class_="summary-table chart-table")
    return el("figure", el("figcaption", text(lang, "chart.title"), id="chart-title"), svg,
              el("details", el("summary", text(lang, "chart.as_table")), table),
              class_="chart")


RATING_HEIGHT = 200
# The bot levels drawn as lines across the chart, with their names' keys.
LEVEL_LINES = {"novice": "level.novice", "expert": "level.expert", "master": "level.master"}
SHOWN_ROWS = 10  # the rating table lists the last games


def rating_chart(lang: str, history: list[list[float]], games: int, start: list[float],
                 levels: dict[str, float]) -> Html:
    """Her rating after each rated game (``history``: rating and deviation, oldest first, the
    last of ``games``; from ``start`` when it holds them all), with a band of one deviation
    either side and the bot levels' fixed ratings as lines across; the last games' figures also
    as a table."""
    if not history:
        return EMPTY
    points = [start, *history] if games <= len(history) else list(history)
    first_game = games - len(history)  # (games before the history kept)
    low = min(r - d for r, d in points)
    high = max(r + d for r, d in points)
    shown = {name: levels[name] for name in LEVEL_LINES
             if name in levels and low - 150 <= levels[name] <= high + 150}
    low = (min([low, *shown.values()]) // 100) * 100
    high = -(-max([high, *shown.values()]) // 100) * 100
    inner_w, inner_h = WIDTH - LEFT - RIGHT, RATING_HEIGHT - TOP - BOTTOM
    steps = max(1, len(points) - 1)

    def x_of(i: int) -> float:
        return LEFT + inner_w * i / steps

    def y_of(value: float) -> float:
        return TOP + inner_h * (1 - (value - low) / max(1.0, high - low))

    parts: list[Html] = []
    tick = 100 if high - low <= 800 else 200
    for value in range(int(low), int(high) + 1, tick):
        y = y_of(value)
        parts.append(el("line", x1=LEFT, x2=WIDTH - RIGHT, y1=f"{y:.1f}", y2=f"{y:.1f}",
                        stroke="#d9d3c7", stroke_width=1))
        parts.append(el("text", str(value), x=LEFT - 6, y=f"{y + 4:.1f}", text_anchor="end",
                        font_size=11, fill="#5a5468"))
    labels = end_labels([y_of(level) for level in shown.values()])  # (never on each other)
    for (name, level), label_y in zip(shown.items(), labels, strict=True):
        y = y_of(level)
        parts.append(el("line", x1=LEFT, x2=WIDTH - RIGHT, y1=f"{y:.1f}", y2=f"{y:.1f}",
                        stroke="#7d4a9e", stroke_width=1, stroke_dasharray="4 3"))
        parts.append(el("text", text(lang, LEVEL_LINES[name]), x=WIDTH - RIGHT + 8,
                        y=f"{label_y + 4:.1f}", font_size=11, fill="#7d4a9e"))
    band = [f"{x_of(i):.1f},{y_of(r + d):.1f}" for i, (r, d) in enumerate(points)]
    band += [f"{x_of(i):.1f},{y_of(r - d):.1f}" for i, (r, d) in reversed(list(enumerate(points)))]
    parts.append(el("polygon", points=" ".join(band), fill="#1e63b5", fill_opacity="0.12"))
    line = " ".join(f"{x_of(i):.1f},{y_of(r):.1f}" for i, (r, _) in enumerate(points))
    parts.append(el("polyline", points=line, fill="none", stroke="#1e63b5", stroke_width=2.5))
    parts.append(el("circle", cx=f"{x_of(len(points) - 1):.1f}", cy=f"{y_of(points[-1][0]):.1f}",
                    r=4.5, fill="#1e63b5"))
    parts.append(el("text", text(lang, "chart.games", count=games),
                    x=f"{LEFT + inner_w / 2:.1f}", y=RATING_HEIGHT - 10, text_anchor="middle",
                    font_size=11, fill="#5a5468"))
    svg = el("svg", *parts, viewBox=f"0 0 {WIDTH} {RATING_HEIGHT}", class_="money-chart",
             role="img", aria_labelledby="rating-chart-title",
             preserveAspectRatio="xMidYMid meet")
    first = len(history) - min(SHOWN_ROWS, len(history))
    rows = [el("tr", el("th", str(first_game + first + i + 1), scope="row"),
               el("td", f"{r:.0f}"),
               el("td", f"± {d:.0f}")) for i, (r, d) in enumerate(history[first:])]
    table = el("table", el("caption", text(lang, "stats.rating_table")),
               el("thead", el("tr", *(el("th", text(lang, key), scope="col") for key in (
                   "stats.game", "stats.rating_col", "stats.deviation")))),
               el("tbody", *rows), class_="summary-table chart-table")
    return el("figure", el("figcaption", text(lang, "stats.rating_chart"),
                           id="rating-chart-title"), svg,
              el("details", el("summary", text(lang, "chart.as_table")), table),
              class_="chart")
