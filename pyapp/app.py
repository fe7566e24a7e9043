"""The page's behaviour, without a browser: the store that the browser layer drives.

``App`` is the store of boardgame.io's client/store split, with plugins: the browser layer
(``pyapp.browser``) turns clicks, key presses, timers and page visibility into calls here, and
draws whatever ``screen()`` returns; nothing here touches the DOM. Time comes in as an argument
(``now``, milliseconds on any monotonic clock), so every rule about time is a function of the
clock that a unit test can drive.

The app itself holds only what every feature shares: the storage, the page's language, the game
clock, the game on the table (``session``), the dialog the player opened (``opened``), the
notice shown and the jobs under way. Everything else is a feature's (``pyapp.feature``): they
are listed in ``pyapp.features.FEATURES``, in the order in which their dialogs win the screen,
and each is reachable by name here (``app.saves``, ``app.lesson``, ...).

- **The game clock** stands still while any dialog is open, the page is hidden or a replay is
  watched; bot pauses, the open auction's countdown and the sale banner all run on it, so they
  stop and resume where they were.
- **Construction does nothing**: ``start(now)`` resumes the saved game (or opens the set-up), so
  options can be set in between.
- A command runs only in the tab that plays the game, unless it only reads or looks
  (``@command(view=True)``); after any action each feature has its say (``Feature.after``) and
  the game is saved.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any, TypeVar

from engine import Action, Event, GameRecord

from .address import language_from
from .catalogue import BOT_NAME_KEYS
from .catalogue import text as catalogue_text
from .clock import GameClock
from .feature import Args, Effect, Feature, Said
from .features import FEATURES
from .features.bidding import Bidding
from .features.coach import CoachFeature
from .features.confirm import Confirm
from .features.deals import Deals
from .features.estimates import Estimates
from .features.handoff import Handoff
from .features.help import Help
from .features.lesson import LessonFeature
from .features.linked import Linked
from .features.pace import Pace
from .features.prefs import Prefs
from .features.replay import Replay
from .features.review import ReviewFeature
from .features.saves import Saves
from .features.setup import Setup
from .features.spectator import Spectator
from .features.stats import Stats
from .features.summaries import Summaries
from .features.tabs import Tabs
from .jobs import Job, Jobs
from .screen import Screen
from .session import Session, Settings
from .storage import LANGUAGE_KEY, Storage

# The master searches for at most this long per decision in the page (wall clock, thinking in
# slices); the other levels decide in a few milliseconds.
BOT_OPTIONS: dict[str, dict[str, Any]] = {"master": {"seconds": 0.5}}
# The events a screen reader hears as they happen (the auction's moves).
LIVE_EVENTS = {"card_played", "double_offered", "joined", "bid", "sealed_revealed", "price",
               "sold", "taken_free", "round_ended", "game_over"}

FeatureT = TypeVar("FeatureT", bound=Feature)


def seat_names(text: Callable[..., str], players: int, human: int,
               people: list[int] | None = None, names: list[str] | None = None) -> list[str]:
    """Each seat's name: "You" for the one person at the device; with several (pass and play)
    the name each gave her seat, else "Player N"; the bots' own names."""
    people = [human] if people is None else people
    chosen = names or []

    def person(seat: int) -> str:
        given = chosen[seat].strip() if seat < len(chosen) else ""
        return given or text("name.person", n=seat + 1)

    if len(people) == 1:
        return [text("name.human") if seat == human else text(BOT_NAME_KEYS[seat])
                for seat in range(players)]
    return [person(seat) if seat in people else text(BOT_NAME_KEYS[seat])
            for seat in range(players)]


def command_table() -> dict[str, tuple[type[Feature], str, bool, str | None]]:
    """Every command of every feature: name → (feature, method, allowed in a viewing tab,
    question asked first). A name claimed twice is a mistake, caught here."""
    table: dict[str, tuple[type[Feature], str, bool, str | None]] = {}
    for kind in FEATURES:
        for name, (method, view, confirm) in kind.commands().items():
            if name in table:
                raise TypeError(f"command {name!r} is handled twice")
            table[name] = (kind, method, view, confirm)
    return table


COMMANDS = command_table()
# The dialogs that only read, which a tab that does not play the game may show too.
READS = frozenset(kind for feature in FEATURES for kind in feature.reads)
# The keyboard's shortcuts: a key to the command it runs (each feature's ``keys``).
SHORTCUTS = {key: name for kind in FEATURES for key, name in kind.keys.items()}


class App:
    """One page's game, dialogs and clock (see the module's docstring)."""

    def __init__(self, storage: Storage, now: float, query: str = "", browser_language: str = "en",
                 bot_options: dict[str, dict[str, Any]] | None = None,
                 tab: str | None = None) -> None:
        """``tab``: this page's id among the browser's tabs (None: the only one, as in tests);
        with one, the app waits for ``tabs.claim`` or ``tabs.elsewhere`` before it plays."""
        self.storage = storage
        self.query = query
        self.bot_options = BOT_OPTIONS if bot_options is None else bot_options
        self.lang = language_from(query, storage.get(LANGUAGE_KEY), browser_language)
        self.clock = GameClock(now)
        self.game_now = 0.0  # the game time of the call in progress (set by every entry point)
        self.hidden = False
        self.session: Session | None = None
        self.opened: str | None = None  # the dialog the player opened (set-up, rules, ...)
        self.notice: Said | None = None
        self.jobs = Jobs()
        self.features = [kind(self) for kind in FEATURES]
        # Each dialog's feature (the one that shows it and says what it holds).
        self.showing = {kind: feature for feature in self.features for kind in feature.shows}
        self.confirm = self.get(Confirm)
        self.setup = self.get(Setup)
        self.spectator = self.get(Spectator)
        self.linked = self.get(Linked)
        self.help = self.get(Help)
        self.stats = self.get(Stats)
        self.review = self.get(ReviewFeature)
        self.summaries = self.get(Summaries)
        self.handoff = self.get(Handoff)
        self.tabs = self.get(Tabs)
        self.saves = self.get(Saves)
        self.lesson = self.get(LessonFeature)
        self.replay = self.get(Replay)
        self.deals = self.get(Deals)
        self.estimates = self.get(Estimates)
        self.coach = self.get(CoachFeature)
        self.prefs = self.get(Prefs)
        self.bidding = self.get(Bidding)
        self.pace = self.get(Pace)
        self.tabs.begin(tab)

    def get(self, kind: type[FeatureT]) -> FeatureT:
        """The app's feature of this kind."""
        found = next(feature for feature in self.features if type(feature) is kind)
        assert isinstance(found, kind)
        return found

    def start(self, now: float) -> None:
        """Start the page: the game the address names, else the saved game, else the set-up."""
        self.saves.resume(now)

    def text(self, key: str, **params: object) -> str:
        return catalogue_text(self.lang, key, **params)

    # -- the clock ----------------------------------------------------------------------------
    @property
    def dialog(self) -> str | None:
        """The dialog on screen: the first feature's in the list that shows one (the one the
        player opened comes first; then a round summary, the game's end, the hand-over). A tab
        that does not hold the game shows only what is there to read."""
        if self.confirm.pending is not None:
            return "confirm"
        if not self.tabs.playing:
            return self.opened if self.reading() else None
        return next((kind for kind in (f.dialog() for f in self.features) if kind), None)

    def reading(self) -> bool:
        """The dialog the player opened only reads (``Feature.reads``): a tab that does not
        play the game may show it too."""
        return self.opened is not None and self.opened in READS

    @property
    def paused(self) -> bool:
        return self.dialog is not None or self.hidden or self.session is None or \
            self.session.over or any(feature.pauses() for feature in self.features)

    @property
    def watching(self) -> int | None:
        """The actions shown while a replay is watched (None: the game as it is)."""
        return self.replay.watching

    def sync_clock(self, now: float) -> None:
        if self.paused:
            self.clock.pause(now)
        else:
            self.clock.resume(now)
        self.game_now = self.clock.time(now)

    def set_hidden(self, hidden: bool, now: float) -> None:
        """The page went out of sight (another tab, a locked phone) or came back."""
        self.hidden = hidden
        self.sync_clock(now)

    # -- the game on the table ------------------------------------------------------------------
    def adopt(self, session: Session, now: float, lesson: Any = None) -> None:
        """Make ``session`` the game on the table (a new, resumed or imported game; the lesson's
        game with ``lesson``: any other game ends the lesson)."""
        self.lesson.take(lesson)
        self.session = session
        if session.pass_and_play:
            session.viewer = None  # nobody's hand until the device is handed to someone
        self.opened = None
        ui = session.extra.get("ui")
        ui = ui if isinstance(ui, dict) else {}
        game_now = self.clock.time(now)
        for feature in self.features:
            feature.adopted(session, ui, game_now)
        self.sync_clock(now)

    def play(self, session: Session, now: float) -> bool:
        """Put a new game on the table and save it (False: storage refused it)."""
        self.adopt(session, now)
        return self.saves.save()

    def new_session(self, settings: Settings, record: GameRecord | None = None) -> Session:
        """A game with these settings (from ``record``'s actions), its bots as the page's."""
        return Session(settings, record, bot_options=self.bot_options)

    def forget_game(self) -> None:
        """Nothing on the table (after a failed resume, whatever it had got to)."""
        self.session = None
        for feature in self.features:
            feature.forget()
        self.jobs.clear()

    def after_action(self, events: list[Event], now: float, human: bool) -> None:
        """After any action: each feature has its say (the sale banner, the end of the game,
        the next decision), then the save and the clock."""
        game_now = self.clock.time(now)
        for feature in self.features:
            feature.after(events, human, game_now)
        self.saves.save()
        self.sync_clock(now)

    def apply_bot(self, seat: int, action: Action, now: float) -> None:
        assert self.session is not None
        self.after_action(self.session.apply_bot(seat, action), now, human=False)

    # -- commands -----------------------------------------------------------------------------
    def command(self, name: str, args: Args, now: float) -> Effect | None:
        """Run the command ``name`` with its control's data; return an effect for the browser
        (a file to download, the game to claim) or None. Unknown commands are ignored."""
        self.sync_clock(now)
        found = COMMANDS.get(name)
        if found is None:
            return None
        kind, method, view, _ = found
        self.prefs.chosen(name)  # (a menu folds again once something is chosen)
        if not view and not self.tabs.may_act(now):
            return None  # another tab plays the game: this one only shows it
        effect: Effect | None = getattr(self.get(kind), method)(args, now)
        self.sync_clock(now)
        return effect

    def shortcut(self, key: str) -> str | None:
        """The command a key pressed outside a text field runs now, if any."""
        name = SHORTCUTS.get(key)
        if name is None or not self.get(COMMANDS[name][0]).takes(key):
            return None
        return name

    def question(self, name: str) -> str | None:
        """The catalogue key of the question to ask before running ``name`` (None: run it at
        once)."""
        found = COMMANDS.get(name)
        if found is not None and found[3] is not None:
            return found[3]
        return next((key for key in (f.confirm(name) for f in self.features) if key), None)

    def ask(self, name: str, args: Args, now: float,
            then: Callable[[float], Effect | None] | None = None) -> Effect | None:
        """The player's command ``name`` (from the page): run at once, or once she says yes to
        its question (in the page's own dialog). ``then``: what to do instead of the command
        (an import, whose file was read already)."""
        def run(at: float) -> Effect | None:
            return self.command(name, args, at) if then is None else then(at)

        key = self.question(name)
        if key is None:
            return run(now)
        self.confirm.ask(key, run)
        return None

    # -- bots, jobs and estimates (run by the browser layer) -----------------------------------
    def tick(self, now: float) -> int | None:
        """Do whatever is due at ``now``; return the bot seat that should start thinking now,
        if any (answer with ``bot_answer``)."""
        return self.pace.tick(now)

    def wake_in(self, now: float) -> float | None:
        """Milliseconds until ``tick`` has something to do (None: only after an input)."""
        return self.pace.wake_in(now)

    @property
    def thinking(self) -> int | None:
        """The bot seat thinking now, if any."""
        return self.pace.thinking

    def bot_started(self, seat: int) -> int:
        """The bot at ``seat`` starts thinking; the table's version to hand back."""
        return self.pace.bot_started(seat)

    def bot_answer(self, seat: int, action: Any, version: int, now: float) -> None:
        """A bot's decision, for the table as it was at ``version``."""
        self.pace.bot_answer(seat, action, version, now)

    def bot_dropped(self) -> None:
        """The bot's thinking was given up (the game it was for is gone): nobody thinks."""
        self.pace.thinking = None

    def jobs_due(self) -> list[tuple[str, Job]]:
        """The jobs nobody runs yet; the browser takes each on (it is then marked running)."""
        return self.jobs.due()

    def job_step(self, name: str, job: Job, reply: Any = None) -> bool:
        """One step of a job (sent ``reply``: the helpers' part, for a search); False once it
        is done (or was dropped: a new game came)."""
        return self.jobs.step(name, job, reply)

    def finish_jobs(self) -> None:
        """Run every job to its end at once (the tests; the page runs them in slices)."""
        self.jobs.finish()

    def estimates_due(self) -> bool:
        """The shown estimates are out of date (then run ``refresh_estimates``)."""
        return self.estimates.due()

    def refresh_estimates(self) -> Generator[None, None, None]:
        return self.estimates.refresh()

    # -- what is drawn --------------------------------------------------------------------------
    def screen(self, since: int = 0) -> Screen:
        """What to draw (the observation's history from event ``since``): a pure read."""
        kind = self.dialog
        shown = Screen(lang=self.lang, names=[], levels=[], view=None, dialog=kind,
                       notice=self.notice)
        session = self.session
        if session is not None:
            settings = session.settings
            shown.names = seat_names(self.text, settings.players, settings.human,
                                     settings.humans, settings.names)
            shown.people = list(settings.humans)
            shown.levels = list(settings.levels)
            shown.variant = settings.variant
            shown.speed = settings.speed
            shown.over = session.over
            if self.watching is None:
                self._draw_table(session, shown, since)
        for feature in self.features:
            feature.draw(shown, since)
        owner = self.showing.get(kind) if kind is not None else None
        if kind is not None and owner is not None:
            shown.dialog_data = owner.dialog_data(kind)
        shown.paused = self.paused
        return shown

    def _draw_table(self, session: Session, shown: Screen, since: int) -> None:
        """The game as it is: the observation of the seat shown (nobody's secrets while the
        device goes to someone), and what only a tab that plays may do."""
        handoff = self.handoff.to()
        shown.handoff = handoff
        view = session.public(handoff, since) if handoff is not None else session.view(since)
        if not self.tabs.playing:  # only shown here: nothing to decide
            view["legal"] = {"seat": view["seat"], "step": view["step"], "do": []}
        shown.view = view
        shown.human_to_act = handoff is None and session.human_to_act() and self.tabs.playing
        shown.purchases = session.purchases()

    def announcements(self, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The events a screen reader hears as they happen (the auction's moves)."""
        return [e for e in events if e["event"] in LIVE_EVENTS]
