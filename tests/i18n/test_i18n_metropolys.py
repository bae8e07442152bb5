"""Metropolys in Polish (issue 18): refusals with their rule IDs, the board's status line and side panel, the map's
names and letters, the score sheet, the lesson helpers and the plural forms, all in the words of the Polish rulebook
(Rebel.pl: "przetarg", "przelicytować", "modne sąsiedztwo", "sekretne cele"), and the same things unchanged in English.
"""

import random
from importlib import resources

import pytest

from gamekit import IllegalMove, metropolys, set_language
from gamekit.i18n import ngettext
from gamekit.metropolys import CITY, DISTRICTS, ENDINGS, Bid, CityError, Pass, Sandbox, load_city
from gamekit.metropolys.sandbox_moves import Build, Give
from widgets.metropolys.board import MetropolysBoard
from widgets.metropolys.city_map import static_columns
from widgets.metropolys.lesson import NAMES, bridges_pairs, metro_card_tie


def opened():
    """Blue has opened with 4 on C7 (seed 0); Grey is to bid."""
    match = metropolys.new_game(players=4, seed=0, first_player=0)
    match.play(Bid("C7", 4))
    return match


def test_a_refusal_is_polish_with_its_rule():
    set_language("pl")
    match = opened()
    problem = match.refusal(Bid("C8", 4))
    assert problem.rule == "M-AUCTION-4"
    assert problem.reason == "Oferta 4 nie przebija 4: wartość musi być większa niż 4."
    assert str(problem).endswith("(zasada M-AUCTION-4)")
    with pytest.raises(IllegalMove, match=r"po drugiej stronie rzeki niż C7.*\(zasada M-AUCTION-7\)"):
        match.play(Bid("W6", 9))
    assert match.refusal(Pass()) is None and len(match.history) == 1  # the refusal changed nothing
    set_language("en")
    assert match.refusal(Bid("C8", 4)).reason == "A bid of 4 does not outbid 4: the value must exceed 4."


def test_every_refusal_met_in_random_games_is_polish():
    """Random games, each move also tried later and with its number shifted: every refusal differs from the English
    one and names its rule as "(zasada …)"."""
    rng, seen, english = random.Random(18), set(), []
    for seed in range(4):
        match = metropolys.new_game(players=4 - seed % 3, seed=seed)
        pool = []
        while not match.is_over and len(match.history) < 80:
            legal = match.legal_moves()
            pool += rng.sample(legal, min(3, len(legal)))
            tries = rng.sample(pool, min(6, len(pool))) + [Bid(rng.choice(sorted(CITY)), rng.randrange(0, 15))]
            for move in tries:
                set_language("pl")
                polish = match.refusal(move)
                said = str(polish)
                set_language("en")
                if polish is not None:
                    seen.add(polish.rule)
                    if polish.reason == match.refusal(move).reason or f"(zasada {polish.rule})" not in said:
                        english.append(said)
            match.play(rng.choice(legal))
    assert english == []
    assert len(seen) >= 5, sorted(seen)


def test_the_sandbox_refuses_in_polish_with_the_right_plural():
    set_language("pl")
    city = Sandbox(players=2)
    for _ in range(5):
        city.give("fashionable", 0)
    problem = city.match.refusal(Give("fashionable", 1))
    assert (problem.rule, problem.reason) == ("M-PC-3", "W grze 2-osobowej jest tylko 5 żetonów modnego sąsiedztwa.")
    city.build("C3", 0, 1)
    assert city.match.refusal(Build("C3", 1, 2)).reason == "Na C3 już stoi budynek."
    assert str(city.match.history[-1]) == "Niebieski stawia budynek 1 na C3"
    forms = (
        "A {players}-player game uses only {count} {item} token.",
        "A {players}-player game uses only {count} {item} tokens.",
    )
    assert [ngettext(*forms, n).format(players=3, count=n, item="metra") for n in (1, 2, 5, 22)] == [
        "W grze 3-osobowej jest tylko 1 żeton metra.",
        "W grze 3-osobowej są tylko 2 żetony metra.",
        "W grze 3-osobowej jest tylko 5 żetonów metra.",
        "W grze 3-osobowej są tylko 22 żetony metra.",
    ]


def test_the_board_speaks_polish():
    set_language("pl")
    board = MetropolysBoard(opened())
    assert board.describe().startswith("Ruch 1: oferta 4 na C7. Licytuje Szary: więcej niż 4, obok C7")
    assert board.pass_button.description == "Pas"
    assert "Niebieski licytuje 4 na C7 ◀ najwyższa oferta" in board.auction_text.value
    assert "Teraz gra:" in board.auction_text.value and "S</span> Szary" in board.auction_text.value
    assert "<th>budynki w ręce</th>" in board.seats_text.value
    assert "Żetony: S modne sąsiedztwo, M metro, A stanowisko archeologiczne." in board.seats_text.value
    assert board.goals_text.value == (
        "<i>Sekretne cele gracza Szary są ukryte: przycisk powinien nacisnąć tylko Szary.</i>"
    )
    assert board.hint("C8") == "C8: park, dystrykt Centralny, żeton: modne sąsiedztwo. Licytuj tu budynkiem 5."
    assert MetropolysBoard.secret == "cele" and MetropolysBoard.seat_styles[3].name == "Biały"
    assert [board.seat(s).letter for s in range(4)] == ["N", "S", "C", "B"]
    labels = static_columns("pl")["hoods"]["label"]
    assert {"pr C7", "pa C8", "m C1", "c C6", "a C2"} <= set(labels)


def test_a_finished_game_names_its_winners_in_polish():
    set_language("pl")
    match, rng = metropolys.new_game(players=2, seed=3), random.Random(3)
    while not match.is_over:
        match.play(rng.choice(match.legal_moves()))
    board = MetropolysBoard(match)
    winners = match.score().winners()
    word = "Zwycięzca" if len(winners) == 1 else "Zwycięzcy"
    assert board.describe().endswith(
        f"Koniec gry: sekretne cele zostają odkryte. {word}: " + " i ".join(NAMES[s] for s in winners) + "."
    )


def test_names_score_rows_and_lesson_texts_are_polish_and_identities_stay():
    set_language("pl")
    assert (DISTRICTS["S"], ENDINGS[1], list(NAMES)) == (
        "Południowy",
        "wszyscy pozostali gracze spasowali",
        ["Niebieski", "Szary", "Czerwony", "Biały"],
    )
    score = Sandbox(players=4).give("metro", 0).score(goals=["lakes", "borders", "bridges", "monuments"])
    assert score.rows(0) == {
        "modne sąsiedztwa": 0,
        "żetony metra": 1,
        "karta metra": 3,
        "stanowiska archeologiczne": 0,
        "karta stanowiska archeologicznego": 0,
        "cel obszarowy": 0,
    }
    assert (
        metropolys.goal_text("chains", "advanced")
        == "4 punkty za każdy łańcuch 3 twoich budynków, jeden obok drugiego."
    )
    view = metropolys.new_game(players=4, seed=0).view(0)
    assert view["seats"][0]["colour"] == "blue" and view["seats"][0]["goals"] == ["monuments"]  # ids stay English
    assert [o.label for o in metro_card_tie().options] == ["Niebieski", "Szary", "Nikt"]
    one = Sandbox(players=4, variant="advanced").build("C3", 0, 1).build("N8", 0, 2)
    assert bridges_pairs(one).verdict() == "Niebieski ma 1 parę po obu stronach mostu; 8 punktów wymaga 2 par."
    empty = Sandbox(players=4, variant="advanced")
    assert bridges_pairs(empty).verdict() == "Niebieski ma 0 par po obu stronach mostu; 8 punktów wymaga 2 par."
    set_language("en")
    assert (DISTRICTS["S"], NAMES[1], score.categories[1]) == ("South", "Grey", "żetony metra")  # made in Polish
    assert Sandbox().score().categories[1] == "metro tokens"


def test_a_broken_city_file_is_explained_in_polish():
    """A teacher who swaps in their own map reads what is wrong in Polish (here: two cells in one)."""
    text = resources.files("gamekit.metropolys").joinpath("data/city.toml").read_text("utf-8")
    broken = text.replace('{ id = "C2", hex = [-1, -1]', '{ id = "C2", hex = [-2, -1]', 1)
    set_language("pl")
    with pytest.raises(CityError, match=r"^każde pole mieści jedną rzecz \(sąsiedztwo, rzekę albo jezioro\)"):
        load_city(broken)
    set_language("en")
    with pytest.raises(CityError, match=r"^each cell holds one thing"):
        load_city(broken)
