"""The set-up: the new game's form (players, seats, bots, variant, speed, seed), its start, and
the form drawn before Python was ready, taken over."""

from __future__ import annotations

from typing import Any

from engine.bots import LEVELS

from ..address import SEED_TEXT, form_seed
from ..catalogue import BOT_NAME_KEYS
from ..feature import Args, Feature, Said, command
from ..screen import Dialog, SetupDialog
from ..session import HUMAN, NAME_LENGTH, SETUP_SEATS, SPEEDS, Settings

# The set-up's fields in the order they are taken over from the form drawn before Python was
# ready (the seat after the number of players, which bounds it; "more": the welcome's "More
# options" opened).
SETUP_ORDER = ("more", "players", "human", "level", "name", "variant", "speed", "seed", "money")
# What the form drawn before Python was ready may have been asked to do.
EARLY_COMMANDS = ("start", "quick-game", "start-tutorial", "close-dialog")


def quick_game() -> Settings:
    """The welcome's quick game: four players, the person in the first seat against two novices
    and an expert (the set-up's own first choices), classic rules, normal speed, a fresh deal."""
    return Settings(players=4, human=0, levels=[HUMAN, "novice", "expert", "novice"],
                    variant="classic", speed="normal")


class Setup(Feature):
    """The set-up form's choices (kept while the page is open) and the game they start."""
    shows = ("setup",)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.fields: dict[str, Any] = {
            "players": 4, "human": 0, "levels": ["novice", "novice", "expert", "novice", "novice"],
            "variant": "classic", "speed": "normal", "seed_text": "", "show_money": False,
            "given_names": [""] * 5}
        self.error: Said | None = None
        self.welcome = False  # the set-up opened as the welcome (a first visit)
        self.more = False  # the welcome's "More options" opened

    def dialog(self) -> str | None:
        return "setup" if self.app.opened == "setup" else None

    def dialog_data(self, kind: str) -> Dialog | None:
        session = self.app.session
        # the bots' names for every seat the form holds, shown or not
        names = [self.app.text(key) for key in BOT_NAME_KEYS[:SETUP_SEATS]]
        if session is not None and session.settings.bots_only:  # her own game is the saved one
            return SetupDialog(choices={**self.fields, "names": names}, error=self.error,
                               unfinished=self.app.saves.unfinished_game(), back="leave-bots")
        return SetupDialog(choices={**self.fields, "names": names}, error=self.error,
                           unfinished=session is not None and not session.over and
                           session.actions > 0, welcome=self.welcome, more=self.more)

    def open(self) -> None:
        """The set-up form, as the player asked for it."""
        self.error = None
        self.welcome = False
        self.app.opened = "setup"

    def greet(self) -> None:
        """The set-up as the welcome: no game to resume, and none finished on this device yet
        (a player who has finished one goes straight to the form)."""
        self.open()
        self.welcome = self.app.stats.career.get("games", 0) == 0
        self.more = False

    @command("setup-more")
    def show_more(self, args: Args, now: float) -> None:
        """The welcome's "More options": the whole form."""
        self.more = True

    @command("open-setup")
    def open_setup(self, args: Args, now: float) -> None:
        self.open()

    @command("play-again")
    def play_again(self, args: Args, now: float) -> None:
        self.open()

    @command("open-pass-and-play")
    def open_pass_and_play(self, args: Args, now: float) -> None:
        """The set-up for pass and play: a second person at the table (if there is none yet)."""
        s = self.fields
        people = [seat for seat in range(s["players"])
                  if seat == s["human"] or s["levels"][seat] == HUMAN]
        if len(people) < 2:
            other = next(seat for seat in range(s["players"]) if seat != s["human"])
            s["levels"][other] = HUMAN
        self.open()

    @command("start")
    def start(self, args: Args, now: float) -> None:
        try:
            seed = form_seed(str(self.fields.get("seed_text", "")))
        except ValueError:
            self.error = Said("setup.seed_error", {})
            return
        self.begin(self.settings(seed), now)

    @command("quick-game")
    def quick(self, args: Args, now: float) -> None:
        """The welcome's quick game (``quick_game``), whatever the form holds."""
        self.begin(quick_game(), now)

    def begin(self, settings: Settings, now: float) -> None:
        app = self.app
        app.adopt(app.new_session(settings), now)
        self.error = None
        self.welcome = False
        app.estimates.first_game_over()
        app.saves.save()

    def settings(self, seed: int | None = None) -> Settings:
        """The game the form describes (with a fresh seed unless ``seed``)."""
        s = self.fields
        players = int(s["players"])
        levels = [lv if lv in LEVELS or lv == HUMAN else "novice"
                  for lv in s["levels"]][:players]
        levels += ["novice"] * (players - len(levels))
        human = min(int(s["human"]), players - 1)
        levels[human] = HUMAN
        people = [seat for seat, level in enumerate(levels) if level == HUMAN]
        names = [str(n).strip() for n in s["given_names"][:players]] if len(people) > 1 else []
        kwargs: dict[str, Any] = {"players": players, "human": human, "levels": levels,
                                  "variant": s["variant"], "speed": s["speed"],
                                  "show_money": bool(s["show_money"]), "names": names}
        if seed is not None:
            kwargs["seed"] = seed
        return Settings(**kwargs)

    @command("setup")
    def change(self, args: Args, now: float) -> None:
        """A change in the set-up form (``field`` and ``value``)."""
        name, value = args.get("field", ""), args.get("value", "")
        s = self.fields
        if name == "players" and value in ("3", "4", "5"):
            s["players"] = int(value)
            s["human"] = min(s["human"], int(value) - 1)
        elif name == "human" and value.isdigit() and int(value) < s["players"]:
            s["human"] = int(value)
        elif name == "level" and (value in LEVELS or value == HUMAN) and \
                args.get("seat", "").isdigit():
            seat = int(args["seat"])
            if seat < len(s["levels"]):
                s["levels"][seat] = value
        elif name == "name" and args.get("seat", "").isdigit():
            seat = int(args["seat"])
            if seat < len(s["given_names"]):
                s["given_names"][seat] = "".join(c for c in value if c.isprintable())[
                    :NAME_LENGTH]
        elif name == "variant" and value in ("classic", "online"):
            s["variant"] = value
        elif name == "speed" and value in SPEEDS:
            s["speed"] = value
        elif name == "seed":
            s["seed_text"] = value[:SEED_TEXT]
        elif name == "money":
            s["show_money"] = value == "true"
        elif name == "more":
            self.more = value == "true"

    def take_over(self, fields: list[dict[str, str]], pressed: str | None, now: float) -> bool:
        """The set-up form drawn before Python was ready (assets/setup.js): its ``fields``
        (each a change as the form sends it: ``field``, ``value`` and for a seat ``seat``) and
        the button pressed there, if any (``pressed``: "start" or "close-dialog"). Taken over
        only while the page shows the set-up with no game on the table (a resumed game, or a
        game the address names, wins). True when taken over."""
        app = self.app
        if app.session is not None or app.opened != "setup":
            return False
        rank = {name: i for i, name in enumerate(SETUP_ORDER)}
        wanted = [f for f in fields if isinstance(f, dict) and f.get("field") in rank]
        for change in sorted(wanted, key=lambda f: rank[f["field"]]):
            app.command("setup", {k: str(v) for k, v in change.items()
                                  if k in ("field", "value", "seat")}, now)
        if pressed in EARLY_COMMANDS:
            app.command(pressed, {}, now)
        return True
