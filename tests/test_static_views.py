"""Still pictures (gamekit.render, widgets.still): every game's Match and Score, and every sandbox, have a
`_repr_html_` that is well-formed (an inline SVG board and an HTML score sheet), shows no secret while the game is on,
and a board or app displayed in a notebook carries its still picture beside the live widget."""

import random
import xml.etree.ElementTree as ET

import pytest

import gamekit
from gamekit import Match

SVG = "{http://www.w3.org/2000/svg}svg"
SEEDS = (0, 1)
POSITIONS = 3


def parsed(text: str) -> ET.Element:
    """The still picture as XML (it must be well-formed: nbconvert, GitHub and the docs embed it as it is)."""
    return ET.fromstring(text)


def matches(name: str):
    """New matches of every variant and player count of a game."""
    module = gamekit.GAMES[name]
    for variant in getattr(module, "VARIANTS", (None,)):
        for players in module.PLAYER_COUNTS:
            options = {} if variant is None else {"variant": variant}
            for seed in SEEDS:
                try:
                    yield module.new_game(players=players, seed=seed, **options), options
                except ValueError:
                    break  # a variant that does not exist for this player count


def positions(name: str):
    """(match, ply) pairs: a few random positions of random games of every variant and player count."""
    for match, options in matches(name):
        picker = random.Random(f"static:{name}:{match.players}:{match.seed}:{options}")
        while not match.is_over:
            match.play(picker.choice(match.legal_moves()))
        plies = picker.sample(range(len(match.history)), min(POSITIONS, len(match.history)))
        yield from ((match, options, ply) for ply in [*plies, len(match.history) - 1])


@pytest.mark.parametrize("name", list(gamekit.GAMES))
def test_a_match_and_its_score_sheet_have_a_well_formed_still_picture(name):
    match = gamekit.GAMES[name].new_game(players=3, seed=5)
    picker = random.Random(5)
    for _ in range(12):
        match.play(picker.choice(match.legal_moves()))
    page = parsed(match._repr_html_())
    svg = page.find(f".//{SVG}")
    assert svg is not None and len(svg) > 20, "a board drawn with its pieces"
    assert page.find(".//table") is not None
    sheet = parsed(match.score()._repr_html_())
    assert [row[0].text for row in sheet.findall("tr")][-1] == "total"
    assert len(sheet.findall("tr")) == len(match.score().categories) + 2


@pytest.mark.parametrize("name", list(gamekit.GAMES))
def test_a_sandbox_has_a_still_picture(name):
    box = gamekit.GAMES[name].Sandbox()
    box.play(box.match.legal_moves()[0])
    assert parsed(box._repr_html_()).find(f".//{SVG}") is not None
    assert "after 1 edits" in box._repr_html_()


@pytest.mark.parametrize("name", list(gamekit.GAMES))
def test_the_still_picture_shows_no_secret_while_the_game_is_on(name):
    """The twin test (as tests/test_secrets.py): re-drawing what any seat cannot know leaves the picture unchanged,
    so the picture shows nothing hidden from anyone. Some twins really differ, so the test can fail."""
    differ = checked = 0
    for match, options, ply in positions(name):
        rules, state = match.rules, match.state_after(ply)
        still = Match.at(rules, state, match.players, match.seed, options)._repr_html_()
        for seat in range(match.players):
            twin = rules.resample(state, seat, random.Random(checked))
            checked += 1
            differ += twin != state
            assert Match.at(rules, twin, match.players, match.seed, options)._repr_html_() == still, (
                f"seat {seat}'s secrets changed the picture at ply {ply} of {match!r} {options}"
            )
    assert checked and differ, "no twin differed from its position: the test would prove nothing"


def test_once_the_game_is_over_the_sheet_is_the_full_one():
    match = gamekit.GAMES["metropolys"].new_game(players=2, seed=3)
    picker = random.Random(3)
    while not match.is_over:
        match.play(picker.choice(match.legal_moves()))
    assert match.score()._repr_html_() in match._repr_html_()
    assert "public view" not in match._repr_html_()


def test_a_board_shows_its_still_picture_beside_the_live_widget():
    """IPython's display bundle of an app (or a board) holds the live widget and the still picture of the move its
    board shows."""
    from IPython.core.formatters import DisplayFormatter

    from widgets.app import GameApp
    from widgets.metropolys.board import MetropolysBoard

    shown = DisplayFormatter()
    app = GameApp(gamekit.GAMES["metropolys"].new_game(players=2, seed=7), MetropolysBoard)
    app.board.play(app.match.legal_moves()[0])
    bundle, _ = shown.format(app)
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert parsed(bundle["text/html"]).find(f".//{SVG}") is not None and "after 1 moves" in bundle["text/html"]
    assert "<th>Blue</th><th>Grey</th>" in bundle["text/html"], "the seats named as the board names them"
    app.board.show_ply(0)
    assert "after 0 moves" in shown.format(app)[0]["text/html"], "the still shows the move the board shows"
    assert "after 0 moves" in shown.format(app.board)[0]["text/html"]


def test_a_still_picture_that_fails_says_so_and_the_live_board_still_shows(monkeypatch):
    from IPython.core.formatters import DisplayFormatter

    import gamekit.render
    from widgets.app import GameApp
    from widgets.metropolys.board import MetropolysBoard

    def broken(state):
        raise RuntimeError("no picture today")

    app = GameApp(gamekit.GAMES["metropolys"].new_game(players=2, seed=7), MetropolysBoard)
    monkeypatch.setitem(gamekit.render.DRAWERS, "metropolys", broken)
    bundle, _ = DisplayFormatter().format(app)
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert "The still picture failed: RuntimeError: no picture today" in bundle["text/html"]


def test_without_the_boards_installed_a_match_shows_its_score_sheet_alone(monkeypatch):
    import gamekit.render

    def missing(state):
        raise ImportError("No module named 'bokeh'")

    monkeypatch.setitem(gamekit.render.DRAWERS, "warsaw-sandbox", missing)
    page = parsed(gamekit.GAMES["warsaw"].Sandbox()._repr_html_())
    assert page.find(f".//{SVG}") is None and page.find(".//table") is not None


@pytest.mark.parametrize(
    "picture",
    [
        "widgets.cardcity.picture:CityPicture",
        "widgets.metropolys.city_map:CityPicture",
        "widgets.metromania.picture:MetroPicture",
    ],
)
def test_the_lessons_still_bokeh_pictures_of_a_sandbox_carry_its_still_picture_too(picture):
    import importlib

    from IPython.core.formatters import DisplayFormatter

    module, name = picture.split(":")
    game = module.split(".")[1]
    box = gamekit.GAMES[game].Sandbox()
    box.play(box.match.legal_moves()[0])
    bundle, _ = DisplayFormatter().format(getattr(importlib.import_module(module), name)(box))
    assert parsed(bundle["text/html"]).find(f".//{SVG}") is not None and "after 1 edits" in bundle["text/html"]
