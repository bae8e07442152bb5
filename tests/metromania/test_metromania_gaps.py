"""The gaps of the rulebook and what the kit decides for each (MM-GAP-n in rules/metromania.md, "PROPOSED"):
one test per decision not already tested under its rule's name elsewhere (MM-GAP-3, MM-GAP-7, MM-GAP-9,
MM-GAP-11, MM-GAP-12, MM-GAP-13, MM-GAP-15 and MM-GAP-26 are in the rule files)."""

import dataclasses
from collections import Counter

import networkx as nx
from mm_helpers import ACROSS, DIAG, FIFTH, UP, WEST, box, dig, play, position, refused, sandbox_refuses, station_at

from gamekit.metromania import SPOT_KINDS, Sandbox, Station, city_data, city_for, new_game
from gamekit.metromania.markers import deal, usable_letters
from gamekit.metromania.routes import network, rides
from gamekit.metromania.rules import RULES
from gamekit.metromania.state import END_LINES, initial_state
from gamekit.metromania.turns import blocked_lines

ALONG_UP = [(-4, -1), (-3, -1), (-3, 0), (-2, 0), (-2, 1), (-2, 2), (-3, 3)]  # beside UP from (-2, 0) to (-2, 2)


def test_MM_GAP_1_a_hexagon_of_side_5_with_18_spots_and_four_arrows_a_side():
    """ "Plansza": the rulebook gives no sizes; the kit's board is its own reconstruction."""
    city = city_for(0)
    assert (len(city.triangles), len(city.vertices), len(city.edges)) == (150, 91, 240)
    assert Counter(city.kind_of(spot) for spot in city.spots) == dict.fromkeys(SPOT_KINDS, 6)
    assert [[city.arrows[v][0] for v in side] for side in city.sides] == [["white", "black", "white", "black"]] * 6
    assert city_data().side == 5 and {city_for(seed).layout for seed in range(5)} != {city.layout}


def test_MM_GAP_2_a_tunnel_needs_a_triangle_of_its_own_so_an_edge_carries_two_lines_at_most():
    """ "Linie metra w grze budowane są wzdłuż krawędzi małych trójkątów", with triangular tunnel markers."""
    sandbox = Sandbox(seed=0).line(0, UP).line(1, ALONG_UP)  # two lines along (-2, 0)-(-2, 1): both sides used
    path = [(-5, 2), (-4, 1), (-3, 1), (-2, 0)]
    assert "no room" in sandbox_refuses(sandbox, sandbox.line, "MM-GAP-2", 1, path + [(-2, 1)])
    sandbox.line(1, path + [(-1, 0)])  # beside the other side is free


def test_MM_GAP_4_the_two_player_columns_give_each_player_two_markers_of_each_type():
    """ "jeden gracz bierze zestaw znaczników A,B,C,D,E,F z lewej kolumny tabelki, a drugi ... z prawej"."""
    left, right = city_data().two_players
    assert dict(left) == {
        "A": "residential",
        "B": "commercial",
        "C": "entertainment",
        "D": "commercial",
        "E": "entertainment",
        "F": "residential",
    }
    for column in (left, right):
        assert Counter(column.values()) == dict.fromkeys(SPOT_KINDS, 2)
    assert all({left[letter], right[letter]} == set(city_data().pairs[letter]) for letter in left)


def test_MM_GAP_5_the_draw_always_ends_in_legal_hands_and_deals_each_marker_once():
    """ "Powtarza czynność do czasu aż będzie miał 3 znaczniki różnych rodzajów z 3 różnymi literami"."""
    for seed in range(40):
        markers = deal(city_data(), city_for(seed), 4, seed, "standard")
        assert Counter((m.letter, m.kind) for m in markers) == Counter(
            (letter, kind) for letter, kinds in city_data().pairs.items() for kind in kinds
        )
        for seat in range(4):
            hand = [m for m in markers if m.holder == seat]
            assert len({m.letter for m in hand}) == len({m.kind for m in hand}) == 3
        assert markers == deal(city_data(), city_for(seed), 4, seed, "standard")  # the same seed, the same deal


def test_MM_GAP_6_with_three_players_the_fourth_markers_are_the_three_left_one_of_each_type():
    """ "gracze dobierają po 1 kolejnym znaczniku jak poprzednio w taki sposób by posiadali 4 rożne litery"."""
    for seed in range(30):
        markers = deal(city_data(), city_for(seed), 3, seed, "standard")
        kinds = Counter(m.kind for m in markers)
        assert kinds == dict.fromkeys(SPOT_KINDS, 4)  # 3 hands of one of each type, plus the 3 left over


def test_MM_GAP_8_one_station_a_vertex_scored_by_the_seat_that_made_it():
    """ "automatycznie budowana jest stacja ... jeden gracz, który przyczynił się do budowy tej stacji"."""
    crossed = box(3, (0, UP), (1, ACROSS))
    assert station_at(crossed.state, (-2, -1))[0].seat == 1
    again = crossed.line(2, FIFTH)  # it runs beside ACROSS from (-1, -1) and leaves it at (-2, -1)
    assert station_at(again.state, (-2, -1)) == station_at(crossed.state, (-2, -1))  # no second station there


def test_MM_GAP_10_reaching_a_free_end_arrow_finishes_the_line():
    """ "Linia metra może być zakończona tylko w odpowiednim punkcie na krawędzi mapy, w pustym miejscu z czarną
    strzałką"."""
    state = position(Sandbox(seed=0).line(0, WEST[:-1]))
    after = play(state, dig(0, (-4, 4), (-4, 5)))
    assert after.lines[0].finished and after.bonus == 0  # the end marker is on; the bonus station waits


def test_MM_GAP_14_lines_not_yet_started_never_count_as_blocked():
    """ "5 lini metra będzie ukończonych lub zablokowanych i niemożliwych do ukończenia"."""
    assert blocked_lines(initial_state(4, 0)) == set()
    assert END_LINES == {2: 3, 3: 4, 4: 5}


def test_MM_GAP_16_a_trip_boards_at_a_station_by_its_first_location_with_no_change_charged():
    """ "Za każdy odcinek między pojedynczymi stacjami liczona jest 1 minuta"."""
    sandbox = box(3, (0, UP), (1, ACROSS)).station((-2, 1)).station((1, -1))
    minutes, routes = sandbox.fastest("ent-2", "com-5")
    assert minutes == 5 and routes[0][0] == ((0, 0), (-2, 1))  # ride 1 + change 3 + ride 1, boarding free
    assert sandbox.fastest("ent-2", "ent-2") == (0, [[((0, 0), (-2, 1))]])


def test_MM_GAP_17_guilt_stops_at_the_first_rule_that_names_someone():
    """ "Gracze (gracz), którzy nie wyłożyli znaczników lokalizacji są winni"."""
    sandbox = box(3, (0, UP), (1, WEST)).marker("E", "com-3", 0).marker("E", "entertainment", 1)
    result = next(trip for trip in sandbox.trips() if trip.name == "E")
    assert result.guilty == (1,)  # the marker never laid; com-3's unserved marker is not blamed as well
    reward = box(3, (0, UP), (1, WEST), guilt_mode="reward").marker("E", "com-3", 0).marker("E", "entertainment", 1)
    assert next(trip for trip in reward.trips() if trip.name == "E").points == (6, 0, 6)


def test_MM_GAP_18_the_end_thresholds_hold_and_the_two_player_trip_rule_is_on_by_default():
    """ "Two players End of game: 3 lines finished and/or blocked ends the building phase"."""
    assert new_game(players=2).options["two_player_trip_rule"] is True
    assert END_LINES[2] == 3 and END_LINES[3] == 4


def test_MM_GAP_19_with_two_players_each_fastest_route_is_judged_on_its_own():
    """ "the player who placed the most tunnels in this route only gets points"."""
    joins_and_parts = [(-3, 5), (-3, 4), (-3, 3), (-3, 2), (-3, 1), (-2, 0), (-1, 0), (0, 0), (1, -1)]
    along = [(-4, -1), (-4, 0), (-3, 0), (-2, 0), (-1, 0), (0, 0), (1, 0), (2, 0)]
    sandbox = box(2, (0, along), (1, joins_and_parts)).marker("B", "ent-2", 0).marker("B", "com-5", 1)
    result = next(trip for trip in sandbox.trips() if trip.name == "B")
    assert len(result.routes) == 2 and result.points == (6, 6)  # each is alone on one of the two routes


def test_MM_GAP_20_a_line_only_changed_through_takes_no_part():
    """ "Gracz, którego linia uczestniczy w optymalnym połączeniu (choćby alternatywnym i choćby fragmentarycznie)"."""
    graph = network(
        [((0, 0), ((0, 0), (1, 0))), ((1, 0), ((1, 0), (2, 0))), ((2, 0), ((1, 0), (1, 1)))],
        [(0, 0), (1, 0), (2, 0), (1, 1)],
    )
    route = [((0, 0), (0, 0)), ((0, 0), (1, 0)), ((2, 0), (1, 0)), ((1, 0), (1, 0)), ((1, 0), (2, 0))]
    assert nx.path_weight(graph, route, "weight") == 8 and rides(graph, route) == {0: 1, 1: 1}


def test_MM_GAP_21_the_first_player_is_drawn_at_random_from_the_seed():
    """ "Grę rozpoczyna najbardziej zurbanizowany gracz - cokolwiek to oznacza :)"."""
    firsts = [initial_state(4, seed).setup.first for seed in range(12)]
    assert set(firsts) == {0, 1, 2, 3} and firsts == [initial_state(4, seed).seat for seed in range(12)]


def test_MM_GAP_22_my_little_subway_digs_spots_but_not_the_park_and_unfair_players_see_their_own_letters():
    """ "Destination counters are not used" and "Each player keeps his destination markers letter-side-down"."""
    little = position(box(2, (0, DIAG[:2]), variant="little_subway"), markers=())
    refused(little, dig(0, (4, -3), (4, -2)), "MM-LOC-4")  # into the park's middle
    match = new_game(players=3, seed=1, variant="unfair_municipality")
    own = match.view(2)["seats"][2]["markers"]
    assert "?" not in [letter for letter, _ in own] and own == RULES.secrets(match.state, 2)["markers"]


def test_MM_GAP_23_building_points_are_kept_apart_from_trip_points():
    """ "Punkty zdobyte przy budowie stacji są weryfikowane w następujący sposób"."""
    sandbox = box(3, (0, UP), (1, ACROSS)).station((-2, 1)).station((1, -1))
    sandbox.marker("B", "ent-2", 1).marker("B", "com-5", 0)
    rows = sandbox.score().rows(1)  # (1, -1) serves com-5; ACROSS is seat 1's only finished line
    assert (rows["stations"], rows["verification"], rows["trip B"]) == (sandbox.state.points[1], -1, 6) == (1, -1, 6)


def test_MM_GAP_24_no_station_move_on_an_arrow():
    """ "Odcinek zamknięty to odcinek pomiędzy już wybudowanymi stacjami lub pomiędzy znacznikiem startu linii a inną
    już wybudowaną stacją"."""
    state = position(box(2, (0, UP), (1, ACROSS[:6])), seat=1)
    refused(state, Station((-4, -1)), "MM-STN-5")  # its own start arrow
    finished = play(position(Sandbox(seed=0).line(0, WEST[:-1])), dig(0, (-4, 4), (-4, 5)))
    refused(finished, Station((-4, 5)), "MM-END-4")  # nor the bonus station on the end arrow
    refused(finished, Station((-4, -1)), "MM-END-4")


def test_MM_GAP_25_residential_is_the_urban_type_drawn_first():
    """ "po jednym znaczniku z każdego rodzaju (miejski, komercyjny i rozrywkowy)"."""
    hands = deal(city_data(), city_for(3), 4, 3, "standard")
    assert all({m.kind for m in hands if m.holder == seat} == set(SPOT_KINDS) for seat in range(4))
    assert SPOT_KINDS[0] == "residential"


def test_MM_GAP_27_a_score_may_go_below_zero():
    """ "Każdy gracz uznany za winnego traci 6 punktów"."""
    sandbox = box(3, (0, UP), (1, WEST)).marker("E", "ent-2", 0).marker("E", "commercial", 1)
    assert sandbox.score().total(1) < 0


def test_MM_GAP_28_a_spot_takes_only_a_marker_the_player_holds_of_its_type():
    """ "ma obowiązek położyć na nią posiadany znacznik lokalizacji tego samego typu"."""
    state = initial_state(2, 0)
    assert usable_letters(state.markers, state.city, 0, "res-1") == ["A", "F"]  # seat 0's residential markers
    assert usable_letters(state.markers, state.city, 1, "res-1") == ["C", "D"]
    laid = tuple(
        dataclasses.replace(m, spot="res-1") if (m.letter, m.kind) == ("A", "residential") else m for m in state.markers
    )
    assert usable_letters(laid, state.city, 0, "res-2") == ["F"]  # A is on the board now
