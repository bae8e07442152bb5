"""One schema library (msgspec) for the data files and the save format (issue 17 point 8): every shipped data file
passes its schema, the published JSON Schema files are up to date, a broken file is refused in one plain sentence
that says where and what, the schemas agree with the engines' own constants, and `import gamekit` never imports the
schema library."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import typing
from importlib import resources
from pathlib import Path

import pytest

from gamekit.schemas import __main__ as publish
from gamekit.schemas import cardcity, classroom, metromania, metropolys, read_toml, warsaw

ROOT = Path(__file__).resolve().parents[1]
LESSON_DATA = Path(importlib.util.find_spec("widgets").origin).parent / "data"  # this checkout's, or an installed one
WARSAW = {
    "buildings.toml": warsaw.BuildingsFile,
    "cards.toml": warsaw.CardsFile,
    "decks.toml": warsaw.DecksFile,
    "actions.toml": warsaw.ActionsFile,
    "map.toml": warsaw.MapFile,
}


def warsaw_text(name: str) -> str:
    return resources.files("gamekit.warsaw").joinpath(f"data/{name}").read_text("utf-8")


@pytest.mark.parametrize("name", sorted(WARSAW))
def test_each_warsaw_data_file_passes_its_schema(name):
    read_toml(warsaw_text(name), WARSAW[name], name, ValueError)


def test_the_metromania_city_file_passes_its_schema():
    text = resources.files("gamekit.metromania").joinpath("data/city.toml").read_text("utf-8")
    assert len(read_toml(text, metromania.CityFile, "city.toml", ValueError).piece) == 6


def test_the_card_city_deck_passes_its_schema():
    text = resources.files("gamekit.cardcity").joinpath("data/cards.toml").read_text("utf-8")
    assert len(read_toml(text, cardcity.DeckFile, "cards.toml", ValueError).card) == 18


def test_the_metropolys_city_file_passes_its_schema():
    text = resources.files("gamekit.metropolys").joinpath("data/city.toml").read_text("utf-8")
    assert len(read_toml(text, metropolys.CityFile, "city.toml", ValueError).neighbourhoods) >= 50


def test_each_lesson_data_file_passes_its_schema():
    quizzes = sorted((LESSON_DATA / "quiz").glob("*.toml"))
    assert quizzes
    for path in quizzes:
        quiz = read_toml(path.read_text("utf-8"), classroom.QuizFile, path.name, ValueError)
        assert all(sum(option.right for option in q.option) == 1 for q in quiz.question), path.name
    exercises = (LESSON_DATA / "exercises.toml").read_text("utf-8")
    assert read_toml(exercises, classroom.ExercisesFile, "exercises.toml", ValueError).exercise


def test_the_published_json_schemas_are_up_to_date():
    assert publish.stale() == [], "run: python -m gamekit.schemas"
    assert {p.name for p in publish.FOLDER.glob("*.json")} == {f"{n}.schema.json" for n in publish.SCHEMAS}


@pytest.mark.parametrize(
    "old, new, message",
    [
        (
            'action = "exchange"',
            'action = "steal"',
            "actions.toml, field[13].action: 'steal' must be one of clear, concrete, draw,",
        ),
        ("amount = 1", "amount = 4", "actions.toml, field[0].amount: 4 must be a whole number of 3 or less"),
        ("amount = 1", 'amount = "one"', "actions.toml, field[0].amount: 'one' must be a whole number, not text"),
        ("players = [3, 4, 5]", "players = [3, 6]", "actions.toml, field[0].players[1]: 6 must be one of 3, 4 or 5"),
        ('id = "U1"\n', "", "actions.toml, field[0]: the field id is missing"),
        ("unlimited = true", "unlimited = true\ncolour = 1", "actions.toml, field[0]: colour is not a field here"),
    ],
)
def test_a_broken_file_is_refused_in_one_sentence_that_says_where_and_what(old, new, message):
    text = warsaw_text("actions.toml")
    assert old in text
    with pytest.raises(ValueError) as caught:
        read_toml(text.replace(old, new, 1), warsaw.ActionsFile, "actions.toml", ValueError)
    assert str(caught.value).startswith(message), caught.value


def test_a_field_s_rule_id_is_named():
    text = warsaw_text("cards.toml").replace('zone = "urban"', 'zone = "downtown"', 1)
    with pytest.raises(ValueError, match=r"'downtown' must be one of any, historic, suburban or urban \(W-ZONE-1\)"):
        read_toml(text, warsaw.CardsFile, "cards.toml", ValueError)


def test_the_schemas_agree_with_the_engines_constants():
    from gamekit.warsaw.buildings import KINDS, STYLES
    from gamekit.warsaw.scoring import NORM_OBJECTS, NORM_SIZE

    assert set(typing.get_args(warsaw.KindName)) == set(KINDS)
    assert set(typing.get_args(typing.get_args(warsaw.Style)[0])) == set(STYLES)
    norm = {f.name: f.type for f in __import__("msgspec").structs.fields(warsaw.Norm)}["objects"]
    item, meta = typing.get_args(norm)
    assert {v for part in typing.get_args(typing.get_args(item)[0]) for v in typing.get_args(part)} == set(NORM_OBJECTS)
    assert meta.min_length == meta.max_length == NORM_SIZE


def test_import_gamekit_does_not_import_the_schema_library():
    code = "import sys, gamekit; print('msgspec' in sys.modules, 'gamekit.schemas' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False"]
