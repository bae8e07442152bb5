"""The card city in Polish (issue 18): refusals, the score sheet, the board's side panel, the goal cards and the
lesson helpers speak Polish with the rulebook's words (seed 002: rejon, dzielnica, droga, stos), and English stays as
it was."""

import ast
from pathlib import Path

import pytest

from gamekit import cardcity, set_language
from gamekit.cardcity import GOALS, PlayCard, Sandbox
from widgets.cardcity.board import CardCityBoard, hidden_hand, target_bar
from widgets.cardcity.lesson import name, rulebook_city, sheet_text
from widgets.cardcity.lesson_exercises import exercise_game, hands_choice, park_district

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted([*(ROOT / "gamekit" / "cardcity").rglob("*.py"), *(ROOT / "widgets" / "cardcity").rglob("*.py")])


def illegal_moves():
    """Every `IllegalMove(...)` call in the card city's code, with the file it is in."""
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalMove":
                yield path.name, node


def test_every_refusal_of_the_card_city_is_marked_for_translation():
    calls = list(illegal_moves())
    assert len(calls) == 12
    for file, call in calls:
        called = {getattr(n.func, "id", None) for n in ast.walk(call.args[0]) if isinstance(n, ast.Call)}
        assert called & {"_", "ngettext"}, f"{file}, line {call.lineno}: the reason is not translated"


def test_refusals_are_polish_with_their_rule_ids():
    city = Sandbox().place(1, 0, 0)

    def refusal(*where, **how):
        return city.rules.why_illegal(city.state, city.edit(2, *where, **how))

    english = refusal(2, 2)
    set_language("pl")
    corner = refusal(2, 2)
    assert corner.rule == english.rule == "C-PLACE-6"
    assert "tylko rogiem" in str(corner) and str(corner) != str(english)
    upright = refusal(2, 0, portrait=True)
    assert upright.rule == "C-PLACE-4" and "pionowo" in str(upright)
    game = cardcity.new_game(players=2, seed=1)
    assert "nie masz w ręku" in game.why_illegal(PlayCard(99, 0, 0))
    with pytest.raises(cardcity.DeckError, match="musi mieć 1 lub 2 drogi"):
        Sandbox().place(
            cardcity.Card(19, [["commercial", "park"], ["industrial", "residential"]], [["", ""], ["", ""]]), 0, 0
        )


def test_the_score_sheet_uses_the_rulebooks_words_and_keeps_the_english():
    english = rulebook_city().score(goals=(2, 7, 14))
    set_language("pl")
    sheet = rulebook_city().score(goals=(2, 7, 14))
    assert sheet.categories[:5] == ("handlowa", "park", "przemysłowa", "mieszkalna", "drogi")
    assert sheet.sheet == english.sheet and english.categories[:5] == (
        "commercial",
        "park",
        "industrial",
        "residential",
        "roads",
    )
    assert sheet.rows(0)[GOALS[14].name] == 0 and GOALS[14].name == "Zapętlone uliczki"
    assert sheet_text(sheet).splitlines()[-1].strip() == "razem: 0 z 23: brakuje 23, drużyna przegrywa"
    assert rulebook_city().score(variant="hard").notes == (
        "trudniejsza gra: punktuje tylko jedna największa dzielnica wybranego typu (park)",
    )
    set_language("en")
    assert GOALS[14].name == "Looping Lanes"


def test_the_board_speaks_polish():
    set_language("pl")
    board = CardCityBoard(cardcity.new_game(players=1, seed=7, goals=(2, 7, 14)))
    assert board.turn_button.description == "Obróć o 180°"
    assert "Karty zadań" in board.goals.value and "Zielony boom" in board.goals.value
    assert "na stosie: 11" in board.next_card.value
    assert board.place_name((0, 0)).startswith("pole (0, 0), rejon ")
    board.upright_button.value = True
    board.click((2, 0))
    assert "C-PLACE-4" in board.status.text and "pionowo" in board.status.text
    assert set(CardCityBoard.score_styles) == {"handlowa", "park", "przemysłowa", "mieszkalna"}
    assert "cel osiągnięty ✓" in target_bar(23, 23) and "Wynik 20 z 23" in target_bar(20, 23)


def test_polish_plurals_take_their_three_forms():
    set_language("pl")
    assert [hidden_hand("Gracz 2", n).split(",")[0] for n in (1, 2, 5)] == [
        "Gracz 2 ma 1 kartę",
        "Gracz 2 ma 2 karty",
        "Gracz 2 ma 5 kart",
    ]


def test_lesson_helpers_and_exercises_speak_polish():
    set_language("pl")
    assert name(0) == "Gracz 1"
    assert [o.label for o in hands_choice().options if o.right] == ["Gracz 1: 1, Gracz 2: 3"]
    game = exercise_game()
    assert park_district(game).verdict().startswith("nie dołożono jeszcze żadnej karty")
