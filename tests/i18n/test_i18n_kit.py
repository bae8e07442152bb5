"""The shared kit in Polish (issue 18): a save file's problem, the status line, the score sheet, the move log, the
seat choices, the points' plural forms and an exercise's verdict words, each in Polish with `set_language("pl")`, and
the same screens unchanged in English."""

import pytest
import toygame
from toyboard import ToyBoard

from gamekit import Match, SaveFileError, Score, load, set_language
from gamekit.i18n import ngettext
from widgets import GameApp, ScorePanel
from widgets.exercises import NOT_TRIED, Exercise, outcome


def test_a_broken_save_file_is_explained_in_polish():
    set_language("pl")
    with pytest.raises(SaveFileError) as polish:
        load('{"game": "chess", "format": 1, "players": 2, "seed": 1, "options": {}, "moves": []}')
    assert str(polish.value).startswith("nieznana gra 'chess'; ten zestaw zna gry: cardcity")
    with pytest.raises(SaveFileError, match="JSON jest uszkodzony albo urwany w wierszu 1, w kolumnie 2"):
        load("{")
    with pytest.raises(SaveFileError, match="^plik zapisu, players: 'x' musi być typu: liczba całkowita, a nie tekst$"):
        load('{"game": "warsaw", "format": 1, "players": "x", "seed": 1, "options": {}, "moves": []}')
    set_language("en")
    with pytest.raises(SaveFileError, match="^unknown game 'chess'; this kit knows cardcity"):
        load('{"game": "chess", "format": 1, "players": 2, "seed": 1, "options": {}, "moves": []}')


def test_the_status_line_and_the_move_log_speak_polish():
    set_language("pl")
    app = GameApp(toygame.new_game(players=2, seed=5), ToyBoard)
    assert app.status.text == "Nowa gra. Teraz gra Gracz 1."
    assert app.history_panel.log.value == "<i>Jeszcze nie było ruchów.</i>"
    assert (app.history_panel.undo_button.description, app.history_panel.redo_button.description) == (
        "↶ Cofnij",
        "↷ Ponów",
    )
    app.play(toygame.Pass())  # the toy game refuses it (in English: its refusals are no kit's), the kit says so
    assert app.status.text.startswith("✗ Niedozwolone: ") and app.status.text.endswith("(zasada T-PASS-1)")
    assert [label for label, _ in app.seat_pickers[1].options] == [
        "ty",
        "komputer: losowy",
        "komputer: zachłanny",
        "komputer: przeszukujący",
    ]


def test_the_score_sheet_speaks_polish_and_counts_its_points():
    set_language("pl")
    match = toygame.new_game(players=2, seed=5)
    panel = ScorePanel(match)
    assert "Wynik na początku gry" in panel.table.value and ">kategoria<" in panel.table.value
    assert ">razem<" in panel.table.value and panel.source.data["seat"] == ["Gracz 1 (A)", "Gracz 2 (B)"]
    assert match.score().table()[0] == ["kategoria", "gracz 1", "gracz 2"]

    class Coop(type(toygame.RULES)):
        def score(self, state, seat=None, reveal=None):
            return Score(("tiles",), ((len(state.board),),), target=22)

    coop = ScorePanel(Match(Coop(), 2, 3, {"handsize": 4}))
    assert "Cel: 22 punkty, jeszcze nieosiągnięty ✗ (brakuje 22)" in coop.table.value
    assert coop.source.data["seat"] == ["Drużyna"]


@pytest.mark.parametrize(
    ("n", "polish", "english"),
    [
        (1, "1 punkt", "1 point"),
        (2, "2 punkty", "2 points"),
        (5, "5 punktów", "5 points"),
        (22, "22 punkty", "22 points"),
        (25, "25 punktów", "25 points"),
    ],
)
def test_points_take_their_polish_plural_forms(n, polish, english):
    set_language("pl")
    assert ngettext("{n} point", "{n} points", n).format(n=n) == polish
    set_language("en")
    assert ngettext("{n} point", "{n} points", n).format(n=n) == english


def test_an_exercise_and_a_moves_verdict_use_the_glossarys_words():
    match = toygame.new_game(players=2, seed=5)
    legal = match.legal_moves()[0]
    set_language("pl")
    assert outcome(match, legal) == "✓ dozwolony"
    refused = outcome(match, toygame.Pass())
    assert refused.startswith("✗ niedozwolony: ") and refused.endswith("(T-PASS-1)")
    exercise = Exercise("?", lambda: "jeszcze nie", hint="…", solution="…")
    assert exercise.feedback.value == "○ Jeszcze bez odpowiedzi."
    assert exercise.hint_button.description == "Podpowiedź"
    assert not exercise.check_now() and exercise.feedback.value.startswith("✗ <b>Jeszcze nie:</b>")
    set_language("en")
    assert outcome(match, legal) == "✓ allowed" and Exercise("?", lambda: None).feedback.value == NOT_TRIED


def test_a_lab_table_shows_polish_headings_and_keeps_its_english_data():
    from gamekit import lab

    table = lab.tournament("metropolys", ["greedy", "random"], games=2, seed=1, engine="serial", progress=False)
    english = repr(lab.win_rates(table))
    set_language("pl")
    rates = lab.win_rates(table)
    assert list(rates.columns) == ["bot", "games", "wins", "win rate", "low", "high"]  # what code reads
    shown = repr(rates)
    assert "komputer" in shown and "odsetek zwycięstw" in shown and "zachłanny" in shown and "win rate" not in shown
    set_language("en")
    assert repr(lab.win_rates(table)) == english and "win rate" in english
