"""The rulebook's tactical tips (MM-TIP-1, MM-TIP-2, MM-TIP-3, MM-TIP-4, MM-TIP-5, MM-TIP-6, MM-TIP-7, MM-TIP-8,
MM-TIP-9) are advice, not rules: the engine enforces none of them. Each test shows the rule behaviour that makes the
tip true, in positions of the seed-0 city (mm_helpers)."""

from mm_helpers import ACROSS, DIAG, FIFTH, UP, WEST, box, position, refused

from gamekit.metromania import StartLine, legal_edges, network, trips
from gamekit.metromania.rules import RULES


def trip_e(sandbox, *laid):
    for seat, spot in enumerate(laid):
        sandbox.marker("E", spot, seat)
    return trips(sandbox.state)[4]


def test_MM_TIP_1_a_started_line_reserves_its_white_arrow():
    state = position(box(2, (0, UP), (0, DIAG)), seat=1)
    assert "already holds a start marker" in refused(state, StartLine(0, DIAG[0]), "MM-LINE-1")


def test_MM_TIP_2_the_park_and_the_lake_close_edges_around_them():
    by_the_park = position(box(2, (0, DIAG[:2])))  # its tip (4, -3) is a corner of the park
    in_the_open = position(box(2, (0, UP[:2])))
    assert len(legal_edges(by_the_park, 0)) < len(legal_edges(in_the_open, 0))


def test_MM_TIP_3_your_two_lines_crossing_make_a_transfer_station():
    sandbox = box(2, (0, UP), (0, ACROSS))
    assert [s.vertex for s in sandbox.state.stations] == [(-2, -1)]
    graph = network([((0, 0), tuple(UP)), ((0, 1), tuple(ACROSS))], [(-2, -1)])
    assert graph.has_edge(((0, 0), (-2, -1)), ((0, 1), (-2, -1)))  # a change between your own lines


def test_MM_TIP_4_finishing_a_line_is_never_forced():
    state = position(box(2, (0, WEST[:-1])))  # its tip (-4, 4) is next to the free end arrow (-4, 5)
    edges = legal_edges(state, 0)
    assert ((-4, 4), (-4, 5)) in edges and len(edges) > 1


def test_MM_TIP_5_crossing_a_rival_line_lengthens_its_trips():
    plain = box(3, (0, UP), (1, ACROSS)).station((-2, 1)).station((1, -1))
    crossed = box(3, (0, UP), (1, ACROSS), (2, FIFTH[:6])).station((-2, 1)).station((1, -1))
    assert plain.fastest("ent-2", "com-5")[0] == 5
    assert crossed.fastest("ent-2", "com-5")[0] == 6  # seat 2's line made a station at (-1, -1) on ACROSS


def test_MM_TIP_6_with_three_or_four_players_a_shared_route_pays_everyone_on_it():
    three = box(3, (0, UP), (1, ACROSS)).station((-2, 1)).station((1, -1))
    three.marker("B", "ent-2", 2).marker("B", "com-5", 2)
    assert trips(three.state)[1].points == (3, 3, 0)


def test_MM_TIP_7_a_marker_kept_in_hand_makes_its_holder_guilty():
    sandbox = box(3, (0, UP), (1, WEST)).station((-2, 1)).station((-4, 3))
    assert trip_e(sandbox, "ent-2", "commercial").guilty == (1,)


def test_MM_TIP_8_a_laid_marker_needs_a_station_beside_it():
    without = trip_e(box(3, (0, UP), (1, WEST)).station((-2, 1)), "ent-2", "com-3")
    assert without.guilty == (1,)
    served = trip_e(box(3, (0, UP), (1, WEST)).station((-2, 1)).station((-4, 3)), "ent-2", "com-3")
    assert served.guilty == (0, 1)  # served, but still unconnected: now both are to blame


def test_MM_TIP_9_the_sheet_adds_station_points_and_trip_points():
    sandbox = box(3, (0, UP), (0, ACROSS)).station((-2, 1)).station((1, -1))
    score = sandbox.marker("B", "ent-2", 1).marker("B", "com-5", 2).score()
    assert score.rows(0)["stations"] == 2 and score.rows(0)["trip B"] == 3
    assert score.total(0) == sum(score.rows(0).values()) == 5
    assert RULES.score(sandbox.state).total(0) == 2  # during the game only the station points show
