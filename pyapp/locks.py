"""One tab plays the game: a Web Lock held while this tab plays (the browser layer).

At start-up the tab asks for the lock only if no other tab holds it (else it only shows the
game, and waits in line to take it over when that tab closes); "Play here instead" steals it
from whichever tab holds it, which is told at once (its request fails) and stops. Without Web
Locks (an insecure context) the newest tab plays, and the others learn it through the
``storage`` event. The app's ``tabs`` feature is told the outcome; the page then draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy, to_js
from pyscript import window

from pyapp.measures import now_ms

if TYPE_CHECKING:
    from pyapp.browser import Page

GAME_LOCK = "modern-art/game"  # the Web Lock held by the tab that plays the game


class GameLock:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.queued = False  # waiting in line for the game while another tab plays
        self._proxies = {"granted": create_proxy(self.on_lock),
                         "hold": create_proxy(lambda resolve, reject: None),
                         "failed": create_proxy(self.on_lock_failed),
                         "queued": create_proxy(self.on_queued_lock),
                         "queue_failed": create_proxy(self.on_queue_failed)}

    def request(self, steal: bool = False) -> None:
        """Ask for the game's lock: at start-up only if no other tab holds it (else this tab
        only shows the game); with ``steal`` ("Play here instead") from whichever tab holds it,
        which is told at once (its request fails) and stops. Without Web Locks (an insecure
        context) the newest tab plays, and the others learn it through the ``storage`` event."""
        locks = getattr(window.navigator, "locks", None)
        if not locks:
            self.page.app.tabs.claim(now_ms())
            self.page.after_lock()
            return
        options = {"steal": True} if steal else {"ifAvailable": True}
        try:
            pending = locks.request(GAME_LOCK, to_js(options,
                                                     dict_converter=window.Object.fromEntries),
                                    self._proxies["granted"])
        except Exception:  # locks refused (a sandboxed frame): play here, as without them
            self.page.app.tabs.claim(now_ms())
            self.page.after_lock()
            return
        pending.catch(self._proxies["failed"])

    def on_lock(self, lock: Any) -> Any:
        """The lock's answer: held (a lock; kept until the tab closes or another takes it) or
        not (null: another tab plays)."""
        if not hasattr(lock, "name"):
            self.page.app.tabs.elsewhere(now_ms())
            self.page.after_lock()
            self.queue()
            return None
        self.page.app.tabs.claim(now_ms())
        self.page.after_lock()
        return window.Promise.new(self._proxies["hold"])  # pending while this tab plays

    def on_lock_failed(self, error: Any) -> None:
        """The lock's request failed: taken by another tab ("Play here instead" there), or,
        before any answer, refused (then play here, as without locks)."""
        if self.page.app.tabs.state == "waiting":
            self.page.app.tabs.claim(now_ms())
        else:
            self.page.app.tabs.elsewhere(now_ms())
            self.queue()
        self.page.after_lock()

    def queue(self) -> None:
        """While another tab plays, wait in line for the game: when that tab closes (and its
        lock with it), this one takes the game over by itself, from the latest save."""
        locks = getattr(window.navigator, "locks", None)
        if self.queued or not locks:
            return
        self.queued = True
        pending = locks.request(GAME_LOCK, self._proxies["queued"])
        pending.catch(self._proxies["queue_failed"])

    def on_queued_lock(self, lock: Any) -> Any:
        """This tab's turn in line: the tab that played is gone."""
        self.queued = False
        if self.page.app.tabs.playing:  # (it took the game meanwhile: let go)
            return None
        self.page.app.tabs.claim(now_ms())
        self.page.draw_or_recover()
        self.page.wake()
        return window.Promise.new(self._proxies["hold"])  # pending while this tab plays

    def on_queue_failed(self, error: Any) -> None:
        self.queued = False
