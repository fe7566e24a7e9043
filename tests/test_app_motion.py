"""The table's motion and sounds: what each event does (pyapp.motion), the settings (sound off
until turned on, motion on until turned off), and the sealed bids shown with the sale."""

from __future__ import annotations

import re

from pyapp import motion, render
from pyapp.auction_view import sale_banner
from pyapp.storage import PREFS_KEY, MemoryStorage
from tests.support.table import Table, passive

SOLD = {"event": "sold", "buyer": 2, "price": 30, "cards": ["yoko/open"], "auctioneer": 1,
        "received": [[1, 30]], "bank": 0}


def test_a_sale_brings_the_box_in_lights_the_buyer_and_strikes_the_gavel():
    cues = motion.cues([SOLD], you=0)
    assert motion.Cue("sold", "#auction .sale-banner", "gavel") in cues
    assert motion.Cue("glow", '#seats [data-seat="2"]') in cues
    assert motion.Cue("paid", '#seats [data-seat="1"] dd:nth-of-type(1)') in cues
    assert not any(c.sound == "coins" for c in cues), "coins only for money of her own"
    assert any(c.sound == "coins" for c in motion.cues([SOLD], you=1)), "she is paid"
    assert any(c.sound == "coins" for c in motion.cues([SOLD], you=2)), "she pays"


def test_a_round_scored_lands_its_tokens_and_pays_out_in_coins():
    ended = {"event": "round_ended", "round": 1, "income": [0, 60, 30]}
    cues = motion.cues([ended], you=1)
    assert [c.target for c in cues if c.motion == "token"] == [
        "dialog .summary-token", "#board .token.fresh"]
    assert any(c.sound == "coins" for c in cues)
    assert not any(c.sound for c in motion.cues([ended], you=0)), "nothing earned: no coins"


def test_each_sound_is_heard_once_for_a_burst_of_events():
    bids = [{"event": "bid", "seat": s, "amount": 10 + s} for s in range(3)]
    cues = motion.cues(bids, you=0)
    assert [c.sound for c in cues] == ["bid", None, None]
    assert all(c.motion == "bid" for c in cues), "every raise still swells the high bid"


def test_every_cue_names_a_known_motion_and_sound():
    events = [{"event": "auction_started"}, {"event": "bid", "seat": 1, "amount": 3},
              {"event": "sealed_revealed", "bids": [1, 2, 3]}, SOLD,
              {"event": "taken_free", "seat": 1, "cards": []}, {"event": "round_ended"}]
    cues = motion.cues(events, you=None)
    assert {c.motion for c in cues} - {None} <= set(motion.MOTIONS)
    assert {c.sound for c in cues} - {None} <= set(motion.SOUNDS) == set(motion.SOUND_NOTES)
    assert motion.cues([{"event": "pass", "seat": 1}], you=0) == []


def test_sound_is_off_and_motion_on_until_she_changes_them():
    table = Table("?seed=3&players=3&levels=novice")
    screen = table.c.screen()
    assert (screen.sound_on, screen.motion_on) == (False, True)
    menu = str(render.menu(screen))
    assert re.search(r'data-command="toggle-sound"[^>]*aria-pressed="false"', menu)
    assert re.search(r'data-command="toggle-motion"[^>]*aria-pressed="true"', menu)
    table.do("toggle-sound")
    table.do("toggle-motion")
    again = Table("?seed=3&players=3&levels=novice",
                  storage=MemoryStorage({PREFS_KEY: table.storage.data[PREFS_KEY]}))
    screen = again.c.screen()
    assert (screen.sound_on, screen.motion_on) == (True, False), "kept for the next visit"
    menu = str(render.menu(screen))
    assert re.search(r'data-command="toggle-sound"[^>]*aria-pressed="true"', menu)


def test_a_sealed_sale_shows_every_seats_bid_the_winners_marked():
    table = Table("?seed=3&players=4&levels=novice&speed=fast")
    table.play_until(lambda t: t.c.screen().banner is not None and
                     t.c.screen().banner.auction == "sealed", human=passive)
    screen = table.c.screen()
    banner = screen.banner
    assert banner is not None and len(banner.sealed) == 4
    shown = str(sale_banner(screen))
    bids = re.findall(r"<li(?: class=\"won\")?><span>([^<]+)</span> <strong>\$(\d+)</strong>",
                      shown)
    assert [int(b) for _, b in bids] == list(banner.sealed)
    winner = re.search(r'<li class="won"><span>([^<]+)</span>', shown)
    assert winner and winner.group(1) == screen.names[banner.event["buyer"]]


def test_no_motion_grows_a_box_past_its_size():
    """A box scaled above its size would push a phone's full-width page sideways."""
    for name, (frames, _) in motion.MOTIONS.items():
        for frame in frames:
            for scale in re.findall(r"scale\(([\d.]+)\)", str(frame.get("transform", ""))):
                assert float(scale) <= 1, (name, frame)
