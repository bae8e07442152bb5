"""The variants in play and in scoring: Running blind & wild and My little subway, and the guilt examples. MM-VAR-4,
MM-VAR-5, MM-VAR-6, MM-VAR-7, MM-VAR-9, MM-EX-6, MM-GAP-22. (Set-up variants: test_metromania_setup.py; MM-VAR-8:
_end.py.)"""

import dataclasses

from mm_helpers import ACROSS, DIAG, UP, WEST, box, dig, play, position, refused

from gamekit.metromania import Sandbox, new_game, trips
from gamekit.metromania.scoring import LITTLE_CATEGORIES


def blind(line=DIAG[:4]):
    """Seat 0 on turn in Running blind & wild, seed 0: counters C on res-4 and E on ent-3, none on com-6."""
    return position(box(2, (0, line), variant="running_blind"))


def test_MM_VAR_4_digging_a_spot_turns_its_counter_letter_up_for_the_digger():
    state = blind()
    assert "leave letter out" in refused(state, dig(0, (2, -1), (1, 0), spot="res-4", letter="C"), "MM-VAR-4")
    after = play(state, dig(0, (2, -1), (1, 0), spot="res-4"))
    counter = next(m for m in after.markers if m.spot == "res-4")
    assert (counter.letter, counter.holder, counter.shown) == ("C", 0, True)


def test_MM_VAR_4_digging_a_spot_without_a_counter_is_forbidden():
    state = blind(DIAG[:3])  # its tip (3, -2) is a corner of com-6, which holds no counter
    assert "no destination counter" in refused(state, dig(0, (3, -2), (2, -2), spot="com-6"), "MM-VAR-4")
    play(state, dig(0, (3, -2), (2, -2)))  # beside it, on the plain triangle, is fine


def test_MM_VAR_5_a_test_is_cancelled_when_its_counters_touch_or_one_was_never_dug_up():
    state = blind()
    assert all(t.points == (0, 0) and "never dug up" in t.note for t in trips(state)[:6])  # all still face down
    touching = {("C", "entertainment"): "ent-3", ("C", "residential"): "res-4"}  # they share vertex (1, 0)
    markers = tuple(
        dataclasses.replace(m, spot=touching[m.letter, m.kind], holder=0, shown=True)
        if (m.letter, m.kind) in touching
        else m
        for m in state.markers
    )
    moved = dataclasses.replace(
        state, markers=tuple(m for m in markers if m.spot not in ("ent-3", "res-4") or m.letter == "C")
    )
    result = trips(moved)[2]
    assert result.name == "C" and "touch, test cancelled" in result.note
    assert result.points == (0, 0) and result.guilty == ()  # no connection, yet nobody is guilty


def test_MM_VAR_6_my_little_subway_has_no_markers_and_no_tests():
    match = new_game(players=2, seed=0, variant="little_subway")
    assert match.state.markers == () and trips(match.state) == []
    assert match.score().categories == LITTLE_CATEGORIES == ("stations", "finished lines")
    state = position(
        box(2, (1, [(-4, -1), (-3, -1), (-3, 0), (-2, 0)]), (0, UP), variant="little_subway"), seat=1, markers=()
    )
    after = play(state, dig(0, (-2, 0), (-2, 1)))  # along UP: its only room is spot ent-2, dug with no marker
    assert after.lines[2].path[-1] == (-2, 1) and after.markers == ()
    assert "no location markers" in refused(state, dig(0, (-2, 0), (-2, 1), spot="ent-2"), "MM-VAR-6")


def test_MM_VAR_7_my_little_subway_counts_the_park_and_the_lake():
    little = box(2, (0, ACROSS), variant="little_subway").station((3, -1))  # a corner of the park only
    assert little.state.stations[0].points == 1
    assert box(2, (0, ACROSS)).station((3, -1)).state.stations[0].points == 0
    both = box(2, (0, ACROSS), variant="little_subway").station((4, -1))  # the park and ent-4
    assert both.state.stations[0].points == 2


def test_MM_VAR_9_my_little_subway_keeps_all_points_and_adds_5_per_finished_line():
    sandbox = box(2, (0, UP), (1, ACROSS[:4]), variant="little_subway").station((-2, 1)).station((-3, -1))
    score = sandbox.score()
    assert score.rows(0) == {"stations": 1, "finished lines": 5}
    assert score.rows(1) == {"stations": 1, "finished lines": 0}  # one line unfinished: no cut (MM-SCORE-1)
    assert box(2, (0, UP), (0, WEST), variant="little_subway").score().rows(0)["finished lines"] == 10


def test_MM_EX_6_guilt_for_an_impossible_trip():
    def trip_e(players, *stations, laid=("ent-2", "com-3")):
        sandbox = box(players, (0, UP), (1, WEST))
        for vertex in stations:
            sandbox.station(vertex)
        return trips(sandbox.marker("E", laid[0], 0).marker("E", laid[1], 1).state)[4]

    assert trip_e(3, (-2, 1), laid=("ent-2", "commercial")).points == (0, -6, 0)  # (a) never laid
    assert trip_e(3, (-2, 1)).points == (0, -6, 0)  # (b) com-3 has no station
    assert trip_e(3, (-2, 1), (-4, 3)).points == (-6, -6, 0)  # (c) both served, no connection
    assert trip_e(2, (-2, 1), (-4, 3)).points == (0, 0)  # (d) 2 players, both guilty: nobody pays
    assert Sandbox(players=2).score().rows(0)["trip E"] == 0  # no markers in play: no test
