"""Watching the bots: a game of bots only (any levels, 3 to 5 seats), with every hand on the
table, played at a chosen speed with pause and step, its masters explaining their moves in the
coach's words (``Session.aloud``).

It is chosen in its own small form ("Watch the bots", from the menu). A watched game is never
saved: the person's own game stays in storage as it was, and "Stop watching" (or a reload)
resumes it. Pausing stops the game's clock, so a bot's pause, the sale's banner and a thinking
bot's answer all wait; a step lets one action through, at once, and pauses again.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.bots import LEVELS

from ..address import SEED_TEXT, form_seed
from ..feature import Args, Feature, Said, command
from ..screen import BotsDialog, Dialog, Screen, Watched, as_view
from ..session import SETUP_LEVELS, SETUP_SEATS, SPEEDS, Session, Settings

DIALOG = "bots"


def bots_settings(fields: dict[str, Any], seed: int | None = None) -> Settings:
    """The game of bots the form describes (a fresh deal each time, unless ``seed``)."""
    players = int(fields["players"])
    levels = [level if level in LEVELS else "expert" for level in fields["levels"][:players]]
    more: dict[str, Any] = {} if seed is None else {"seed": seed}
    return Settings(players=players, human=0, levels=levels, variant=fields["variant"],
                    speed=fields["speed"], **more)


class Spectator(Feature):
    shows = (DIALOG,)
    keys: ClassVar[dict[str, str]] = {"p": "bots-pause", "P": "bots-pause",
                                      "s": "bots-step", "S": "bots-step"}

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        # The form's choices, kept while the page is open: the master against experts, by
        # default, so that there is reasoning to read.
        self.fields: dict[str, Any] = {
            "players": 4, "levels": ["master", "expert", "expert", "expert", "novice"],
            "variant": "classic", "speed": "normal", "seed_text": ""}
        self.error: Said | None = None  # why Start was refused (a seed that is no number)
        self.held = False  # she paused the game she watches
        self.steps = 0  # actions let through while it is paused (a step: one)

    def watching(self) -> Session | None:
        """The game of bots on the table, if that is what the table holds."""
        session = self.app.session
        return session if session is not None and session.settings.bots_only else None

    def takes(self, key: str) -> bool:
        return self.watching() is not None and self.app.watching is None and \
            self.app.dialog is None

    # -- the form --
    def dialog(self) -> str | None:
        return DIALOG if self.app.opened == DIALOG else None

    def dialog_data(self, kind: str) -> Dialog | None:
        session = self.watching()
        return BotsDialog(choices=dict(self.fields), watching=session is not None,
                          error=self.error,
                          seed=session.settings.seed if session is not None else None)

    @command("open-bots")
    def open(self, args: Args, now: float) -> None:
        self.app.opened = DIALOG
        self.error = None

    @command("bots-field")
    def change(self, args: Args, now: float) -> None:
        """A change in the form (``field`` and ``value``; a seat's level with ``seat``)."""
        name, value = args.get("field", ""), args.get("value", "")
        fields = self.fields
        if name == "players" and value in ("3", "4", "5"):
            fields["players"] = int(value)
        elif name == "level" and value in SETUP_LEVELS and args.get("seat", "").isascii() and \
                args["seat"].isdigit() and int(args["seat"]) < SETUP_SEATS:
            fields["levels"][int(args["seat"])] = value
        elif name == "variant" and value in ("classic", "online"):
            fields["variant"] = value
        elif name == "speed" and value in SPEEDS:
            fields["speed"] = value
        elif name == "seed":
            fields["seed_text"] = value[:SEED_TEXT]

    @command("start-bots")
    def start(self, args: Args, now: float) -> None:
        """Deal a game of bots and watch it (her own game stays saved as it was): the form's
        seed's deal, or a fresh one when it is blank; a seed that is no number is refused."""
        try:
            seed = form_seed(str(self.fields["seed_text"]))
        except ValueError:
            self.error = Said("setup.seed_error", {})
            return
        self.error = None
        app = self.app
        app.adopt(app.new_session(bots_settings(self.fields, seed)), now)

    @command("leave-bots")
    def leave(self, args: Args, now: float) -> None:
        """Back to her own game as it was saved (or to the set-up, when she has none)."""
        if self.watching() is not None:
            self.app.saves.back_to_saved(now)

    # -- the game watched --
    @command("bots-pause")
    def pause(self, args: Args, now: float) -> None:
        """Pause the game watched, or play it on."""
        if self.watching() is None:
            return
        self.held = not self.held
        self.steps = 0

    @command("bots-step")
    def step(self, args: Args, now: float) -> None:
        """One action, at once, then paused again (pausing it first if it was playing)."""
        session = self.watching()
        if session is None or session.over:
            return
        if not self.held:
            self.held = True
            return
        self.steps = 1
        self.app.sync_clock(now)
        self.app.pace.hurry()

    @command("bots-speed")
    def speed(self, args: Args, now: float) -> None:
        session = self.watching()
        value = args.get("value", "")
        if session is not None and value in SPEEDS:
            session.settings.speed = value
            self.fields["speed"] = value

    def confirm(self, name: str) -> str | None:
        """Her game is not being saved (storage refused it): a game of bots would take its
        place on the table, and it would be lost."""
        saves = self.app.saves
        session = self.app.session
        if name == "start-bots" and (saves.failed or saves.kept_save is not None) and \
                session is not None and not session.settings.bots_only and \
                saves.unfinished_game():
            return "confirm.leave"
        return None

    def pauses(self) -> bool:
        return self.watching() is not None and self.held and not self.steps

    def adopted(self, session: Session, ui: dict[str, Any], game_now: float) -> None:
        self.held = False
        self.steps = 0

    def after(self, events: list[Any], human: bool, game_now: float) -> None:
        if self.steps:
            self.steps -= 1

    def draw(self, shown: Screen, since: int) -> None:
        session = self.watching()
        if session is None:
            return
        # (a decision made but not yet played, held while paused, is explained once it is)
        explained = [aloud for aloud in session.aloud.values()
                     if aloud.advice is not None and aloud.index < session.actions]
        last = max(explained, key=lambda aloud: aloud.index, default=None)
        if last is None or last.advice is None or last.observation is None:
            shown.bots = Watched(paused=self.held)
        else:
            shown.bots = Watched(paused=self.held, seat=last.seat, advice=last.advice,
                                 view=as_view(last.observation))


__all__ = ["DIALOG", "Spectator", "bots_settings"]
