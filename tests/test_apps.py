"""The app pages (apps/*.ipynb, `make app GAME=...`): one per game, each a set-up row over its game
(`widgets.launcher.Launcher`), committed without outputs. Voila: tests/browser/test_browser_voila.py."""

import json
from pathlib import Path

import nbformat
import pytest

import gamekit
from widgets.app import BOARDS
from widgets.launcher import Launcher

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("game", list(gamekit.GAMES))
def test_each_game_has_an_app_page_that_shows_its_launcher_only(game):
    nb = nbformat.read(ROOT / "apps" / f"{game}.ipynb", as_version=4)
    code = [cell.source for cell in nb.cells if cell.cell_type == "code"]
    assert code == [f'from widgets.launcher import Launcher\n\nLauncher("{game}")']
    assert not any(cell.get("outputs") for cell in nb.cells) and "widgets" not in nb.metadata
    assert game in BOARDS


def test_new_game_starts_the_chosen_set_up_in_place_of_the_old_one():
    page = Launcher("metropolys", players=2, seed=3)
    old = page.app
    old.board.play(old.match.legal_moves()[0])
    page.players.value, page.seed.value, page.variant.value = 3, 9, "advanced"
    page.start.click()
    assert page.app is not old and page.area.children == (page.app.widget,)
    match = page.app.match
    assert (match.players, match.seed, match.options["variant"]) == (3, 9, "advanced") and not match.history
    assert page.status.text.startswith("A new game of metropolys: players 3, seed 9, variant advanced")
    old.match.play(old.match.legal_moves()[0])  # the old board no longer follows its match
    assert not page.app.errors and not old.board.errors


def test_each_seat_is_played_by_you_or_a_computer_as_chosen():
    page = Launcher("metropolys", players=2)
    assert page.app.players == ["you", "you"] and len(page.app.seat_pickers) == 2  # one row of seats: the game's
    page.app.seat_pickers[1].value = "greedy"
    page.players.value = 3
    assert page.seats() == ["you", "greedy", "you"], "the choices made are kept"
    page.start.click()
    assert page.app.players == ["you", "greedy", "you"] and page.app.match.players == 3
    page.players.value = 2
    page.start.click()
    assert page.app.players == ["you", "greedy"]
    assert len([w for w in widgets_in(page.widget) if "gk-seat" in w._dom_classes]) == 2  # no second row of seats


def widgets_in(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from widgets_in(child)


def test_a_set_up_the_game_refuses_is_explained_and_the_game_stays():
    page = Launcher("metromania", players=2)
    shown = page.app
    refused = next(
        (variant, players)
        for variant in gamekit.GAMES["metromania"].VARIANTS
        for players in gamekit.GAMES["metromania"].PLAYER_COUNTS
        if _refused("metromania", players, variant)
    )
    page.variant.value, page.players.value = refused
    page.new_game()
    assert page.app is shown
    assert page.status.kind == "warning" and "cannot be played" in page.status.text


def _refused(game, players, variant):
    try:
        gamekit.GAMES[game].new_game(players=players, seed=0, variant=variant)
    except ValueError:
        return True
    return False


def test_the_pages_settings_name_the_template_they_ship():
    settings = json.loads((ROOT / "apps" / "voila.json").read_text())["VoilaConfiguration"]
    assert (ROOT / "apps" / "jupyter" / "voila" / "templates" / settings["template"] / "index.html.j2").exists()
