"""What the table does when something happens: a short motion on the part of the table it is
about, and a sound. Pure data, decided here from the new events (the browser layer plays them:
``pyapp.drawing``); each is only ever an answer to what happened, never in the way of input.

- a lot goes up: its cards come down onto the block;
- a bid: the high bid lifts (and a soft tick);
- sealed bids revealed: each seat's bid appears on the table, one seat after the other;
- a sale: the "Sold!" box comes in, the buyer's seat glows, the seats paid flash (a gavel; coins
  when the person pays or is paid);
- a round scored: the value tokens land, in the round's summary and on the board (coins when
  the person's paintings earn her money).

Motion is on unless the player turns it off or her system asks for reduced motion; sound is off
until she turns it on (``Prefs``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# Each motion's keyframes and timing, as the Web Animations API takes them. Nothing grows past
# its own box sideways (a full-width box scaled up would make a phone's page scroll sideways).
MOTIONS: dict[str, tuple[list[dict[str, Any]], dict[str, Any]]] = {
    "lot-in": ([{"transform": "translateY(-1.5rem) scale(.8)", "opacity": 0},
                {"transform": "none", "opacity": 1}],
               {"duration": 380, "easing": "cubic-bezier(.2, .8, .3, 1.2)"}),
    "bid": ([{"transform": "translateY(-.3rem)", "color": "#1e63b5"}, {"transform": "none"}],
            {"duration": 320, "easing": "ease-out"}),
    "sold": ([{"transform": "translateY(-.6rem) scale(.85)", "opacity": 0},
              {"transform": "none", "opacity": 1}],
             {"duration": 420, "easing": "cubic-bezier(.2, .8, .3, 1)"}),
    "glow": ([{"boxShadow": "0 0 0 0 rgb(201 162 39 / .9)"},
              {"boxShadow": "0 0 0 .7rem rgb(201 162 39 / 0)"}],
             {"duration": 900, "easing": "ease-out", "iterations": 2}),
    "paid": ([{"backgroundColor": "#ffe9a8"}, {"backgroundColor": "transparent"}],
             {"duration": 1200, "easing": "ease-in"}),
    "reveal": ([{"transform": "translateY(.6rem) rotateX(80deg)", "opacity": 0},
                {"transform": "none", "opacity": 1}],
               {"duration": 320, "easing": "ease-out", "fill": "backwards"}),
    "token": ([{"transform": "translateY(-1.6rem)", "opacity": 0},
               {"transform": "none", "opacity": 1}],
              {"duration": 500, "easing": "cubic-bezier(.3, 1.4, .5, 1)", "fill": "backwards"}),
}
# Between one element's motion and the next's, where a motion runs over several (one seat's
# sealed bid after the other's; one token after another).
STAGGER_MS = {"reveal": 280, "token": 120}

SOUNDS = ("bid", "gavel", "coins")


@dataclass(frozen=True)
class Cue:
    """One thing the table does: ``motion`` (a key of ``MOTIONS``) on the elements ``target``
    (a CSS selector) finds, and/or a ``sound`` (one of ``SOUNDS``)."""

    motion: str | None = None
    target: str = ""
    sound: str | None = None


def seat_selector(seat: int, inside: str = "") -> str:
    return f'#seats [data-seat="{seat}"]{" " + inside if inside else ""}'


def cues(events: Sequence[Mapping[str, Any]], you: int | None) -> list[Cue]:
    """What the table does for ``events`` (new since the last drawing, as the engine writes
    them), seen by ``you`` (the seat at the device, if any). A sound at most once each."""
    out: list[Cue] = []
    for event in events:
        kind = event.get("event")
        if kind == "auction_started":
            out.append(Cue("lot-in", "#status .lot-cards > *"))
        elif kind == "bid":
            out.append(Cue("bid", "#status .lot-facts .high", "bid"))
        elif kind == "sealed_revealed":
            out.append(Cue("reveal", ".sale-banner .sealed-reveal li"))
        elif kind == "sold":
            out.append(Cue("sold", "#auction .sale-banner", "gavel"))
            out.append(Cue("glow", seat_selector(event["buyer"])))
            for seat, _ in event.get("received", ()):
                out.append(Cue("paid", seat_selector(seat, "dd:nth-of-type(1)")))
            involved = {event["buyer"], *(seat for seat, _ in event.get("received", ()))}
            if you is not None and you in involved and event.get("price"):
                out.append(Cue(sound="coins"))
        elif kind == "taken_free":
            out.append(Cue("sold", "#auction .sale-banner"))
            out.append(Cue("glow", seat_selector(event["seat"])))
        elif kind == "round_ended":  # the summary's tokens, and the board's behind it
            out.append(Cue("token", "dialog .summary-token"))
            out.append(Cue("token", "#board .token.fresh"))
            income = event.get("income", ())
            if you is not None and you < len(income) and income[you]:
                out.append(Cue(sound="coins"))
    heard: set[str] = set()
    kept = []
    for cue in out:
        if cue.sound in heard:
            cue = Cue(cue.motion, cue.target)
        if cue.sound:
            heard.add(cue.sound)
        if cue.motion or cue.sound:
            kept.append(cue)
    return kept


# Each sound as notes synthesized in the page (nothing to download): (frequency in Hz, start
# and length in seconds, volume 0-1, wave).
SOUND_NOTES: dict[str, tuple[tuple[float, float, float, float, str], ...]] = {
    "bid": ((880.0, 0.0, .07, .05, "sine"),),
    "gavel": ((170.0, 0.0, .12, .35, "triangle"), (95.0, 0.0, .16, .06, "square"),
              (170.0, .17, .12, .3, "triangle"), (95.0, .17, .16, .05, "square")),
    "coins": ((1568.0, 0.0, .09, .05, "sine"), (2093.0, .06, .09, .05, "sine"),
              (2637.0, .12, .16, .04, "sine")),
}
