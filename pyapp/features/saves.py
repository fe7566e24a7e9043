"""Saving, resuming and recovering; importing and exporting a game.

Saving goes through a ``Storage`` (``get``/``set``/``remove``; ``set`` says whether it worked),
after every action; a refused write is shown at once (the game is not being saved: export it).
Resuming a saved game is tried in one place, and whatever fails there (any exception) sets the
save aside, one copy at most, downloadable from the notice, and starts a fresh game; nothing is
deleted before its copy is stored.

No secret in storage: the bots seal their bids only once every person has sealed hers
(``table.next_actor``), so neither the save nor an export ever holds a bot's sealed bid while
she is still choosing.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from engine.limits import MAX_RECORD_SIZE

from ..address import settings_from_query
from ..feature import Args, Download, Feature, Said, command
from ..screen import Screen
from ..session import SaveError, Session, Settings
from ..storage import CORRUPT_KEY, LESSON_KEY, SAVE_KEY, set_aside, tidy_set_aside

CORRUPT_NOTICES = ("notice.corrupt", "notice.corrupt_kept")
# What is wrong with a save or a file, by the kind of problem (``SaveError.kind``).
PROBLEM_KEYS = {"settings": "save.settings", "action": "save.action", "record": "save.record",
                "json": "save.json", "limit": "save.limit", "other": "save.other"}


class Saves(Feature):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.failed = False  # the last save was refused
        # A save that could not be resumed nor copied aside (storage full): it stays under the
        # save's key, and nothing is saved over it until the player downloads or discards it.
        self.kept_save: str | None = None
        # What the game on the table was resumed from (the key and its text), if anything.
        self.resumed_from: tuple[str, str | None] | None = None

    def save(self) -> bool:
        """Write the record, with the page's own state beside it (each feature's: which round
        summary was closed, the standing orders, the countdown's call). False when storage
        refused it."""
        app = self.app
        session = app.session
        if session is None or not app.tabs.playing:
            return True  # (another tab saves the game it plays)
        if app.lesson.current is not None:  # the lesson keeps its step only, never over a game
            return self.store(LESSON_KEY, app.lesson.saved_text())
        if session.settings.bots_only:  # watched, never kept: her own game stays saved
            return True
        ui: dict[str, Any] = {}
        for feature in app.features:
            feature.keep(ui)
        session.extra["ui"] = ui
        if self.kept_save is not None:  # never over a save that has no copy yet
            self.failed = True
            return False
        return self.store(SAVE_KEY, session.save_text())

    def store(self, key: str, value: str) -> bool:
        ok = self.app.storage.set(key, value)
        if key == SAVE_KEY:
            self.failed = not ok
        return ok

    def draw(self, shown: Screen, since: int) -> None:
        notice = self.app.notice
        shown.save_failed = self.failed
        shown.set_aside = self.set_aside_text() is not None and notice is not None and \
            notice[0] in CORRUPT_NOTICES
        shown.kept_save = self.kept_save is not None

    def resume(self, now: float) -> None:
        """Start the page: the game the address names, else the saved game, else the set-up.
        Whatever goes wrong while resuming a save (any exception: a corrupt record, a number
        too long, recursion, memory, a bug) is caught here: the save is set aside (the one
        copy kept, which the notice offers to download) and a fresh game starts. A tab that
        does not hold the game only shows it and writes nothing."""
        app = self.app
        storage = app.storage
        writable = app.tabs.playing
        if writable:
            tidy_set_aside(storage)
        self.resumed_from = None
        if app.lesson.resume(now, writable):
            self.resumed_from = (LESSON_KEY, storage.get(LESSON_KEY))
            return
        saved = storage.get(SAVE_KEY)
        wanted = settings_from_query(app.query)
        problem: Exception | None = None
        if saved:
            try:
                resumed = Session.load(saved, bot_options=app.bot_options)
                unfinished = not resumed.over and resumed.actions > 0
                if wanted is None or resumed.settings == wanted or (unfinished and writable):
                    app.adopt(resumed, now)  # (a reload of the game the address names)
                    self.resumed_from = (SAVE_KEY, saved)
                    if wanted is not None and resumed.settings != wanted:
                        app.linked.offer(wanted)  # a link to another game never ends hers
                    return
            except Exception as error:  # any failure to resume: set it aside, start afresh
                problem = error
                app.forget_game()
        if not writable:  # only shown here: another tab deals with the save
            app.opened = None
            app.sync_clock(now)
            return
        if problem is not None:
            assert saved is not None
            self.set_aside(saved, problem)
        if wanted is not None or problem is not None:
            app.play(app.new_session(wanted or app.setup.settings()), now)
            return
        app.setup.greet()
        app.sync_clock(now)

    def back_to_saved(self, now: float) -> None:
        """Put her saved game back on the table (after a game of bots): the one in storage,
        whatever the page's address names; a save that cannot be resumed is set aside as at
        start-up; with none, the set-up."""
        app = self.app
        saved = app.storage.get(SAVE_KEY)
        app.forget_game()
        if saved:
            try:
                app.adopt(Session.load(saved, bot_options=app.bot_options), now)
                self.resumed_from = (SAVE_KEY, saved)
                return
            except Exception as error:  # any failure to resume: set it aside
                app.forget_game()
                self.set_aside(saved, error)
        app.setup.open()
        app.sync_clock(now)

    def set_aside(self, saved: str, problem: Exception) -> None:
        """Keep a save that cannot be resumed as the one set-aside copy, and only then remove
        it; when storage has no room for the copy, leave it where it is and say so."""
        if set_aside(self.app.storage, saved):
            self.app.storage.remove(SAVE_KEY)
            self.kept_save = None
            self.app.notice = self.problem("notice.corrupt", problem)
        else:
            self.kept_save = saved
            self.app.notice = self.problem("notice.corrupt_kept", problem)

    def recover(self, problem: Exception, now: float) -> None:
        """The page failed to draw the game it resumed: set that save aside and start afresh
        (the browser calls this once, at start-up)."""
        app = self.app
        saved = app.storage.get(SAVE_KEY)
        app.forget_game()
        if not app.tabs.playing:
            app.sync_clock(now)
            return
        app.storage.remove(LESSON_KEY)
        if saved and self.kept_save is None:
            self.set_aside(saved, problem)
        app.play(app.new_session(app.setup.settings()), now)

    def set_aside_text(self) -> str | None:
        """The save that was set aside (or kept in place for want of room), if any."""
        return self.kept_save if self.kept_save is not None else \
            self.app.storage.get(CORRUPT_KEY)

    def problem(self, key: str, problem: Exception) -> Said:
        """A notice for a save or file that cannot be resumed: what kind of problem, in the
        page's language, with the engine's own reason (in English) as the detail."""
        kind = problem.kind if isinstance(problem, SaveError) else "other"
        index = problem.index if isinstance(problem, SaveError) else None
        cause = self.app.text(PROBLEM_KEYS[kind], index=(index or 0) + 1)
        return Said(key, {"cause": cause, "reason": str(problem)})

    @command("download-aside", view=True)
    def download_aside(self, args: Args, now: float) -> Download | None:
        text = self.set_aside_text()
        return None if text is None else Download("modern-art-set-aside.json", text)

    @command("discard-aside", confirm="confirm.discard_aside")
    def discard_aside(self, args: Args, now: float) -> None:
        """Give up a save that could not be resumed nor copied aside: the game on the table is
        saved in its place."""
        if self.kept_save is None:
            return
        if self.app.storage.get(SAVE_KEY) == self.kept_save:
            self.app.storage.remove(SAVE_KEY)
        self.kept_save = None
        self.app.notice = None
        self.save()

    @command("export", view=True)
    def export(self, args: Args, now: float) -> Download | None:
        session = self.app.session
        if session is None:
            return None
        return Download(export_name(session.settings, args.get("date", "")),
                        session.save_text())

    def confirm(self, name: str) -> str | None:
        session = self.app.session
        if name == "export" and session is not None and not session.over:
            return "confirm.export_deal"  # the seed deals every hand
        if name == "import" and self.unfinished_game():
            return "confirm.import"
        return None

    def unfinished_game(self) -> bool:
        """A game under way would be replaced: the one on the table, or during the lesson or a
        game of bots (which never replace it) the one saved."""
        app = self.app
        watched = app.session is not None and app.session.settings.bots_only
        if app.lesson.current is None and not watched:
            return app.session is not None and not app.session.over and \
                app.session.actions > 0
        saved = app.storage.get(SAVE_KEY)
        try:
            session = Session.load(saved, bot_options=app.bot_options) if saved else None
        except Exception:  # an unreadable save is no game to lose
            return False
        return session is not None and not session.over and session.actions > 0

    def table_kept(self) -> str:
        """What the page keeps of the table it has drawn, for the next visit to show (inert,
        "resuming…") until Python is ready: "keep" (a game is on the table, as a reload would
        resume it), "hold" (keep the picture kept last: a replay or a game of bots is watched,
        or in pass and play someone's cards are on the page, which must not be shown to whoever
        opens the page next) or "forget" (no game: the next visit opens on the set-up)."""
        session = self.app.session
        if session is None:
            return "forget"
        if self.app.watching is not None or session.settings.bots_only or (
                session.pass_and_play and session.viewer is not None):
            return "hold"
        return "keep"

    # -- a game file chosen by the player --
    def import_size_ok(self, size: int) -> bool:
        """A chosen file's size in bytes, before it is read: one larger than a record may be is
        refused at once (the game on the table goes on)."""
        if size <= MAX_RECORD_SIZE:
            return True
        self.app.notice = Said("notice.import_error", {"cause": self.app.text("save.limit"),
                                                       "reason": f"{size:,} bytes"})
        return False

    def read_import(self, content: str) -> Session | None:
        """The game in a chosen file, or None with a notice saying why not (nothing else
        changes). Any failure, of any kind, is a notice."""
        app = self.app
        if not app.tabs.playing:
            app.notice = Said("notice.import_elsewhere", {})
            return None
        try:
            return Session.load(content, bot_options=app.bot_options)
        except Exception as error:  # any file: a notice, never a crash
            app.notice = self.problem("notice.import_error", error)
            return None

    def adopt_import(self, session: Session, now: float) -> None:
        """Put an imported game on the table (asked first: ``App.ask("import", ...)``)."""
        app = self.app
        if not app.tabs.may_act(now):
            app.notice = Said("notice.import_elsewhere", {})
            return
        saved = app.play(session, now)
        app.notice = Said("notice.imported", {}) if saved else Said("notice.imported_unsaved", {})

    def import_text(self, content: str, now: float) -> None:
        """A game file chosen by the player: resume it, or say why not (nothing changes)."""
        session = self.read_import(content)
        if session is not None:
            self.adopt_import(session, now)


def export_name(settings: Settings, day: str) -> str:
    """The exported game's file name: the day it was exported (this device's calendar, when the
    page gave it), the table and the seed, so that a folder of games sorts and reads by them."""
    try:
        dated = f"{date.fromisoformat(day).isoformat()}-"
    except ValueError:
        dated = ""
    return f"modern-art-{dated}{settings.players}-players-seed-{settings.seed}.json"
