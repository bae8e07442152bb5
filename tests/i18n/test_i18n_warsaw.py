"""Odbudowa Warszawy in Polish (issue 18): refusals, the score sheet, both boards, the card and building names and the
lesson helpers speak Polish with the rulebook's words (seeds 000 and 003: budynek mieszkalny, Fundusz, znacznik Gruzu,
odcinek metra, zadanie urbanistyczne, pole nielimitowane), plurals take their three forms, and English stays as it
was."""

import ast
from pathlib import Path

from gamekit import set_language, warsaw
from gamekit.warsaw import CARDS, Delegate, Field, KeepNorm, Sandbox, Task
from gamekit.warsaw.words import a_building, amount
from widgets.warsaw.game import game_app
from widgets.warsaw.game_text import card_words, field_sentence, limit_words
from widgets.warsaw.lesson import attempt, home_city, neighbours_exercise
from widgets.warsaw.lesson_game import lesson_game, turn, who
from widgets.warsaw.sandbox import sandbox_app

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted([*(ROOT / "gamekit" / "warsaw").rglob("*.py"), *(ROOT / "widgets" / "warsaw").rglob("*.py")])


def illegal_moves():
    """Every `IllegalMove(...)` call in Warsaw's code, with the file it is in."""
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalMove":
                yield path.name, node


def test_every_refusal_of_warsaw_is_marked_for_translation():
    calls = list(illegal_moves())
    assert len(calls) == 67
    for file, call in calls:
        called = {getattr(n.func, "id", None) for n in ast.walk(call.args[0]) if isinstance(n, ast.Call)}
        assert called & {"_", "ngettext"}, f"{file}, line {call.lineno}: the reason is not translated"


def test_refusals_are_polish_with_their_rule_ids():
    def refusals():
        city = Sandbox()
        city.clear_rubble((0, 1))
        away = city.match.refusal(city.historic_move((0, 1), 0))
        edge = city.match.refusal(city.metro_move((0, 3), (0, 4), 0))
        game = lesson_game()
        game.play(Delegate("L1"))
        return away, edge, game.refusal(Delegate("L1"))

    english = refusals()
    set_language("pl")
    polish = refusals()
    assert [p.rule for p in polish] == [e.rule for e in english] == ["W-ZONE-2", "W-METRO-9", "W-DELEG-2"]
    assert all(p.reason != e.reason and str(p).endswith(f"{p.rule})") for p, e in zip(polish, english))
    assert "nie jest miejscem historycznym" in polish[0].reason
    assert "po obwodzie planszy" in polish[1].reason
    assert polish[2].reason.startswith("Pole L1 jest w tej rundzie już zajęte; więcej niż jednego inżyniera")
    set_language("en")
    assert refusals()[2].reason.startswith("Field L1 is already occupied this round")


def test_the_score_sheet_and_its_sentences_use_the_rulebooks_words():
    set_language("pl")
    city = Sandbox()
    for hex in [(0, 1), (0, 2)]:
        city.clear_rubble(hex)
    city.add_task(Task("residential", "cultural", 3))
    city.build((0, 2), "cultural", 1)
    assert city.build((0, 1), "residential", 0) == 5
    assert city.explain((0, 1)) == (
        "Budynek mieszkalny zdobywa 2 pkt ze swojej karty.",
        "Zadanie „budynek mieszkalny obok istniejącego budynku kulturowego (3 pkt)” zrealizowane: +3 pkt.",
    )
    table = city.score().table()
    assert [row[0] for row in table[1:4]] == ["budynki", "przemysłowe", "metro"]
    assert table[5][0] == "zadania urbanistyczne" and table[1][1:] == [2, 3, 0, 0]
    assert a_building("service", "socrealism") == "socrealistyczny budynek usługowy"
    set_language("en")
    assert a_building("service", "socrealism") == "a socialist-realist service building"
    assert Sandbox().score().categories[4] == "urban_tasks"


def test_plurals_take_the_three_polish_forms():
    fields = [Field("L1", False, "fund", n) for n in (1, 2, 5)]
    set_language("pl")
    assert [amount("rubble", n) for n in (1, 2, 5)] == ["1 znacznik Gruzu", "2 znaczniki Gruzu", "5 znaczników Gruzu"]
    assert [field_sentence(f) for f in fields] == [
        f"Pole L1 (jeden inżynier na rundę): weź {words}." for words in ("1 Fundusz", "2 Fundusze", "5 Funduszy")
    ]
    exercise = neighbours_exercise(home_city())
    assert exercise.verdict().startswith("Gracz 1 ma 0 punktów za sąsiedztwo")
    set_language("en")
    assert [field_sentence(f) for f in fields][:2] == [
        "Field L1 (one engineer a round): take 1 Fund.",
        "Field L1 (one engineer a round): take 2 Funds.",
    ]


def test_the_game_board_speaks_polish():
    set_language("pl")
    app = game_app(players=4, seed=7)
    board = app.board
    assert "zatrzymaj jedną z dwóch norm jej przyciskiem (W-SETUP-11)" in board.status.text
    while app.match.state.phase == "norms":
        app.match.play(KeepNorm(app.match.state.seats[app.match.current_player].dealt[0]))
    panel = board.panel
    assert panel.pass_button.description == "Pas (W-PASS-1)"
    assert "<b>Runda 1 z 8</b>, I etap, Odbudowa" in panel.track.value
    assert "inżynierowie w zasobach 4" in panel.seats.value and "Biuro Odbudowy Stolicy" in panel.track.value
    assert board.picture.fields.data["label"][0] == "U1 ∞\n+1 F"
    assert dict(panel.tool.options)["budynek: 1 F + 1 B"] == "build concrete"
    field = app.match.state.action_board[3]
    assert field_sentence(field) == "Pole L1 (jeden inżynier na rundę): weź 2 Fundusze."
    assert limit_words(app.match.state, field) is None
    assert "Kliknij pole akcji albo wybierz kartę" in board.status.text
    assert app.errors == []


def test_the_sandbox_board_speaks_polish():
    set_language("pl")
    board = sandbox_app().board
    assert [label for label, _ in board.tool.options] == ["Buduj", "Budynek historyczny", "Metro / most", "Odgruzuj"]
    assert [label for label, _ in board.kind.options][:3] == ["P przemysłowy", "U usługowy", "M mieszkalny"]
    board.click((0, 1))
    assert "Heks (0, 1) jest wciąż zagruzowany" in board.status.text
    board.kind.value = "industrial"
    board.click((-3, 3))
    assert board.status.text.startswith("Ruch 1: Gracz 1 (A): budynek przemysłowy na (-3, 3).")
    assert board.picture.buildings.data["kind"] == ["P"]
    assert board.hint((-2, 3)).startswith("teraz +")


def test_card_and_building_names_are_shown_in_polish():
    set_language("pl")
    assert card_words(7).endswith(
        ": usługowy, 2 pkt, tylko strefa miejska, etap I. <small>Architektura Socrealizmu</small>"
    )
    assert "Hotel MDM" in card_words(7)
    assert "Dotacja: jednorazowo, +2 Fundusze" in [card_words(c) for c in CARDS].__str__()
    assert CARDS[2].name == "Elektrociepłownia Żerań (Żerań Power Station)"  # identities stay as they are
    set_language("en")
    assert card_words(7).endswith(
        "2 VP, urban zone only, stage I. <small>Architektura Socrealizmu (Socialist-realist architecture)</small>"
    )


def test_the_lesson_helpers_speak_polish_and_keep_their_english(capsys):
    set_language("pl")
    assert who(2) == "Gracz 3"
    game = lesson_game()
    assert turn(game, Delegate("U2")) == "allowed"
    game.play(Delegate("U1"))
    assert turn(game, Delegate("L9")) == "W-PC-4"
    city = Sandbox()
    assert attempt(city.build, (0, 1), "residential", 0) == "W-FOUND-2"
    said = capsys.readouterr().out.splitlines()
    assert said[0] == "Gracz 2: delegacja na U2: ✓ dozwolony"
    assert said[1].startswith("Gracz 4: delegacja na L9: ✗ niedozwolony: Na planszy czynności dla 4 graczy nie ma pola")
    assert said[2].startswith("buduj (0, 1) mieszkalny Gracz 1 (A): ✗ niedozwolony: Heks (0, 1) jest wciąż zagruzowany")
    set_language("en")
    assert who(2) == "Player 3"
    assert turn(lesson_game(), Delegate("U2")) == "allowed"
    assert attempt(Sandbox().build, (0, 1), "residential", 0) == "W-FOUND-2"
    assert capsys.readouterr().out.splitlines() == [
        "Player 2: delegate to U2: ✓ allowed",
        "build (0, 1) residential Player 1 (A): ✗ refused: Hex (0, 1) is still covered by rubble: clear it before"
        " building there. (W-FOUND-2)",
    ]
    assert str(warsaw.Metro((0, 0), (0, 1), "free")) == "metro (0, 0)|(0, 1) (free)"
