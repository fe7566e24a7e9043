"""Watching the bots (``pyapp.features.spectator``): a game of bots only, chosen in its own form,
every hand shown, paused and stepped, played at the speed she picks, its masters explaining
their moves in the coach's words; her own game kept as it was, and back once she stops."""

from __future__ import annotations

import html
import re

import pytest

from engine import observe, replay
from engine.actions import Action, Do
from engine.analysis.coach import Aloud, advise
from engine.analysis.judge import decision_seed
from engine.bots.base import drain
from pyapp import dialogs, render
from pyapp.auction_view import centre
from pyapp.session import HUMAN, SaveError, Session, Settings
from pyapp.storage import SAVE_KEY
from tests.scenario import game, run
from tests.support.table import Table, patient

HERS = "?seed=3&players=4&levels=expert&speed=normal"


def watching(t: Table | None = None, levels: tuple[str, ...] = ("novice", "expert", "novice"),
             speed: str = "normal") -> Table:
    """Her page, then a game of these bots started from the menu's form."""
    t = t or Table(HERS)
    t.do("open-bots")
    t.do("bots-field", field="players", value=str(len(levels)))
    for seat, level in enumerate(levels):
        t.do("bots-field", field="level", seat=str(seat), value=level)
    t.do("bots-field", field="speed", value=speed)
    t.do("start-bots")
    return t


def text_of(markup: object) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", str(markup)))


# -- the table --

def test_a_table_of_bots_only_is_a_game_she_watches() -> None:
    settings = Settings(players=3, human=0, levels=["master", "expert", "random"])
    assert settings.bots_only and settings.humans == []
    assert Settings.from_json(settings.to_json()) == settings
    assert not Settings(levels=[HUMAN, "novice", "novice", "novice"]).bots_only
    with pytest.raises(SaveError, match="seat 0"):  # a person's seat still says who she is
        Settings(players=3, human=0, levels=["expert", HUMAN, "novice"])
    session = Session(settings)
    assert session.viewer is None and session.shown is None and not session.human_to_act()
    assert sorted(session.aloud) == [0], "its master thinks aloud"


def test_the_form_deals_the_bots_she_chose_and_refuses_what_is_not_a_bot() -> None:
    t = Table(HERS)
    t.do("open-bots")
    assert t.c.dialog == "bots"
    t.do("bots-field", field="players", value="5")
    t.do("bots-field", field="players", value="7")  # not a table
    t.do("bots-field", field="level", seat="4", value="master")
    t.do("bots-field", field="level", seat="1", value=HUMAN)  # nobody plays in a game of bots
    t.do("bots-field", field="level", seat="9", value="expert")
    t.do("bots-field", field="speed", value="fast")
    t.do("bots-field", field="variant", value="online")
    drawn = text_of(dialogs.dialog(t.c.screen()))
    assert "Watch the bots" in drawn and "Emil" in drawn, "a level for every seat, by its bot"
    t.do("start-bots")
    settings = t.session.settings
    assert t.c.dialog is None
    assert (settings.players, settings.levels, settings.speed, settings.variant) == (
        5, ["master", "expert", "expert", "expert", "master"], "fast", "online")


def test_a_seed_in_the_form_deals_that_deal_and_the_form_names_the_one_watched() -> None:
    t = Table(HERS)
    hers = t.session.record().to_json()
    t.do("open-bots")
    form = text_of(dialogs.dialog(t.c.screen()))
    assert "Seed (for a reproducible game)" in form and "The game on the table" not in form
    for bad in ("12a", "-4", "1e3", "٣", "1234567890"):
        t.do("bots-field", field="seed", value=bad)
        t.do("start-bots")
        assert t.c.dialog == "bots" and t.session.record().to_json() == hers, bad
        assert "The seed must be a whole number, or blank." in text_of(
            dialogs.dialog(t.c.screen()))
    t.do("bots-field", field="seed", value=" 2024 ")
    t.do("start-bots")
    first = t.session
    assert t.c.dialog is None and first.settings.seed == 2024 and first.settings.bots_only
    dealt = [list(hand) for hand in first.state.hands]
    t.play_until(lambda t: t.session.actions >= 10)
    t.do("open-bots")
    form = text_of(dialogs.dialog(t.c.screen()))
    assert "The game on the table is seed 2024" in form and "must be a whole number" not in form
    t.do("start-bots")
    assert t.session is not first and t.session.actions == 0
    assert [list(hand) for hand in t.session.state.hands] == dealt, "the same deal again"
    t.do("open-bots")
    t.do("bots-field", field="seed", value="")
    t.do("start-bots")
    assert t.session.settings.seed != 2024, "blank: a fresh deal"


def test_every_hand_and_all_money_are_shown_and_nobody_is_called_you() -> None:
    t = watching()
    t.play_until(lambda t: t.session.actions >= 6)
    screen = t.c.screen()
    state = t.session.state
    view = screen.view
    assert view is not None and view["every_hand"]
    assert view["hands"] == [[str(c) for c in hand] for hand in state.hands]
    assert view["money"] == list(state.money) and view["legal"]["do"] == []
    assert screen.you is None and not screen.human_to_act
    hands = text_of(render.hand(screen))
    assert "Every hand" in hands
    for seat, name in enumerate(screen.names):
        assert f"{name} ({len(state.hands[seat])})" in hands
    drawn = str(render.hand(screen))
    assert drawn.count('class="mini-card"') == sum(len(hand) for hand in state.hands)
    assert "Your hand" not in hands and "You" not in screen.names
    assert 'data-command="toggle-estimates"' not in str(render.board(screen))


# -- her own game --

def test_her_game_stays_saved_while_she_watches_and_comes_back_after() -> None:
    t = Table(HERS)
    t.play_until(lambda t: t.session.actions >= 12, patient)
    hers, saved = t.session.actions, t.storage.get(SAVE_KEY)
    games = t.c.stats.career.get("games", 0)
    watching(t)
    t.play_until(lambda t: t.c.dialog == "over")
    assert t.storage.get(SAVE_KEY) == saved, "a game of bots is never saved over hers"
    assert t.c.stats.career.get("games", 0) == games, "nor counted in her statistics"
    results = text_of(dialogs.dialog(t.c.screen()))
    assert "Watch another" in results and "Review" not in results
    t.do("close-dialog")
    after = text_of(centre(t.c.screen()))
    assert "Watch another" in after and "Stop watching" in after and "Review" not in after
    assert "Pause" not in after, "the game is over"
    assert "Review" not in text_of(render.menu(t.c.screen()))
    t.do("leave-bots")
    assert t.session.settings.levels[0] == HUMAN and t.session.actions == hers
    assert t.session.human == 0


def test_a_reload_while_she_watches_brings_her_own_game_back() -> None:
    t = Table(HERS)
    t.play_until(lambda t: t.session.actions >= 5, patient)
    hers = t.session.actions
    watching(t)
    t.play_until(lambda t: t.session.actions >= 8)
    assert t.c.saves.table_kept() == "hold", "the next visit does not show the bots' cards"
    again = Table(storage=t.storage)
    assert again.session.settings.humans == [0] and again.session.actions == hers


def test_starting_anew_while_she_watches_asks_about_her_saved_game() -> None:
    t = Table(HERS)
    t.play_until(lambda t: t.session.actions >= 5, patient)
    watching(t)
    assert t.c.question("start-daily") == "confirm.leave", "her game would be replaced"
    assert t.c.question("import") == "confirm.import"
    t.do("open-setup")
    form = t.c.screen().dialog_data
    assert form.unfinished and form.back == "leave-bots"
    assert 'data-command="leave-bots"' in str(dialogs.dialog(t.c.screen()))
    t.do("close-dialog")
    t.do("open-review")
    assert t.c.dialog is None, "a game of bots has no decisions of hers to review"


def test_stopping_brings_back_her_saved_game_whatever_the_address_names() -> None:
    t = Table(HERS)  # (the address names a game; she starts another of her own)
    t.do("open-setup")
    t.do("bots-field", field="players", value="3")  # (another form's: changes nothing here)
    t.do("setup", field="players", value="3")
    t.do("start")
    t.play_until(lambda t: t.session.actions >= 4, patient)
    hers = t.session.record().to_json()
    watching(t)
    t.do("leave-bots")
    assert t.c.dialog is None, "no offer of the game the address names"
    assert t.session.record().to_json() == hers


def test_a_game_she_cannot_save_is_not_replaced_without_a_question() -> None:
    t = Table(HERS)
    t.play_until(lambda t: t.session.actions >= 4, patient)
    assert t.c.question("start-bots") is None
    t.c.saves.failed = True  # (storage refused her last save)
    assert t.c.question("start-bots") == "confirm.leave"


def test_the_form_takes_no_odd_seat() -> None:
    t = Table(HERS)
    t.do("open-bots")
    for seat in ("²", "-1", "", "1e3", "٣"):
        t.do("bots-field", field="level", seat=seat, value="random")
    assert t.c.spectator.fields["levels"] == ["master", "expert", "expert", "expert", "novice"]


def test_stopping_without_a_game_of_her_own_opens_the_set_up() -> None:
    t = Table()
    assert t.c.session is None
    watching(t)
    t.do("leave-bots")
    assert t.c.session is None and t.c.dialog == "setup"


# -- pause, step, speed --

def test_paused_nothing_moves_and_a_step_lets_exactly_one_move_through() -> None:
    t = watching()
    t.play_until(lambda t: t.session.actions >= 3)
    t.do("bots-pause")
    assert t.c.paused and t.c.screen().bots.paused
    at = t.session.actions
    t.now += 60_000
    assert t.c.tick(t.now) is None and t.c.wake_in(t.now) is None
    assert "Play" in text_of(centre(t.c.screen())), "paused, the button plays it on"
    for step in range(1, 4):
        t.do("bots-step")
        t.play_until(lambda t, step=step: t.session.actions == at + step)
        t.now += 60_000
        assert t.c.tick(t.now) is None and t.session.actions == at + step, "paused again"
    t.do("bots-pause")
    assert not t.c.paused
    t.play_until(lambda t: t.session.actions >= at + 10)


def test_a_step_while_it_plays_pauses_it_first() -> None:
    t = watching()
    t.do("bots-step")
    assert t.c.paused and t.c.screen().bots.paused


def test_a_bots_answer_that_comes_while_paused_waits_for_the_step() -> None:
    t = watching(levels=("expert", "master", "novice"))
    seat = None
    while seat != 1:  # (the others play on until the master is to move)
        seat = t.c.tick(t.now)
        if seat is None:
            t.now += t.c.wake_in(t.now) or 0.0
        elif seat != 1:
            t.c.bot_answer(seat, drain(t.session.bot_think(seat)), t.c.bot_started(seat),
                           t.now)
    version = t.c.bot_started(seat)
    t.do("bots-pause")
    at = t.session.actions
    t.c.bot_answer(seat, drain(t.session.bot_think(seat)), version, t.now)
    assert t.session.actions == at, "held while paused"
    assert t.c.screen().bots.advice is None, "explained once it is played, not before"
    t.do("bots-step")
    assert t.c.tick(t.now) is None and t.session.actions == at + 1
    assert t.c.screen().bots.advice == t.session.aloud[1].advice is not None


def test_the_speed_she_picks_while_watching_paces_the_bots() -> None:
    slow = watching(speed="slow")
    fast = watching(speed="slow")
    fast.do("bots-speed", value="instant")
    fast.do("bots-speed", value="warp")  # not a speed
    assert fast.session.settings.speed == "instant"
    assert fast.c.wake_in(fast.now) < slow.c.wake_in(slow.now)
    assert 'value="instant" selected' in str(centre(fast.c.screen()))


def test_the_keys_pause_and_step_only_a_game_of_bots() -> None:
    t = Table(HERS)
    assert t.c.shortcut("p") is None and t.c.shortcut("s") is None
    watching(t)
    assert t.c.shortcut("p") == "bots-pause" and t.c.shortcut("S") == "bots-step"
    t.do("open-keys")
    assert t.c.shortcut("p") is None, "not under a dialog"
    assert "pause or play on" in text_of(dialogs.dialog(t.c.screen()))


# -- the masters think aloud --

def test_a_masters_move_is_the_coachs_advice_and_is_explained_by_its_name() -> None:
    t = watching(levels=("master", "expert", "expert"))
    t.play_until(lambda t: t.session.aloud[0].advice is not None)
    aloud = t.session.aloud[0]
    assert aloud.advice is not None and aloud.observation is not None
    played = t.session.record().actions[aloud.index]
    assert played == aloud.advice.choice.action, "the move explained is the move played"
    again = drain(advise(aloud.observation, decision_seed(t.session.settings.seed, aloud.index)))
    assert again == aloud.advice, "the coach's advice for that observation, with its seed"
    for lang, says in (("en", "Ada's move:"), ("zh", "阿达的走法：")):
        t.c.lang = lang
        box = text_of(centre(t.c.screen()))
        assert says in box, box
    t.c.lang = "en"
    box = text_of(centre(t.c.screen()))
    assert "The master's reasoning" in box and not re.search(r"\byou(r)?\b", box, re.I), box
    over = t.c.screen()
    over.over = True
    assert "reasoning" not in text_of(centre(over)), "once the game is over, the result alone"


def test_a_game_of_bots_is_the_same_game_every_time_its_seed_deals_it() -> None:
    settings = Settings(players=3, human=0, levels=["master", "expert", "novice"], seed=11)
    first, second = Session(settings), Session(Settings.from_json(settings.to_json()))
    for _ in range(12):
        seat = first.bots_to_act()[0]
        assert second.bots_to_act()[0] == seat
        first.bot_act(seat)
        second.bot_act(seat)
    assert first.record().actions == second.record().actions


def test_an_open_lots_limit_stands_for_the_lot() -> None:
    hands = [["yoko/sealed", "yoko/fixed_price", "yoko/once_around", "krypto/open",
              "krypto/sealed"],
             ["yoko/open", "yoko/double", "lite_metal/open", "krypto/fixed_price",
              "christin_p/open"],
             ["yoko/open", "karl_gitter/open", "lite_metal/sealed", "krypto/once_around",
              "christin_p/sealed"]]
    state = game(hands, deck=["karl_gitter/sealed"] * 10, first=1)
    run(state, "1 play yoko/double with yoko/open")
    aloud = Aloud(0, 7)
    first = drain(aloud.think(observe(state, 0), len(state.actions)))
    advice = aloud.advice
    assert advice is not None and advice.choice.limit is not None
    limit = advice.choice.limit
    assert first.do is Do.BID and first.amount is not None and first.amount <= limit
    run(state, f"0 bid {first.amount}", f"2 bid {limit - 1}")
    assert drain(aloud.think(observe(state, 0), len(state.actions))) == Action(
        0, Do.BID, amount=limit), "the least bid allowed, up to its limit"
    assert aloud.advice is advice, "not searched again"
    run(state, f"0 bid {limit}", f"2 bid {limit + 1}")
    assert drain(aloud.think(observe(state, 0), len(state.actions))) == Action(0, Do.PASS)


def test_a_replay_of_a_game_of_bots_shows_every_hand_as_it_was() -> None:
    t = watching()
    t.play_until(lambda t: t.session.over)
    t.do("watch-to", to="4")
    view = t.c.screen().view
    assert view is not None and view["every_hand"]
    then = replay(t.session.record(), 4)
    assert view["hands"] == [[str(c) for c in hand] for hand in then.hands]
