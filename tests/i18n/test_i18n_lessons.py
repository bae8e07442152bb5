"""The Polish edition of the lessons' own data (issue 18): a quiz loaded in Polish shows its title, questions, options
and reasons in Polish (number options as they are); the progress panel lists the exercises by their Polish titles; and
the start notebook links to its Polish edition, which links back."""

import html
import re
import tomllib
from pathlib import Path

import nbformat
import pytest

from gamekit import set_language
from widgets import progress_file
from widgets.quiz import QUIZZES, Quiz

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
LINK = re.compile(r"\]\(([^)\s]+)\)|href=\"([^\"]+)\"")


def english(lesson: str) -> dict:
    return tomllib.loads((QUIZZES / f"{lesson}.toml").read_text("utf-8"))


def prompt(choice) -> str:
    """The question as the learner reads it, above the options."""
    return html.unescape(re.sub(r"<[^>]+>", "", choice.widget.children[0].value))


def test_a_quiz_loaded_in_polish_shows_polish_texts():
    data = english("20_metropolys")
    set_language("pl")
    quiz = Quiz.load("20_metropolys")
    assert "<h4>Sprawdź się: przetarg w Metropolys</h4>" in quiz.widget.children[0].value
    first = quiz.questions[0]
    assert prompt(first).endswith(" Kto może spasować w przetargu?")
    labels = [option.label for option in first.options]
    assert labels[1] == "Każdy oprócz gracza rozpoczynającego, gdy na planszy jest już oferta"
    assert all(option.why.startswith("Dobrze:") == option.right for option in first.options)
    for question, source in zip(quiz.questions, data["question"], strict=True):
        assert source["text"] not in prompt(question)
        for option, raw in zip(question.options, source["option"], strict=True):
            assert option.why != raw["why"] and re.findall(r"M-[A-Z]+-\d+", option.why) == re.findall(
                r"M-[A-Z]+-\d+", raw["why"]
            )


def test_a_quiz_keeps_number_options_and_english_stays_english():
    set_language("pl")
    numbers = Quiz.load("10_card_city").questions[0]
    assert [option.label for option in numbers.options] == ["3", "12", "25"]
    set_language("en")
    assert prompt(Quiz.load("10_card_city").questions[0]).endswith(
        "The goal cards laid out are numbers 4, 9 and 12. What is the team's target?"
    )


@pytest.fixture
def progress(tmp_path, monkeypatch):
    monkeypatch.setenv("CITYBOARD_PROGRESS", str(tmp_path / "progress.json"))


def test_the_progress_panel_lists_the_exercises_by_their_polish_titles(progress):
    progress_file.record("50-metro-worth", solved=True)
    set_language("pl")
    shown = progress_file.ProgressPanel().table.value
    assert "Start: połóż swoją pierwszą kartę na planszy" in shown
    assert "Laboratorium strategii: czy metro w Odbudowie Warszawy się opłaca?" in shown
    assert "Card city:" not in shown and "Strategy lab:" not in shown
    assert progress_file.title_of("10-corner-only") == "Sprawlopolis: gdzie nie wolno położyć karty 2"
    set_language("en")
    assert progress_file.title_of("10-corner-only") == "Card city: where card 2 may not go"


def links(path: Path) -> list[str]:
    cells = nbformat.read(path, as_version=4).cells
    found = [match for cell in cells if cell.cell_type == "markdown" for match in LINK.findall(cell.source)]
    return [a or b for a, b in found]


def test_the_start_notebook_links_to_its_polish_edition_and_back():
    english_start, polish_start = NOTEBOOKS / "00_start_here.ipynb", NOTEBOOKS / "pl" / "00_start_here.ipynb"
    assert "pl/00_start_here.ipynb" in links(english_start)
    assert "../00_start_here.ipynb" in links(polish_start)
    assert (english_start.parent / "pl/00_start_here.ipynb").resolve() == polish_start.resolve()
    assert (polish_start.parent / "../00_start_here.ipynb").resolve() == english_start.resolve()


def test_the_goal_ranking_numbers_the_cards_whatever_language_the_table_was_scored_in():
    from gamekit import lab
    from widgets.lab_lesson import goal_ranking

    english_table = lab.tournament("cardcity", ["playout"], games=120, seed=4, engine="serial", progress=False)
    set_language("pl")
    polish_table = lab.tournament("cardcity", ["playout"], games=120, seed=4, engine="serial", progress=False)
    assert "Zielone centrum" in polish_table.columns and "Central Perks" in english_table.columns
    for table in (english_table, polish_table):
        assert sorted(goal_ranking(table)["number"]) == list(range(1, 19))
