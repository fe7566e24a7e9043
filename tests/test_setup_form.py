"""The set-up form before Python is ready: index.html holds the form Python draws (in every
language), Python takes over what was chosen in it, and the table kept for the next visit never
shows a person's private cards."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from pyapp import dialogs
from pyapp.catalogue import LANGUAGES, text
from pyapp.storage import SAVE_KEY, MemoryStorage
from scripts import setup_form
from tests.support.table import Table

ROOT = Path(__file__).resolve().parent.parent


def test_index_html_holds_the_form_python_draws_in_every_language():
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    assert setup_form.written(page) == page, "index.html's set-up form is stale: make config"
    for lang in LANGUAGES:
        template = re.search(rf'<template id="setup-form-{lang}">(.*?)</template>', page, re.S)
        assert template is not None
        # a first visit: the welcome, its three ways in, the whole form under "More options"
        assert text(lang, "setup.welcome_title") in template.group(1)
        for way in ("start-tutorial", "quick-game", "setup-more", "start"):
            assert f'data-command="{way}"' in template.group(1)
        assert re.search(r'<div id="setup-more" class="setup-more" hidden', template.group(1))
    # No inline script or handler: the page's Content-Security-Policy allows neither (a JSON
    # block is data, never run).
    assert not re.search(r'<script(?![^>]*\b(?:src=|type="application/json"))[^>]*>', page)
    assert not re.search(r"\son[a-z]+=", page)


def test_the_script_rewrites_a_stale_form_and_checks_the_page():
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    stale = page.replace("setup-seed", "setup-sead", 1)
    assert setup_form.written(stale) == page
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "setup_form.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(("players", "human", "levels", "rows", "names"), [
    (4, 0, ["novice"] * 5, [1, 2, 3], []),
    (3, 2, ["novice"] * 5, [0, 1], []),
    (5, 1, ["novice", "human", "expert", "novice", "human"], [0, 2, 3, 4], [1, 4]),
    (3, 0, ["novice", "novice", "novice", "human", "human"], [1, 2], []),  # seats 3, 4 unused
])
def test_the_form_holds_every_seat_and_shows_those_of_the_table(players, human, levels, rows,
                                                                  names):
    shown = dialogs.setup_visibility({"players": players, "human": human, "levels": levels})
    assert [s for s in range(5) if shown[f"row-{s}"]] == rows
    assert [s for s in range(5) if shown[f"seat-{s}"]] == list(range(players))
    assert [s for s in range(5) if shown[f"name-{s}"]] == names
    assert shown["names"] == bool(names)
    # a row played by a person is labelled by its seat, not by the bot's name
    assert [s for s in range(5) if shown[f"person-{s}"]] == [
        s for s in range(5) if levels[s] == "human"]
    assert all(shown[f"bot-{s}"] != shown[f"person-{s}"] for s in range(5))


def test_the_drawn_form_hides_what_is_not_shown():
    table = Table()
    table.do("setup", field="players", value="3")
    form = dialogs.dialog(table.c.screen())
    assert form is not None
    assert re.search(r'<div class="seat-row" data-shown="row-3" hidden>', form)
    assert re.search(r'<option value="3" data-shown="seat-3" hidden disabled>', form)
    assert '<label><span data-shown="bot-1">Bruno</span><span data-shown="person-1" hidden>' \
        'Seat 2</span> <select' in form and '<span data-shown="bot-4">Emil</span>' in form
    assert 'class="names" data-shown="names" hidden' in form
    table.do("setup", field="level", seat="1", value="human")
    form = dialogs.dialog(table.c.screen())
    assert form is not None
    assert '<span data-shown="bot-1" hidden>Bruno</span><span data-shown="person-1">Seat 2' \
        in form, "a seat a person plays is named by its number, beside her name field"
    assert 'class="names" data-shown="names">' in form


def early(*changes: tuple[str, str, str | None]) -> list[dict[str, str]]:
    out = []
    for field, value, seat in changes:
        change = {"field": field, "value": value}
        if seat is not None:
            change["seat"] = seat
        out.append(change)
    return out


# The form as the page sends it: every control, in the form's order (the seat before the
# number of players that allows it).
EARLY_FORM = early(("human", "4", None), ("players", "5", None), ("level", "novice", "0"),
                   ("level", "master", "1"), ("level", "human", "2"), ("level", "random", "3"),
                   ("level", "expert", "4"), ("name", "Ada", "2"), ("name", "Mo", "4"),
                   ("variant", "online", None), ("speed", "instant", None),
                   ("seed", "77", None), ("money", "true", None))


def test_a_start_pressed_before_python_starts_the_game_chosen():
    table = Table()
    assert table.c.setup.take_over(EARLY_FORM, "start", 5.0)
    settings = table.session.settings
    assert (settings.players, settings.human, settings.seed) == (5, 4, 77)
    assert settings.levels == ["novice", "master", "human", "random", "human"]
    assert settings.names == ["", "", "Ada", "", "Mo"]
    assert (settings.variant, settings.speed, settings.show_money) == ("online", "instant", True)
    assert table.c.dialog == "handoff" and SAVE_KEY in table.storage.data  # pass and play


def test_choices_without_start_stay_in_the_form():
    table = Table()
    assert table.c.setup.take_over(EARLY_FORM, None, 5.0)
    assert table.c.session is None and table.c.dialog == "setup"
    assert table.c.setup.fields["players"] == 5 and table.c.setup.fields["human"] == 4
    assert table.c.setup.fields["seed_text"] == "77"


def test_a_bad_seed_keeps_the_form_open_with_its_message():
    table = Table()
    table.c.setup.take_over(early(("seed", "12x", None)), "start", 0.0)
    assert table.c.session is None and table.c.dialog == "setup"
    assert table.c.screen().dialog_data.error == ("setup.seed_error", {})


def test_closing_the_early_form_closes_the_set_up():
    table = Table()
    table.c.setup.take_over(early(("players", "3", None)), "close-dialog", 0.0)
    assert table.c.dialog is None and table.c.session is None
    assert table.c.setup.fields["players"] == 3


@pytest.mark.parametrize("pressed", ["quick-game", "start-tutorial"])
def test_a_way_in_pressed_before_python_is_taken(pressed):
    table = Table()
    assert table.c.setup.take_over(early(("players", "3", None), ("more", "true", None)),
                                   pressed, 5.0)
    assert table.c.dialog is None
    if pressed == "quick-game":  # the quick game, whatever the form held
        assert table.session.settings.players == 4
    else:
        assert table.c.lesson.current is not None


def test_more_options_opened_before_python_stays_open():
    table = Table()
    assert table.c.screen().dialog_data.welcome and not table.c.screen().dialog_data.more
    table.c.setup.take_over(early(("more", "true", None)), None, 5.0)
    shown = table.c.screen().dialog_data
    assert shown.welcome and shown.more
    form = dialogs.dialog(table.c.screen())
    assert form is not None and '<div id="setup-more" class="setup-more" data-focus' in form
    assert re.search(r'<button[^>]* hidden [^>]*id="setup-more-button"', form)


def test_junk_from_the_page_changes_nothing_it_should_not():
    table = Table()
    junk = [{"field": "players", "value": "9"}, {"field": "level", "value": "god", "seat": "1"},
            {"field": "evil", "value": "x"}, "not a change", {"value": "3"}]
    table.c.setup.take_over(junk, "reset-stats", 0.0)  # not a command the form has
    assert table.c.setup.fields["players"] == 4 and table.c.setup.fields["levels"][1] == "novice"
    assert table.c.dialog == "setup"


def test_a_game_resumed_or_named_in_the_address_wins_over_the_form():
    first = Table()
    first.do("start")
    resumed = Table(storage=MemoryStorage(dict(first.storage.data)))
    assert not resumed.c.setup.take_over(EARLY_FORM, "start", 0.0)
    assert resumed.session.settings == first.session.settings
    named = Table("?seed=9&players=3")
    assert not named.c.setup.take_over(EARLY_FORM, "start", 0.0)
    assert named.session.settings.seed == 9


def test_the_table_is_kept_for_a_game_and_never_with_a_persons_cards():
    table = Table()
    assert table.c.saves.table_kept() == "forget"  # the set-up: the next visit opens on it
    table.do("setup", field="speed", value="instant")
    table.do("start")
    assert table.c.saves.table_kept() == "keep"
    table.do("watch-to", to="0")
    assert table.c.saves.table_kept() == "hold"
    shared = Table()
    shared.do("setup", field="level", seat="1", value="human")
    shared.do("setup", field="speed", value="instant")
    shared.do("start")
    while shared.c.handoff.to() is None:  # the bots play until a person's turn
        assert shared.session.viewer is None and shared.c.saves.table_kept() == "keep"
        assert shared.advance()
    assert shared.c.saves.table_kept() == "keep"  # nobody's cards while the device goes round
    shared.do("take-over")
    assert shared.session.viewer is not None  # her cards are on the page
    assert shared.c.saves.table_kept() == "hold"
