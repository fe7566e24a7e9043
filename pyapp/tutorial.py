"""The guided first game: a lesson on a fixed deal, as data.

Three players (you, Bruno and Chen), round 1 only, dealt explicitly (``SETUP``) so that the lesson
always goes the same way: you sell an open auction, buy in a once-around auction, win a sealed bid,
name a fixed price, add a card to a double the others offered and sell the pair, leave a "Bid up
to" limit in Bruno's open auction and let Chen outbid it, then watch the fifth Krypto end the round
and the round be scored. The bots do not think: their moves are part of the script (``SCRIPT``), so
nothing depends on a bot's mood.

The script is a list of steps:

- ``say``: an explanation, with a part of the table highlighted; the player reads it and presses
  Next;
- ``you``: what the player must do now (the action is given; the page refuses anything else with
  a word of what to do). Its action may be ``proxy``: a "Bid up to" limit, the page's standing
  order rather than a move of the game;
- ``bot``: a scripted move of Bruno or Chen, played by the page after the bots' usual pause; or,
  at the player's own seat, the raise the page makes for her by her limit;
- ``summary``: an explanation shown in the round's summary, which closing the summary ends;
- ``end``: the lesson is over.

``focus`` names what to highlight (``FOCUS``: a region, the bid field, a card in the hand...). The
words of every step are in the catalogue, under the key the step names (``lesson.<name>``). The
tests check that every scripted action is legal where it stands and that the lesson meets each
auction type and a double.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import Action, GameRecord, Setup
from engine.cards import Card

from .screen import Said
from .session import HUMAN, Settings

PLAYERS = 3
YOU = 0


def _cards(*names: str) -> list[Card]:
    return [Card.parse(name) for name in names]


SETUP = Setup(
    hands=[
        _cards("krypto/open", "christin_p/fixed_price", "krypto/once_around",
               "lite_metal/once_around", "karl_gitter/sealed", "yoko/fixed_price",
               "karl_gitter/double"),
        _cards("yoko/once_around", "krypto/double", "karl_gitter/once_around", "karl_gitter/open",
               "christin_p/sealed", "karl_gitter/fixed_price"),
        _cards("krypto/sealed", "yoko/open", "lite_metal/fixed_price", "christin_p/once_around",
               "krypto/fixed_price"),
    ],
    deck=_cards("yoko/sealed", "lite_metal/sealed", "christin_p/open", "lite_metal/open",
                "krypto/open", "yoko/double"),
    first_seller=YOU,
)

# What a step may highlight: a name, or "card:<card>" for a card in the hand.
FOCUS = {
    "status": "#status", "lot": "#status .lot", "hand": "#hand", "board": "#board",
    "count": "#board .count-col", "seats": "#seats", "log": "#log",
    "decision": "#auction .decision", "amount": "#amount", "banner": "#auction .sale-banner",
    "menu": "#menu",
}


def selector(focus: str | None) -> str | None:
    """The CSS selector of what a step highlights."""
    if focus is None:
        return None
    if focus.startswith("card:"):
        return f'#hand .card-button[data-card="{focus[5:]}"]'
    return FOCUS[focus]


LIMIT = "proxy"  # a "Bid up to" limit, as the page's command names it


@dataclass(frozen=True)
class Step:
    kind: str  # say, you, bot, summary, end
    key: str = ""  # the words' key in the catalogue: lesson.<name>
    focus: str | None = None
    action: dict[str, Any] | None = None  # you and bot: the action (JSON, with its seat)

    @property
    def move(self) -> Action | None:
        """The step's move in the game (none for words, nor for a limit, which is the page's)."""
        if self.action is None or self.action["do"] == LIMIT:
            return None
        return Action.from_json(self.action)


def _say(key: str, focus: str | None = None) -> Step:
    return Step("say", key, focus)


def _you(key: str, focus: str | None, do: str, **rest: Any) -> Step:
    return Step("you", key, focus, {"seat": YOU, "do": do, **rest})


def _bot(seat: int, do: str, **rest: Any) -> Step:
    return Step("bot", action={"seat": seat, "do": do, **rest})


BRUNO, CHEN = 1, 2

SCRIPT: tuple[Step, ...] = (
    _say("lesson.welcome"),
    _say("lesson.money", "status"),
    _say("lesson.hand", "hand"),
    _say("lesson.board", "board"),
    _you("lesson.sell_open", "card:krypto/open", "play", card="krypto/open"),
    _say("lesson.open", "lot"),
    _bot(BRUNO, "bid", amount=10),
    _bot(CHEN, "bid", amount=15),
    _bot(BRUNO, "pass"),
    _you("lesson.pass_open", "decision", "pass"),
    _say("lesson.sold", "banner"),
    _say("lesson.turns", "seats"),
    _bot(BRUNO, "play", card="yoko/once_around"),
    _bot(CHEN, "bid", amount=8),
    _you("lesson.once_around", "amount", "bid", amount=12),
    _bot(BRUNO, "pass"),
    _say("lesson.bought", "seats"),
    _bot(CHEN, "play", card="krypto/sealed"),
    _bot(BRUNO, "bid", amount=14),
    _bot(CHEN, "bid", amount=10),
    _you("lesson.sealed", "amount", "bid", amount=20),
    _say("lesson.revealed", "log"),
    _say("lesson.count", "count"),
    _you("lesson.sell_fixed", "card:christin_p/fixed_price", "play",
         card="christin_p/fixed_price"),
    _you("lesson.price", "amount", "price", amount=15),
    _bot(BRUNO, "pass"),
    _bot(CHEN, "buy"),
    _say("lesson.fixed_sold", "banner"),
    _bot(BRUNO, "play", card="krypto/double"),
    _bot(CHEN, "pass"),
    _you("lesson.join", "card:krypto/once_around", "join", card="krypto/once_around"),
    _bot(BRUNO, "bid", amount=25),
    _bot(CHEN, "bid", amount=30),
    _you("lesson.pass_double", "decision", "pass"),
    _say("lesson.split", "banner"),
    _say("lesson.near_end", "count"),
    _bot(BRUNO, "play", card="karl_gitter/open"),
    _bot(CHEN, "bid", amount=5),
    _say("lesson.countdown", "lot"),
    _you("lesson.bid_up_to", "amount", LIMIT, amount=20),
    _bot(YOU, "bid", amount=6),  # the page's raises for her, by her limit
    _bot(CHEN, "bid", amount=12),
    _bot(YOU, "bid", amount=13),
    _bot(CHEN, "bid", amount=21),
    _you("lesson.limit_passed", "decision", "pass"),
    _bot(BRUNO, "pass"),
    _say("lesson.limit_sold", "banner"),
    _bot(CHEN, "play", card="krypto/fixed_price"),
    Step("summary", "lesson.scored"),
    Step("end", "lesson.done", "status"),
)

# The round's outcome the words tell (a test checks the engine agrees).
FINAL_MONEY = (163, 148, 139)


def settings(speed: str = "normal") -> Settings:
    return Settings(PLAYERS, YOU, [HUMAN, "novice", "novice"], "classic", speed, 0)


def record(upto: int) -> GameRecord:
    """The lesson's game after its first ``upto`` steps (their scripted actions)."""
    actions = [move for step in SCRIPT[:upto] if (move := step.move) is not None]
    return GameRecord(PLAYERS, None, "classic", SETUP, actions)


class Lesson:
    """Where the player is in the script."""

    def __init__(self, at: int = 0) -> None:
        self.at = max(0, min(len(SCRIPT) - 1, at))
        # Why the player's last move was refused (read on first, or not the step's move); None
        # when it was not.
        self.error: Said | None = None

    @property
    def step(self) -> Step:
        return SCRIPT[self.at]

    def shown(self) -> Step:
        """The step whose words are on screen: the current one, or while the bots make their
        scripted moves, the last one the player read."""
        for step in reversed(SCRIPT[: self.at + 1]):
            if step.kind != "bot":
                return step
        return SCRIPT[0]  # pragma: no cover - the script starts with words

    def number(self) -> tuple[int, int]:
        """The shown step's number and how many there are (bot moves are not steps)."""
        words = [i for i, step in enumerate(SCRIPT) if step.kind != "bot"]
        shown = SCRIPT.index(self.shown()) if self.step.kind == "bot" else self.at
        return 1 + sum(1 for i in words if i < shown), len(words)

    def bot_move(self) -> Action | None:
        """The scripted move the page plays now (a bot's, or her raise by her limit), if any."""
        return self.step.move if self.step.kind == "bot" else None

    def expects(self, action: Action) -> bool:
        return self.step.kind == "you" and self.step.move == action

    def expects_limit(self, amount: int) -> bool:
        """Whether the step asks her to leave a "Bid up to" limit of ``amount``."""
        action = self.step.action
        return self.step.kind == "you" and action is not None and action["do"] == LIMIT and \
            action["amount"] == amount

    def standing_limit(self) -> int | None:
        """Her "Bid up to" limit while the page bids by it (the steps since the one that set it
        are all scripted moves), so that a reload shows it again."""
        for step in reversed(SCRIPT[: self.at]):
            if step.kind != "bot":
                action = step.action
                return action["amount"] if action is not None and action["do"] == LIMIT else None
        return None  # pragma: no cover - the script starts with words

    def advance(self) -> None:
        self.error = None
        if self.at < len(SCRIPT) - 1:
            self.at += 1


def to_json(lesson: Lesson) -> dict[str, int]:
    return {"at": lesson.at}


def from_json(data: object) -> Lesson | None:
    """A lesson kept in storage (its step), if it is well formed."""
    if not isinstance(data, dict):
        return None
    at = data.get("at")
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at < len(SCRIPT):
        return None
    return Lesson(at)


__all__ = ["FINAL_MONEY", "FOCUS", "SCRIPT", "SETUP", "Lesson", "Step", "from_json", "record",
           "selector", "settings", "to_json"]
