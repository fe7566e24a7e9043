"""The welcome on a first visit: the game in two lines, the lesson and a quick game as the ways
in, the whole set-up under "More options", and each bot level described with its measured
strength."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pyapp import dialogs
from pyapp.career import CAREER_KEY
from pyapp.catalogue import LANGUAGES, text
from pyapp.parts import LEVEL_HINT_KEYS
from pyapp.session import SETUP_LEVELS
from pyapp.storage import MemoryStorage
from tests.support.table import Table, passive

ROOT = Path(__file__).resolve().parent.parent


def drawn(table: Table) -> str:
    form = dialogs.dialog(table.c.screen())
    assert form is not None
    return str(form)


def test_a_first_visit_opens_on_the_welcome_with_its_ways_in():
    table = Table()
    assert table.c.dialog == "setup" and table.c.screen().dialog_data.welcome
    form = drawn(table)
    ways = re.findall(r'data-command="(start-tutorial|quick-game|setup-more|start)"', form)
    assert ways == ["start-tutorial", "quick-game", "setup-more", "start"], \
        "the lesson first, a quick game beside it, then the form under More options"
    assert 'class="btn primary" data-command="start-tutorial"' in form or \
        'data-command="start-tutorial" class="btn primary"' in form
    assert re.search(r'id="setup-more" class="setup-more" hidden', form), "the form folded"


def test_more_options_unfolds_the_whole_form():
    table = Table()
    table.do("setup-more")
    form = drawn(table)
    assert re.search(r'id="setup-more" class="setup-more" data-focus="lost">', form)
    assert re.search(r'<button[^>]* hidden [^>]*id="setup-more-button"', form)
    table.do("setup", field="players", value="3")
    table.do("start")
    assert table.session.settings.players == 3


def test_a_quick_game_is_four_players_against_sensible_bots_whatever_the_form_holds():
    table = Table()
    table.do("setup", field="players", value="5")
    table.do("setup", field="level", seat="1", value="master")
    table.do("quick-game")
    settings = table.session.settings
    assert (settings.players, settings.human, settings.variant) == (4, 0, "classic")
    assert settings.levels == ["human", "novice", "expert", "novice"]
    assert table.c.dialog is None
    again = Table()
    again.do("quick-game")
    assert again.session.settings.seed != settings.seed, "a fresh deal each time"


def test_the_welcome_leads_into_the_lesson():
    table = Table()
    table.do("start-tutorial")
    assert table.c.lesson.current is not None and table.c.dialog is None


def test_new_game_from_the_menu_opens_the_form_not_the_welcome():
    table = Table()
    table.do("close-dialog")
    table.do("open-setup")
    shown = table.c.screen().dialog_data
    assert table.c.dialog == "setup" and not shown.welcome
    form = drawn(table)
    assert text("en", "setup.title") in form and 'data-command="quick-game"' not in form


def test_a_player_who_has_finished_a_game_returns_to_the_form():
    table = Table("?seed=5&players=3&levels=random,random&speed=instant")
    table.play_until(lambda t: t.c.dialog == "over", human=passive)
    # the next visit, the game since put away: her career remembers the game finished
    back = Table(storage=MemoryStorage({CAREER_KEY: table.storage.data[CAREER_KEY]}))
    assert back.c.dialog == "setup" and not back.c.screen().dialog_data.welcome


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_level_is_described_with_the_strength_measured(lang):
    """The set-up says what each level is, with BOTS.md's measured win share (rounded)."""
    bots = (ROOT / "BOTS.md").read_text(encoding="utf-8")
    measured = {m[0]: round(float(m[1])) for m in re.findall(
        r"^\| 4 \| (\w+) vs 3x \w+ [^|]*\| \d+ \| ([\d.]+)%", bots, re.M)}
    assert set(measured) == {"novice", "expert", "master"}
    form = drawn(Table(f"?lang={lang}"))
    for level in SETUP_LEVELS:
        said = text(lang, LEVEL_HINT_KEYS[level])
        assert said in form.replace("&#x27;", "'")
        if level in measured:
            assert re.search(rf"(?<!\d){measured[level]}(?!\d)", said), (level, said)
