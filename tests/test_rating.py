"""The player's rating (``pyapp.rating``: Glicko-2 against bots of fixed ratings), its place in
the career, and the bots' ratings calibrated from the ladder's tournament store."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyapp import career, dialogs, rating
from pyapp.rating import BOT_DEVIATION, BOT_RATINGS, Rating, update
from pyapp.storage import MemoryStorage
from scripts import calibrate_ratings as calibrate
from tests.support.table import Table, passive


def test_glickmans_worked_example() -> None:
    """Glickman, "Example of the Glicko-2 system": a player rated 1500 (deviation 200,
    volatility 0.06) beats a 1400 (30), loses to a 1550 (100) and to a 1700 (300); with
    tau 0.5 she ends at 1464.06, deviation 151.52, volatility 0.05999."""
    after = update(Rating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation_up_to_the_start() -> None:
    after = update(Rating(1600, 100, 0.06), [])
    assert after.rating == 1600 and 100 < after.deviation < 102
    assert update(Rating(1600, 340, 0.5), []).deviation == 350, "never above the start's"


def test_beating_every_bot_raises_her_rating_and_losing_to_every_one_lowers_it() -> None:
    levels = ["human", "expert", "expert", "expert"]
    won = update(rating.START, rating.game_results([300, 200, 100, 50], 0, levels))
    lost = update(rating.START, rating.game_results([40, 200, 100, 50], 0, levels))
    assert won.rating > 1500 > lost.rating
    assert won.deviation < 350 and lost.deviation < 350


def test_a_game_is_one_result_against_each_bot_at_the_table() -> None:
    results = rating.game_results([150, 150, 90, 200], 0, ["human", "novice", "master", "human"])
    assert results == [(BOT_RATINGS["novice"], BOT_DEVIATION, 0.5),
                       (BOT_RATINGS["master"], BOT_DEVIATION, 1.0)], "people are not rated"
    assert rating.daily_result(200, 250) == [(BOT_RATINGS["master"], BOT_DEVIATION, 0.0)]


@given(st.lists(st.tuples(st.floats(0, 3000), st.floats(30, 350), st.sampled_from([0, 0.5, 1])),
                min_size=1, max_size=5))
def test_a_rating_moves_towards_its_results_and_its_deviation_never_grows(results) -> None:
    after = update(rating.START, results)
    assert 0 < after.deviation <= rating.START_DEVIATION
    all_won, all_lost = all(s == 1 for *_, s in results), all(s == 0 for *_, s in results)
    if all_won:
        assert after.rating >= 1500
    if all_lost:
        assert after.rating <= 1500


# -- the career --

def finished_game():
    t = Table("?seed=3&players=4&levels=expert&speed=normal")
    t.play_until(lambda t: t.session.over, passive)
    return t


def test_a_finished_game_moves_the_rating_and_adds_a_point_to_its_history() -> None:
    t = finished_game()
    kept = t.c.stats.career
    assert len(kept["rating"]["history"]) == 1
    money, _ = t.session.result()
    expected = update(rating.START, rating.game_results(money, 0, t.session.settings.levels))
    assert career.rating_of(kept) == expected
    assert kept["rating"]["history"] == [[round(expected.rating, 1),
                                          round(expected.deviation, 1)]]


def test_the_masters_game_on_a_daily_deal_counts_once() -> None:
    day = {"money": 300, "place": 1, "won": True, "master": None, "coached": False}
    kept = {**career.empty(), "daily": {"2026-12-01": day}}
    once = career.add_master(kept, "2026-12-01", 250)
    assert career.rating_of(once).rating > 1500, "she beat the master on its deal"
    assert career.add_master(once, "2026-12-01", 250)["rating"] == once["rating"]
    assert career.add_master(kept, "2026-11-30", 250)["rating"] == kept["rating"]


@pytest.mark.parametrize("stored", [
    None, "x", {"rating": "1500"}, {"rating": 1e300, "deviation": 10, "volatility": 0.06},
    {"rating": 1500, "deviation": 0, "volatility": 0.06},
    {"rating": 1500, "deviation": 900, "volatility": 0.06},
    {"rating": True, "deviation": 90, "volatility": 0.06}])
def test_a_broken_stored_rating_starts_afresh(stored: object) -> None:
    loaded = career.load(json.dumps({**career.empty(), "rating": stored}))
    assert career.rating_of(loaded) == rating.START and loaded["rating"]["history"] == []


def test_a_stored_ratings_history_keeps_only_pairs_of_numbers_and_its_newest() -> None:
    history = [["x", 2], [1, 2, 3], [True, 4], {"a": 1}] + \
        [[1600, 90]] * (rating.HISTORY_KEPT + 5)
    loaded = career.load(json.dumps({**career.empty(), "rating": {
        "rating": 1600, "deviation": 90, "volatility": 0.06, "history": history}}))
    assert len(loaded["rating"]["history"]) == rating.HISTORY_KEPT
    assert all(point == [1600.0, 90.0] for point in loaded["rating"]["history"])


def test_the_statistics_show_the_rating_its_interval_and_its_chart() -> None:
    t = Table(storage=MemoryStorage())
    t.do("open-stats")
    shown = html.unescape(str(dialogs.dialog(t.c.screen())))
    assert "1500: no game rated yet" in shown and "<svg" not in shown
    history = [[1540.0, 200.0], [1580.0, 150.0], [1600.0, 80.0]]
    kept = {**career.empty(), "rating": {"rating": 1600, "deviation": 80, "volatility": 0.06,
                                         "history": history}}
    t = Table(storage=MemoryStorage({career.CAREER_KEY: json.dumps(kept)}))
    t.do("open-stats")
    shown = html.unescape(str(dialogs.dialog(t.c.screen())))
    nearest = rating.level_for(1600).capitalize()
    assert f"1600 (95% likely between 1440 and 1760): about as strong as the {nearest}" in shown
    assert 'role="img" aria-labelledby="rating-chart-title"' in shown
    assert "<td>1580</td><td>± 150</td>" in shown


# -- the bots' ratings, from the ladder's store --

def store_line(challenger: str, field: str, rank: float, deal: int, options=None) -> str:
    task = [deal, 0, 4, challenger, field, "classic", 1, options or {}, {}]
    return json.dumps({"code": "x", "task": json.dumps(task), "result": {
        "deal": deal, "seat": 0, "win": 0.0, "rank": rank, "margin": 0, "money": 0}})


def test_the_calibration_reads_each_links_paired_score_and_chains_the_gaps() -> None:
    lines = [store_line("novice", "random", 1.0, 0), store_line("novice", "random", 2.0, 1),
             store_line("expert", "novice", 1.0, 0), store_line("master", "expert", 2.5, 0),
             store_line("master", "expert", 1.0, 1, {"iterations": 1000}),  # another budget
             '{"cut short']
    chain = calibrate.links("\n".join(lines))
    assert [(c.challenger, c.games) for c in chain] == [("novice", 2), ("expert", 1),
                                                         ("master", 1)]
    assert chain[0].paired == pytest.approx((1 + 2 / 3) / 2) and chain[2].paired == 0.5
    rated = calibrate.ratings(chain, ("expert", 1500))
    assert rated["master"] == 1500 and rated["expert"] - rated["novice"] == pytest.approx(
        chain[1].gap, abs=1)
    with pytest.raises(ValueError, match="anchor"):
        calibrate.ratings(chain[:1], ("master", 1500))


def test_the_shipped_ratings_are_the_shipped_stores_calibration() -> None:
    chain = calibrate.links(calibrate.STORE.read_text(encoding="utf-8"))
    assert [c.challenger for c in chain] == ["novice", "expert", "master"]
    assert calibrate.ratings(chain) == BOT_RATINGS
    assert BOT_RATINGS["random"] < BOT_RATINGS["novice"] < BOT_RATINGS["expert"] < \
        BOT_RATINGS["master"]


def test_writing_the_ratings_replaces_only_what_is_between_the_markers(tmp_path: Path) -> None:
    module = tmp_path / "rating.py"
    module.write_text(f"A = 1\n{calibrate.BEGIN} (a note)\nBOT_RATINGS = {{}}\n"
                      f"{calibrate.END}\nB = 2\n")
    calibrate.write({"novice": 1000.0, "expert": 1500.0}, module)
    assert module.read_text() == (f"A = 1\n{calibrate.BEGIN} (a note)\n"
                                  'BOT_RATINGS = {"novice": 1000.0, "expert": 1500.0}\n'
                                  f"{calibrate.END}\nB = 2\n")


def test_a_corrupt_rating_in_storage_never_stops_a_game_from_ending() -> None:
    """A tampered career (a volatility too small to take a logarithm of, a rating no bot is
    near) is read as a fresh rating, and the game's end still counts it."""
    for stored in ({"rating": 1500, "deviation": 200, "volatility": 1e-300},
                   {"rating": 9000, "deviation": 30, "volatility": 0.06}):
        kept = {**career.empty(), "rating": stored}
        storage = MemoryStorage({career.CAREER_KEY: json.dumps(kept)})
        t = Table("?seed=3&players=4&levels=expert&speed=normal", storage=storage)
        t.play_until(lambda t: t.session.over, passive)
        assert t.c.stats.career["games"] == 1 and t.c.stats.career["rating"]["games"] == 1


def test_results_too_certain_to_tell_anything_leave_the_rating_as_it_was() -> None:
    far = Rating(4900, 40, 0.06)
    assert update(far, [(BOT_RATINGS["random"], BOT_DEVIATION, 1.0)]) == far


def test_a_coached_game_and_a_deal_played_again_are_not_rated() -> None:
    t = finished_game()
    session = t.session
    assert career.add_game(career.empty(), session, coached=True)["rating"] == \
        career.empty()["rating"]
    session.settings.again = True
    assert career.add_game(career.empty(), session)["rating"] == career.empty()["rating"]
    day = {"money": 300, "place": 1, "won": True, "master": None, "coached": True}
    kept = {**career.empty(), "daily": {"2026-12-01": day}}
    assert career.add_master(kept, "2026-12-01", 250)["rating"] == kept["rating"]


def test_the_chart_of_a_long_history_starts_where_its_kept_points_do() -> None:
    history = [[1500.0 + i, 90.0] for i in range(rating.HISTORY_KEPT)]
    drawn = str(career_chart(history, games=260))
    assert "Games rated: 260" in drawn and "<th scope=\"row\">260</th>" in drawn
    assert "<th scope=\"row\">251</th>" in drawn and "<th scope=\"row\">250</th>" not in drawn


def career_chart(history: list[list[float]], games: int) -> object:
    from pyapp.chart import rating_chart
    return rating_chart("en", history, games, [1500.0, 350.0], BOT_RATINGS)
