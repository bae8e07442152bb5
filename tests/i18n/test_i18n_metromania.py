"""Metromania in Polish (issue 18): refusals, the board's status line and side panel, the score sheet's notes and the
lesson helpers speak Polish with the rulebook's words (seed 004: linia ciągła / przerywana, odcinek tunelu, biała
strzałka, stacja premiowa, znacznik lokalizacji, kąt ostry), and English stays as it was."""

import ast
import random
from pathlib import Path

from gamekit import metromania, set_language
from gamekit.i18n import ngettext
from gamekit.metromania import Sandbox, StartLine, Station
from widgets.metromania.board import MetromaniaBoard
from widgets.metromania.lesson import dig, name, opening, park_lake_choice, refusal, tie_break_choice

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted([*(ROOT / "gamekit" / "metromania").rglob("*.py"), *(ROOT / "widgets" / "metromania").rglob("*.py")])


def illegal_moves():
    """Every `IllegalMove(...)` call in Metromania's code, with the file it is in."""
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalMove":
                yield path.name, node


def test_every_refusal_of_metromania_is_marked_for_translation():
    calls = list(illegal_moves())
    assert len(calls) == 62
    for file, call in calls:
        called = {getattr(n.func, "id", None) for n in ast.walk(call.args[0]) if isinstance(n, ast.Call)}
        assert called & {"_", "ngettext"}, f"{file}, line {call.lineno}: the reason is not translated"


def test_refusals_are_polish_with_their_rule_ids():
    game = opening(2)  # Player 2's solid line runs (-5, 2) -> (-4, 1), no station
    english = refusal(game, dig((-4, 1), (-4, 2)))
    set_language("pl")
    sharp = refusal(game, dig((-4, 1), (-4, 2)))
    assert sharp == ("MM-LINE-3", "Twoja linia ciągła skręciłaby w (-4, 1) pod kątem ostrym, a nie ma tam stacji.")
    assert english[0] == sharp[0] and english[1] != sharp[1]
    assert str(game.why_illegal(StartLine(1, (5, -2)))).endswith("(zasada MM-MOVE-1)")
    later = opening(8)
    assert refusal(later, Station((-4, 1)))[1].startswith("(-4, 1) leży na ostatnim odcinku Twojej linii")


def test_every_refusal_differs_in_polish():
    """Each candidate move a game or the sandbox refuses gets a Polish reason unlike the English one."""
    match, picker = metromania.new_game(players=2, seed=3), random.Random(3)
    for _ in range(12):
        match.play(picker.choice(match.legal_moves()))
    box = Sandbox(players=2, seed=7).line(0, [(-5, 2), (-4, 2), (-3, 2)])
    cases = [(match.rules, match.state), (box.rules, box.state)]
    english = [[str(rules.why_illegal(state, m)) for m in rules.candidate_moves(state)] for rules, state in cases]
    set_language("pl")
    polish = [[str(rules.why_illegal(state, m)) for m in rules.candidate_moves(state)] for rules, state in cases]
    refused = [(e, p) for es, ps in zip(english, polish) for e, p in zip(es, ps) if e != "None"]
    assert len(refused) > 100
    assert all(p != e and "(zasada MM-" in p for e, p in refused)


def test_the_board_speaks_polish():
    set_language("pl")
    board = MetromaniaBoard(opening(4))
    assert board.describe() == (
        "Ruch 4: drąż linią ciągłą (-4, 0)→(-3, -1). Teraz gra Gracz 1: rozpocznij linię na zaznaczonej białej"
        " strzałce (wybierz ciągłą lub przerywaną)."
    )
    board.click((4, 1))
    board.click(frozenset({(4, 1), (4, 0)}))
    assert [str(move) for move in board.pending][1] == "drąż linią ciągłą (4, 1)→(4, 0); znacznik C na ent-3"
    assert board.place_name((4, 1)) == "biała strzałka (4, 1)"
    assert "A mieszkaniowy" in board.seats_text.value and "Pozostałe stacje: 30 z 30" in board.seats_text.value
    assert board.no_bonus.description == "Bez stacji premiowej"


def test_plurals_and_the_sheet_notes():
    set_language("pl")
    assert [ngettext("{n} minute", "{n} minutes", n).format(n=n) for n in (1, 2, 5)] == [
        "1 minuta",
        "2 minuty",
        "5 minut",
    ]
    routes = [ngettext("{n} fastest route", "{n} fastest routes", n).format(n=n) for n in (1, 2, 5)]
    assert routes == ["1 optymalne połączenie", "2 optymalne połączenia", "5 optymalnych połączeń"]
    box = Sandbox(players=3, seed=7).line(0, [(-5, 2), (-4, 2), (-3, 2), (-2, 2), (-1, 2), (0, 2)])
    box.line(1, [(-1, 5), (-1, 4), (-1, 3), (-1, 2), (-1, 1), (-1, 0), (-1, -1)])
    box.station((-4, 2)).station((-2, 2)).station((-1, 3))
    box.marker("A", "res-2", 0).marker("A", "com-1", 1)
    trip = next(trip for trip in box.trips() if trip.name == "A")
    assert trip.note == "A: z com-1 do res-2, 6 minut, 1 optymalne połączenie; gracz 1 +6, gracz 2 +6"
    assert box.score().categories[0] == "stations"  # the rows stay keys: the board shows them through _()


def test_lesson_helpers_and_english_unchanged():
    english = str(dig((4, 1), (4, 0), spot="ent-3", letter="C"))
    assert english == "dig solid (4, 1)→(4, 0); marker C on ent-3"
    assert [o.label for o in tie_break_choice().options if o.right] == ["Player 1, with more finished lines"]
    set_language("pl")
    assert name(1) == "Gracz 2"
    assert [o.label for o in park_lake_choice().options if o.right] == ["Gracz 2"]
    set_language("en")
    assert str(dig((4, 1), (4, 0), spot="ent-3", letter="C")) == english
