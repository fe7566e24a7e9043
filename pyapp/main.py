"""The page's entry point in the browser: draws the table and answers the controls.

Run by PyScript (index.html). It keeps one `Game` and redraws regions from `game.view()`;
the DOM is only ever written, never read back as state. When the first table is drawn it
marks <html data-ready="true">, which the loading screen and the tests wait for.
"""

from __future__ import annotations

import json
from urllib.parse import parse_qs

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

import engine
from pyapp import render
from pyapp.game import DEFAULT_PLAYERS, PLAYER_COUNTS, Game
from pyapp.i18n import LANGUAGES, pick_language, text


def _query_int(query: dict[str, list[str]], name: str, allowed: tuple[int, ...] = ()) -> int | None:
    """An integer from the address's query (?seed=7&players=3), or None."""
    raw = query.get(name, [""])[0]
    if not raw.isdigit():
        return None
    value = int(raw)
    return value if not allowed or value in allowed else None


def _element(found: object) -> object | None:
    """A DOM lookup's result, or None (JavaScript's null does not arrive as None)."""
    return found if hasattr(found, "tagName") else None


class Page:
    def __init__(self) -> None:
        query = parse_qs(str(window.location.search).removeprefix("?"))
        self.lang = pick_language(query.get("lang", [str(window.navigator.language)])[0])
        players = _query_int(query, "players", PLAYER_COUNTS) or DEFAULT_PLAYERS
        seed = _query_int(query, "seed")
        self.game = Game(players=players) if seed is None else Game(players=players, seed=seed)
        self.root = document.getElementById("app")
        self.root.innerHTML = render.skeleton(self.lang)
        self._handlers = [create_proxy(self.on_click), create_proxy(self.on_change)]
        self.root.addEventListener("click", self._handlers[0])
        self.root.addEventListener("change", self._handlers[1])

    def draw(self) -> None:
        """Redraw every region from the observation, keeping keyboard focus on its control."""
        active = _element(document.activeElement)
        focused = active and active.getAttribute("data-command")
        document.documentElement.lang = self.lang
        document.title = text(self.lang, "app.title")
        for region, html in render.regions(self.game.view(), self.lang, self.game.seed).items():
            element = document.getElementById(region)
            element.setAttribute("aria-label", text(self.lang, render.REGIONS[region]))
            element.innerHTML = html
        if isinstance(focused, str):
            again = _element(self.root.querySelector(f'[data-command="{focused}"]'))
            if again:
                again.focus()

    def new_game(self, players: int | None = None) -> None:
        self.game = Game(players=players or self.game.players)
        self.draw()

    def on_click(self, event: object) -> None:
        target = _element(event.target.closest("[data-command]"))
        if target and target.dataset.command == "new-game":
            self.new_game()

    def on_change(self, event: object) -> None:
        target = _element(event.target.closest("[data-command]"))
        if target is None:
            return
        if target.dataset.command == "players":
            self.new_game(players=int(target.value))
        elif target.dataset.command == "language" and target.value in LANGUAGES:
            self.lang = target.value
            self.draw()


def _observe_json(players: int, seed: int, seat: int) -> str:
    """The observation of a fresh game as JSON: lets the tests compare browser and CPython."""
    state = engine.new_game(players=int(players), seed=int(seed))
    return json.dumps(engine.observe(state, int(seat)), sort_keys=True)


def start() -> Page:
    page = Page()
    page.draw()
    hooks = {"observe": create_proxy(_observe_json)}
    window.modernArt = to_js(hooks, dict_converter=window.Object.fromEntries)
    document.documentElement.dataset.ready = "true"
    return page


PAGE = start()  # the running page; holding it keeps its event handlers alive
