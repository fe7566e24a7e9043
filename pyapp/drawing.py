"""The table in the page: the app's screen drawn into the DOM (the browser layer).

``render``'s regions are drawn where they changed only: a region whose HTML is unchanged is left
alone, the decision and an open dialog are patched in place (``assets/morph.js``: a control
under the pointer or the caret in a field survives a bot's raise), and the log grows at its end.
After a drawing, in a task of its own, the focus is put back (or on the person's decision when
it is her turn), a dialog just opened is scrolled to its top with its first control focused, and
the lesson marks the part of the table its step is about.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from pyodide.ffi import to_js
from pyscript import document, window

from pyapp import dialogs, early, motion, render, rulebook, tutorial
from pyapp.app import App
from pyapp.catalogue import HTML_LANG, text
from pyapp.logbook import LogBook
from pyapp.markup import Html, concat, el
from pyapp.measures import Timings
from pyapp.narration import describe
from pyapp.parts import REGION_KEYS
from pyapp.screen import HelpDialog

PATCHED = ("auction",)  # the decision is patched in place rather than replaced
# A dialog's first control (a radio group's stop is its choice), focused when it opens.
FIRST_CONTROL = (".dialog-body input:not([type=radio]), .dialog-body input[type=radio]:checked, "
                 ".dialog-body select, .dialog-body button, .dialog-foot button")
# Where the focus goes when it is the person's turn and nothing else holds it.
FOCUS_ORDER = ("#amount", "#auction .decision .primary:not([disabled])",
               "#auction .decision button:not([disabled])",
               "#hand .card-button:not([disabled])")


def element(found: object) -> Any:
    """A DOM lookup's result, or None (JavaScript's null does not arrive as None)."""
    return found if hasattr(found, "tagName") else None


class Drawing:
    """What the page has drawn, and how to draw the app's next screen over it."""

    def __init__(self, app: App, timings: Timings) -> None:
        self.app = app
        self.timings = timings
        self.logbook: LogBook | None = None
        self.log_drawn: LogBook | None = None
        self.drawn: dict[str, str] = {}
        self.dialog_kind: str | None = None
        self.section_shown = -1  # the last request to show a rules' section that was served
        self.highlighted: object = None  # the lesson's step last scrolled to
        self.live_seen = 0
        self.session_seen: object = None
        self.log_key: tuple[Any, ...] | None = None
        self.kept: dict[str, tuple[object, Html]] = {}  # slow regions, by their inputs
        self.focus_due: tuple[str | None, Any] | None = None  # (focus key, screen) after a draw
        self.dialog_opened = False  # a dialog opened since the focus was last settled
        self.dialog_error = ""  # the words of the form's refusal last shown in the dialog
        self.cues_due: list[motion.Cue] = []  # the table's motion and sounds, for new events
        self.sounds = Sounds()
        self.root = document.getElementById("app")
        self.root.innerHTML = self.skeleton()
        self.root.hidden = False  # shown before the first draw, so that focus can land in it
        self.dialog = document.getElementById("dialog")
        self.template = document.createElement("template")
        self.template_holds: str | None = None  # the markup parsed in it

    def forget(self) -> None:
        """Draw everything anew next time (the game on the table was replaced after a failed
        drawing)."""
        self.drawn.clear()
        self.kept.clear()
        self.logbook = None
        self.log_key = None

    def skeleton(self) -> Html:
        lang = self.app.lang

        def region(name: str) -> Html:
            return el("section", id=name, class_=f"region {name}",
                      aria_label=text(lang, REGION_KEYS[name]))

        # Three columns on a desktop (the status box and the log; the lot's decision and the
        # hand; the board and the players); one column on a phone, in the regions' order.
        columns = [el("div", *(region(name) for name in names), class_=f"column {side}")
                   for side, names in (("left", ("status", "log")),
                                       ("centre", ("auction", "hand")),
                                       ("right", ("board", "seats")))]
        notice = el("div", id="notice", class_="notice", role="alert", hidden=True)
        live = el("div", id="live", class_="sr-only", aria_live="polite", aria_atomic="false")
        dialog = el("dialog", id="dialog", aria_labelledby="dialog-title")
        return concat(notice, region("menu"), *columns, live, dialog)

    def draw(self) -> None:
        """Draw the app's screen: every region that changed, the log's new lines, the notice,
        the dialog, what a screen reader hears; the focus and the lesson's mark in a task of
        their own (``focus_soon``)."""
        started = time.perf_counter()
        self.timings.drawing_began()
        app = self.app
        session = app.session
        lang = app.lang
        if session is not self.session_seen:  # a new game: its announcements anew
            self.session_seen = session
            self.live_seen = session.events if session is not None else 0
        # A new log for a new game, language, replay, or for another "you" (pass and play: the
        # person shown, or nobody while the device changes hands).
        key = (id(session), lang, app.watching, app.handoff.addressed())
        fresh_log = key != self.log_key
        screen_started = time.perf_counter()
        screen = app.screen(since=0 if fresh_log or self.logbook is None
                            else self.logbook.seen)
        self.timings.note_task("draw.screen", screen_started)
        if screen.view is None:
            self.logbook = None
        else:
            if fresh_log or self.logbook is None:
                self.logbook = LogBook.of(screen)
            self.logbook.add(screen.view["history"])
        self.log_key = key
        active = element(document.activeElement)
        focus_key = self.focus_key(active)
        regions_started = time.perf_counter()
        drawn = render.regions(screen, self.kept)
        self.timings.note_task("draw.render", regions_started)
        self.release_focus(active, drawn)
        html = document.documentElement  # the settings, for the page's style and its tests
        for name, on in (("motion", screen.motion_on), ("sound", screen.sound_on)):
            if getattr(html.dataset, name, None) != ("on" if on else "off"):
                setattr(html.dataset, name, "on" if on else "off")
        html_lang = HTML_LANG[lang]
        if html.lang != html_lang:  # (set only when it changes: a change restyles the page)
            html.lang = html_lang
        title = text(lang, "app.title")
        if document.title != title:
            document.title = title
        for region, inner in drawn.items():
            if self.drawn.get(region) == inner:
                continue  # unchanged: the browser has nothing to parse or lay out again
            region_started = time.perf_counter()
            node = document.getElementById(region)
            node.setAttribute("aria-label", text(lang, REGION_KEYS[region]))
            if region in PATCHED and region in self.drawn:
                self.patch(node, inner)
            else:
                node.innerHTML = inner
            self.drawn[region] = inner
            self.timings.note_task(f"draw.{region}", region_started)
        self.sync_amount()
        self.draw_log()
        self.draw_notice(screen)
        dialog_started = time.perf_counter()
        self.draw_dialog(screen)
        self.timings.note_task("draw.dialog", dialog_started)
        self.announce()
        self.focus_soon(focus_key, screen)
        kept_started = time.perf_counter()
        early.kept(app)
        self.timings.note_task("draw.kept", kept_started)
        self.timings.drawing_ended(started)

    def release_focus(self, active: Any, drawn: dict[str, str]) -> None:
        """Take the focus off the control that has it when this drawing is about to remove it,
        before the table changes: a focused control that goes makes the browser bring the
        table's style and layout up to date at once, which costs little on a table not yet
        changed and tens of milliseconds halfway through a drawing (measured in a trace).
        ``focus_soon`` puts the focus back afterwards, as before."""
        if active is None or active.tagName == "BODY":
            return
        for region, inner in drawn.items():
            if self.drawn.get(region) == inner:
                continue
            node = document.getElementById(region)
            if not node.contains(active):
                continue
            keeps = getattr(window, "modernArtKeeps", None)
            if region in PATCHED and region in self.drawn and keeps is not None and keeps(
                    node, self.parsed(inner), active):
                return
            active.blur()
            return

    def parsed(self, inner: str) -> Any:
        """``inner`` parsed, in the page's template (kept until it is used or replaced)."""
        if self.template_holds != inner:
            self.template.innerHTML = inner
            self.template_holds = inner
        return self.template.content

    def patch(self, node: Any, inner: str) -> None:
        """Redraw ``node`` as ``inner`` in place (``assets/morph.js``: what can stay stays;
        without it, as a region replaced)."""
        morph = getattr(window, "modernArtMorph", None)
        if morph is None:
            node.innerHTML = inner
            return
        try:
            morph(node, self.parsed(inner))  # (its nodes move into the table)
        finally:
            self.template.innerHTML = ""
            self.template_holds = None

    def sync_amount(self) -> None:
        """The amount field shows the app's amount (the typed text is kept there)."""
        field = element(document.getElementById("amount"))
        if field is not None and str(field.value) != self.app.bidding.amount_text:
            field.value = self.app.bidding.amount_text

    def draw_log(self) -> None:
        """The log grows at its end: add the new lines (the whole log only when it is new)."""
        started = time.perf_counter()
        node = document.getElementById("log")
        book = self.logbook
        if book is None:
            if self.log_drawn is not None or not self.drawn.get("log-empty"):
                node.innerHTML = ""
                self.log_drawn = None
                self.drawn["log-empty"] = "1"
            return
        self.drawn.pop("log-empty", None)
        if self.log_drawn is not book:
            self.log_drawn = book
            node.setAttribute("aria-label", text(book.lang, "region.log"))
            node.innerHTML = book.html()
        else:
            lines, sections = book.additions()
            if not (lines or sections):
                return
            last = element(node.querySelector(".log-round:last-child ol"))
            if lines and last:
                last.insertAdjacentHTML("beforeend", lines)
            if sections:
                node.querySelector(".log-inner").insertAdjacentHTML("beforeend", sections)
        self.timings.note_task("draw.log", started)

    def draw_notice(self, screen: Any) -> None:
        inner = render.notice(screen)
        if self.drawn.get("notice") == inner:
            return
        self.drawn["notice"] = inner
        node = document.getElementById("notice")
        node.hidden = not inner
        node.innerHTML = inner

    def draw_dialog(self, screen: Any) -> None:
        kind = screen.dialog
        if kind is None:
            if self.dialog.open:
                self.dialog.close()
            self.dialog_kind = None
            self.drawn.pop("dialog", None)
            return
        inner = dialogs.dialog(screen) or ""
        opening = kind != self.dialog_kind or not self.dialog.open
        if opening:
            self.dialog.setAttribute("data-kind", kind)
            self.dialog.innerHTML = inner
        elif self.drawn.get("dialog") != inner:
            self.patch(self.dialog, inner)
        self.drawn["dialog"] = inner
        self.dialog_kind = kind
        if not self.dialog.open:
            self.dialog.showModal()
        self.dialog_opened = self.dialog_opened or opening

    def settle_dialog(self, screen: Any) -> None:
        """After a dialog is drawn (in the focus's task): the rules' section asked for shown,
        or a dialog just opened at its top, with its first control focused."""
        if screen.dialog is None or not self.dialog.open:
            self.dialog_opened = False
            return
        opening, self.dialog_opened = self.dialog_opened, False
        section = self.scroll_to_section(screen, opening)
        # A form's refusal (a seed that is no number) may be drawn below the fold of a phone's
        # dialog: newly said, it is scrolled into view.
        error = element(self.dialog.querySelector("p.error[role=alert]"))
        said = str(error.textContent).strip() if error else ""
        if error and said and said != self.dialog_error:
            error.scrollIntoView(to_js({"block": "nearest"},
                                       dict_converter=window.Object.fromEntries))
        self.dialog_error = said
        if opening and not section:
            first = element(self.dialog.querySelector(FIRST_CONTROL))
            if first:
                first.focus(to_js({"preventScroll": True},
                                  dict_converter=window.Object.fromEntries))
            body = element(self.dialog.querySelector(".dialog-body"))
            if body:
                body.scrollTop = 0
            self.dialog.scrollTop = 0
        elif not self.dialog.contains(document.activeElement):
            # the control pressed went (the welcome's "More options"): on to what it showed
            shown = element(self.dialog.querySelector(
                "[data-focus=lost]:not([hidden]) :is(input:not([type=radio]), "
                "input[type=radio]:checked, select, button)"))
            if shown:
                shown.focus(to_js({"preventScroll": True},
                                  dict_converter=window.Object.fromEntries))

    def highlight(self, screen: Any) -> None:
        """The lesson marks the part of the table its step is about (scrolled into view when
        the step changes; marked again after every redraw, which may replace it)."""
        lesson = screen.lesson
        wanted = tutorial.selector(lesson.shown().focus) \
            if lesson is not None and screen.watching is None else None
        for node in list(self.root.querySelectorAll(".lesson-focus")):
            if wanted is None or not node.matches(wanted):
                node.classList.remove("lesson-focus")
        target = element(self.root.querySelector(wanted)) if wanted else None
        if target is None:
            return
        target.classList.add("lesson-focus")
        step = lesson.shown()
        if step is not self.highlighted:
            self.highlighted = step
            box = target.getBoundingClientRect()
            if box.top < 0 or box.bottom > window.innerHeight:  # out of sight: to the middle,
                target.scrollIntoView(to_js(  # which keeps the lesson's words above in view
                    {"block": "center", "behavior": "smooth"},
                    dict_converter=window.Object.fromEntries))

    def scroll_to_section(self, screen: Any, opening: bool) -> bool:
        """Show the rules' section asked for (once per request): scrolled to, and focused so
        that a screen reader reads on from there. True when one was shown."""
        shown = screen.dialog_data
        if not isinstance(shown, HelpDialog):
            return False
        serial, section = shown.serial, shown.section
        if not section or (serial == self.section_shown and not opening):
            return False
        self.section_shown = serial
        heading = element(self.dialog.querySelector(f"#{rulebook.ID_PREFIX}{section}"))
        if heading is None:
            return False
        heading.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))
        heading.scrollIntoView(to_js({"block": "start"},
                                     dict_converter=window.Object.fromEntries))
        return True

    def announce(self) -> None:
        """Say new auction events in the live region, for screen readers; the table's motion
        and sounds for them follow once the new table is laid out (``play_cues``)."""
        session = self.app.session
        if session is None or self.app.watching is not None:
            return
        events = session.events_since(self.live_seen)
        self.live_seen = session.events
        book = self.logbook  # (said as the log says it: "you" only for the seat shown)
        names, you = (book.names, book.you) if book is not None else ([], None)
        self.cues_due.extend(motion.cues(events, you))
        lines = []
        for event in self.app.announcements(events):
            lines.extend(describe(event, self.app.lang, names, you))
        if lines:
            document.getElementById("live").textContent = " ".join(lines[-4:])

    def play_cues(self, cues: list[motion.Cue], screen: Any) -> None:
        """The table's motion (Web Animations: they never hold input up) and sounds for what
        just happened, as the player set them; no motion when her system asks for less."""
        reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
        moving = screen.motion_on and not reduced
        for cue in cues:
            if cue.motion and moving:
                frames, timing = motion.MOTIONS[cue.motion]
                stagger = motion.STAGGER_MS.get(cue.motion, 0)
                for i, node in enumerate(document.querySelectorAll(cue.target)):
                    node.animate(to_js(frames, dict_converter=window.Object.fromEntries),
                                 to_js({**timing, "delay": i * stagger},
                                       dict_converter=window.Object.fromEntries))
            if cue.sound and screen.sound_on:
                self.sounds.play(cue.sound)

    def focus_soon(self, key: str | None, screen: Any) -> None:
        """After a draw, in a task of its own: a dialog's focus and scrolling, the focus put
        back, the lesson's mark. Each makes the browser lay the new table out at once, which in
        the drawing's own task would make it half as long again. Draws before it runs keep the
        first focus key found."""
        if self.focus_due is None:
            asyncio.get_event_loop().call_soon(self.settle_focus)
        elif key is None:
            key = self.focus_due[0]
        self.focus_due = (key, screen)

    def settle_focus(self) -> None:
        if self.focus_due is None:
            return
        started = time.perf_counter()
        (key, screen), self.focus_due = self.focus_due, None
        cues, self.cues_due = self.cues_due, []
        self.play_cues(cues, screen)
        self.settle_dialog(screen)
        self.highlight(screen)
        self.restore_focus(key)
        self.timings.note_task("focus", started)

    def focus_key(self, active: Any) -> str | None:
        if not active or not active.getAttribute("data-command"):
            return None
        key = f'[data-command="{active.getAttribute("data-command")}"]'
        for attr in ("data-card", "data-with", "data-delta", "data-amount", "data-seat",
                     "data-field"):
            value = active.getAttribute(attr)
            if isinstance(value, str):
                key += f'[{attr}="{value}"]'
        return key

    def restore_focus(self, key: str | None) -> None:
        """Keep the focus on the control it was on; when that is gone and it is the human's turn,
        put it on her decision (the amount first), so the keyboard needs no hunting."""
        if self.app.dialog is not None:
            return
        bidding = self.app.bidding
        if key and key.startswith('[data-command="choose"]') and (
                bidding.chosen_card or bidding.chosen_double):
            key = FOCUS_ORDER[2]  # a card chosen: on to its question ("Put it up", a partner)
        target = element(self.root.querySelector(key)) if key else None
        if target is not None and target == document.activeElement:
            return
        if target is None and self.app.session is not None and \
                self.app.session.human_to_act():
            active = element(document.activeElement)
            if active is None or active.tagName == "BODY":
                for selector in FOCUS_ORDER:
                    target = element(self.root.querySelector(selector))
                    if target is not None:
                        break
        if target is not None:
            target.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


class Sounds:
    """The table's sounds, synthesized with Web Audio from ``motion.SOUND_NOTES`` (nothing to
    download). The page counts what it played on <html> (``data-sounds``, ``data-last-sound``),
    which is how its tests hear it."""

    def __init__(self) -> None:
        self.context: Any = None
        self.played = 0

    def play(self, name: str) -> None:
        html = document.documentElement
        self.played += 1
        html.dataset.sounds = str(self.played)
        html.dataset.lastSound = name
        try:
            if self.context is None:
                self.context = window.AudioContext.new()
            context = self.context
            if context.state == "suspended":
                context.resume()
            now = context.currentTime
            for frequency, start, length, volume, wave in motion.SOUND_NOTES[name]:
                tone, gain = context.createOscillator(), context.createGain()
                tone.type = wave
                tone.frequency.setValueAtTime(frequency, now + start)
                gain.gain.setValueAtTime(volume, now + start)
                gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length)
                tone.connect(gain)
                gain.connect(context.destination)
                tone.start(now + start)
                tone.stop(now + start + length + .02)
        except Exception:  # no audio here (none in this browser, or refused): silence
            return

