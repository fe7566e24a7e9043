"""The coach at the table (``pyapp.features.coach``): off until she turns it on, asked at her
decision, answered in slices without holding the table, the review's own recommendation, and
the game marked as coached in her statistics."""

from __future__ import annotations

import html
import json

from engine import observe
from engine.actions import Do
from engine.analysis.coach import advise, explained
from engine.analysis.judge import Choice, Judge
from engine.bots.base import drain
from engine.cards import ARTISTS
from pyapp import advice_view, career, dialogs, render
from pyapp.auction_view import centre
from pyapp.review import decision_seed, decisions
from pyapp.screen import CoachShown, as_view
from pyapp.storage import MemoryStorage
from tests.scenario import act, game, run
from tests.support.table import Table, passive, patient

CLASSIC = "?seed=3&players=4&levels=expert&speed=normal"


def asked(query: str = CLASSIC, step: str = "play") -> Table:
    t = Table(query)
    t.play_until(lambda t: t.session.step == step and t.asked_now(), patient)
    return t


def drawn(t: Table) -> str:
    """The table's centre as a person reads it (its HTML, the entities read back)."""
    return html.unescape(str(centre(t.c.screen())))


def test_the_coach_is_off_until_she_turns_it_on_from_the_menu() -> None:
    t = asked()
    assert t.c.screen().coach is None and "What would the master do?" not in drawn(t)
    assert 'data-command="toggle-coach"' in str(render.menu(t.c.screen()))
    t.do("toggle-coach")
    assert t.c.screen().coach == CoachShown()
    assert "What would the master do?" in drawn(t)
    assert 'aria-pressed="true"' in str(render.menu(t.c.screen())).split("toggle-coach")[1][:200]
    t.do("toggle-coach")
    assert t.c.screen().coach is None


def test_asked_at_a_sale_it_thinks_in_slices_then_names_the_masters_card() -> None:
    t = asked()
    t.do("toggle-coach")
    t.do("ask-coach")
    assert t.c.screen().coach == CoachShown(progress=0.0), "worked out by the page, in slices"
    assert "The master is thinking" in drawn(t)
    t.c.finish_jobs()
    advice = t.c.screen().coach.advice
    assert advice is not None and advice.choice.action.do is Do.PLAY
    s = t.session
    seat = s.human
    expected = drain(advise(s.observation(seat), decision_seed(s.settings.seed, s.actions)))
    assert advice == expected, "the review's master, with the review's seed for this decision"
    shown = drawn(t)
    assert "The master's move: Put up" in shown and "whoever buys it pays you" in shown
    assert "Worth most at this round's end:" in shown
    # She follows it: the card goes up, and at her next decision the coach waits to be asked.
    card = str(advice.choice.action.card)
    before = s.actions
    t.do("choose", card=card)
    if t.c.bidding.chosen_card:
        t.do("put-up")
    assert s.actions == before + 1 and s.record().actions[-1] == advice.choice.action
    t.play_until(lambda t: t.asked_now(), patient)
    assert t.c.screen().coach == CoachShown()


def test_a_move_made_while_it_thinks_lets_the_answer_go() -> None:
    t = asked()
    t.do("ask-coach")  # the key: turns the coach on and asks
    assert t.c.prefs.stored["coach"] is True and "coach" in t.c.jobs
    passive(t)  # she does not wait for it: the table takes her move at once
    assert "coach" not in t.c.jobs and t.c.coach.advice is None
    t.play_until(lambda t: t.asked_now(), patient)
    assert t.c.screen().coach == CoachShown()


def test_the_key_asks_only_where_there_is_a_decision() -> None:
    t = asked()
    assert t.c.shortcut("c") == "ask-coach"
    passive(t)  # her card goes up; a bot is to answer first
    assert not t.session.human_to_act() and t.c.coach.decision() is None
    assert t.c.shortcut("c") is None, "nothing to ask about: the key does what the browser does"
    t.do("ask-coach")
    assert "coach" not in t.c.jobs


def test_an_open_lot_is_advised_as_a_limit_that_stays_while_the_lot_is_on() -> None:
    t = asked(step="open")
    t.do("ask-coach")
    t.c.finish_jobs()
    advice = t.c.coach.advice
    assert advice is not None and advice.choice.limit is not None
    low = t.session.legal()["bid"]["min"]
    shown = drawn(t)
    if advice.choice.limit >= low:
        assert f"The master's move: Bid up to ${advice.choice.limit}." in shown
        assert "what you pay goes to" in shown or "goes to the bank" in shown
    else:
        assert "The master's move: Stay out." in shown
    lot = t.session.lot_number
    t.do("bid", value=str(low))  # she bids; the others answer; the lot is still on
    t.play_until(lambda t: t.asked_now() or t.session.lot_number != lot, patient)
    assert t.session.lot_number == lot and t.session.step == "open", "outbid in the same lot"
    assert t.c.coach.advice == advice, "one answer for the whole lot, as the review judges"
    assert t.c.screen().coach == CoachShown(advice=advice)


def test_following_the_coach_is_never_a_costly_decision_in_the_review() -> None:
    """The review judges the decision she took on the coach's word with the same master and
    seed: its recommendation is her move, at no cost."""
    t = asked(step="fixed_price")
    at = t.session.actions
    t.do("ask-coach")
    t.c.finish_jobs()
    advice = t.c.coach.advice
    assert advice is not None
    t.do("buy" if advice.choice.action.do is Do.BUY else "pass")
    record = t.session.record()
    decision = next(d for d in drain(decisions(record, [t.session.human])) if d.index == at)
    assert decision.taken.same(advice.choice)
    verdict = drain(Judge(decision.seat, decision_seed(record.seed or 0, at),
                          decision.observation).judge(decision.taken, worlds=8))
    assert verdict.best.same(decision.taken) and verdict.cost == 0


def test_following_the_coachs_limit_in_an_open_lot_is_never_a_costly_decision() -> None:
    """Her answers in the lot (the page bidding for her up to the coach's limit, then her pass if
    she is outbid) agree with that limit, whether she won the lot below it or let it go: the
    review's master, with the coach's seed, finds no cost."""
    t = asked(step="open")
    at, lot = t.session.actions, t.session.lot_number
    t.do("ask-coach")
    t.c.finish_jobs()
    advice = t.c.coach.advice
    assert advice is not None and advice.choice.limit is not None
    if advice.choice.limit >= t.session.legal()["bid"]["min"]:
        t.do("proxy", value=str(advice.choice.limit))
    else:
        t.do("pass")

    def on(t: Table) -> bool:
        return t.session.lot_number == lot and t.session.step == "open"

    while on(t):
        t.play_until(lambda t: t.asked_now() or not on(t), patient)
        if on(t):
            t.do("pass")  # outbid past her limit: she lets it go
    record = t.session.record()
    decision = next(d for d in drain(decisions(record, [t.session.human])) if d.index == at)
    assert decision.taken.agrees(advice.choice)
    verdict = drain(Judge(decision.seat, decision_seed(record.seed or 0, at),
                          decision.observation).judge(decision.taken, worlds=8))
    assert verdict.best.same(advice.choice) and verdict.cost == 0 and verdict.worlds == 0


def test_a_game_she_asked_in_is_counted_as_coached_and_the_mark_survives_a_reload() -> None:
    t = asked()
    t.do("ask-coach")
    again = Table(storage=t.storage, now=t.now)
    assert again.c.coach.coached, "the save keeps the mark"
    again.play_until(lambda t: t.session.over, passive)
    stats = again.c.stats.career
    assert stats["games"] == 1 and stats["coached"] == 1
    fresh = Table(CLASSIC.replace("seed=3", "seed=4"), storage=t.storage, now=t.now)
    assert not fresh.c.coach.coached, "a new game starts unmarked"


def test_the_statistics_count_coached_games_and_mark_coached_daily_deals() -> None:
    kept = career.empty()
    t = Table(CLASSIC)
    t.play_until(lambda t: t.session.over, passive)
    once = career.add_game(kept, t.session, coached=True)
    assert once["coached"] == 1 and career.add_game(once, t.session)["coached"] == 1
    read = career.load(json.dumps({**once, "coached": 5}))
    assert read["coached"] == 0, "more coached games than games is not kept"
    day = {"money": 300, "place": 1, "won": True, "master": None}
    stored = {**career.empty(), "daily": {"2026-12-01": day,
                                          "2026-12-02": {**day, "coached": True}}}
    daily = career.load(json.dumps(stored))["daily"]
    assert daily["2026-12-01"]["coached"] is False and daily["2026-12-02"]["coached"] is True


def test_the_lesson_has_no_coach() -> None:
    t = Table()
    t.c.prefs.choose("coach", True)
    t.do("start-tutorial")
    assert t.c.lesson.current is not None
    t.do("ask-coach")
    assert "coach" not in t.c.jobs and t.c.screen().coach is None


def test_the_statistics_dialog_shows_the_coached_games_and_marks_a_coached_day() -> None:
    day = {"money": 300, "place": 1, "won": True, "master": 280}
    kept = {**career.empty(), "games": 3, "wins": 1, "coached": 2,
            "daily": {"2026-12-01": day, "2026-12-02": {**day, "coached": True}}}
    t = Table(storage=MemoryStorage({career.CAREER_KEY: json.dumps(kept)}))
    t.do("open-stats")
    shown = html.unescape(str(dialogs.dialog(t.c.screen())))
    assert "Games with the coach</dt><dd>2</dd>" in shown
    rows = {line.split("</th>")[0][-60:]: line for line in shown.split("<tr")}
    coached = [key for key in rows if "2026-12-0" in key and "coached" in key]
    assert len(coached) == 1 and "2026-12-02" in coached[0], coached


# -- the words: each sentence true for the decision it is shown at --

NAMES = ["Ana", "Bruno", "Chen", "Dora"]


def words_for(state, seat: int, move: str, limit: int | None = None) -> tuple[str, str]:
    """The coach's move and why for ``move`` at ``seat``'s decision, every artist worth $10."""
    observation = observe(state, seat, since=0)
    told = explained(observation, Choice(act(move), limit), dict.fromkeys(ARTISTS, 10.0))
    view, names = as_view(observation), NAMES[:state.players]
    return advice_view.move("en", view, told), advice_view.why("en", names, view, told)


def test_a_double_joined_sold_alone_or_left_is_explained_as_it_is_paid() -> None:
    state = game([["yoko/double", "krypto/open"], ["yoko/open"], ["krypto/sealed"]])
    move, why = words_for(state, 0, "0 play yoko/double")
    assert move == "The master's move: Put up Yoko (double)."
    assert "whoever adds one sells the pair and takes the larger half" in why
    run(state, "0 play yoko/double")
    move, why = words_for(state, 1, "1 join yoko/open")
    assert move == "The master's move: Add Yoko (open auction)."
    assert why.endswith("pays you the larger half of the price and Ana the rest.")
    assert "worth about $20" in why, "the pair: two paintings"
    _, why = words_for(state, 1, "1 pass")
    assert "none of yours adds enough" in why
    run(state, "1 join yoko/open")
    move, why = words_for(state, 2, "2 pass", limit=-1)
    assert move == "The master's move: Stay out."
    assert "what you would pay Bruno and Ana" in why
    _, why = words_for(state, 2, "2 bid 5", limit=12)
    assert why.endswith("what you pay is split between Bruno and Ana.")
    run(state, "2 pass")
    _, why = words_for(state, 0, "0 bid 5", limit=12)
    assert "you are one of its sellers, so part of what you pay goes to Bruno" in why


def test_a_fifth_painting_is_said_to_end_the_round_unsold() -> None:
    state = game([["yoko/open", "yoko/double", "yoko/open", "krypto/open"], ["yoko/sealed"],
                  ["yoko/open"]])
    run(state, "0 play yoko/open", "1 pass", "2 pass", "0 pass",
        "1 play yoko/sealed", "2 bid 0", "0 bid 0", "1 bid 0",
        "2 play yoko/open", "0 pass", "1 pass", "2 pass")
    _, why = words_for(state, 0, "0 play yoko/double with yoko/open")  # Yoko's fourth and fifth
    assert why == "It would be Yoko's fifth painting this round: the round ends at once, " \
                  "and it is not sold."
    _, why = words_for(state, 0, "0 play krypto/open")
    assert "whoever buys it pays you" in why


def test_a_sealed_bid_of_nothing_is_staying_out() -> None:
    state = game([["yoko/sealed"], ["krypto/open"], ["lite_metal/open"]])
    run(state, "0 play yoko/sealed")
    move, why = words_for(state, 1, "1 bid 0")
    assert move == "The master's move: Stay out."
    assert "what you would pay Ana counts for more" in why
    move, why = words_for(state, 1, "1 bid 7")
    assert move == "The master's move: Bid $7 sealed." and why.endswith("what you pay goes to Ana.")
