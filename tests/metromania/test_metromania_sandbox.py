"""The Metromania sandbox on the one sandbox model (gamekit.sandbox): its edits are moves of a Match, so saves
round-trip through gamekit.load, undo restores the state exactly, a refused edit changes nothing and cites its rule,
and it digs, builds stations and scores with the engine's own code (dig.Dig, turns.py, stations.py)."""

import dataclasses

import pytest
from mm_helpers import ACROSS, DIAG, UP, WEST, box, sandbox_refuses, whole

import gamekit
from gamekit import IllegalMove
from gamekit.metromania import Sandbox, Stop
from gamekit.metromania.sandbox import RULES
from gamekit.metromania.sandbox_moves import ExtendLine, GiveMarker, LayLine, PlaceStation
from gamekit.metromania.state import initial_state
from gamekit.metromania.stations import station_points
from gamekit.metromania.turns import station


def built():
    """A sandbox with two crossing lines, the first unfinished, a station built by hand and a pair of markers."""
    return box(3, (0, UP[:5]), (1, ACROSS)).station((-2, 0)).marker("B", "ent-2", 1).marker("B", "com-5", 0)


def test_a_sandbox_save_round_trips_through_gamekit_load():
    sandbox = built()
    again = gamekit.load(sandbox.to_json())
    assert again.rules is RULES and again.history == sandbox.match.history
    assert whole(again.state) == whole(sandbox.state)
    assert Sandbox.load(sandbox.to_json()).score() == sandbox.score()
    assert [type(edit) for edit in again.history] == [LayLine, LayLine, PlaceStation, GiveMarker, GiveMarker]


def test_undo_restores_every_state_and_redo_replays_it():
    sandbox = Sandbox(players=3, seed=0)
    states = [whole(sandbox.state)]
    for edit in (
        lambda: sandbox.line(0, UP),
        lambda: sandbox.line(1, ACROSS),
        lambda: sandbox.station((-2, 1)),
        lambda: sandbox.marker("B", "ent-2", 1),
    ):
        edit()
        states.append(whole(sandbox.state))
    for state in reversed(states[:-1]):
        sandbox.undo()
        assert whole(sandbox.state) == state
    for state in states[1:]:
        sandbox.redo()
        assert whole(sandbox.state) == state


@pytest.mark.parametrize(
    ("edit", "rule"),
    [
        (ExtendLine(0, 0, (-1, 0)), "MM-LINE-3"),  # a sharp turn at (-2, 1), where there is no station
        (ExtendLine(0, 0, (-2, 0)), "MM-LINE-4"),  # back onto itself
        (ExtendLine(0, 0, (0, 0)), "MM-GRID-1"),  # not along one edge from the line's end
        (ExtendLine(0, 2, (0, 0)), "MM-COMP-5"),
        (ExtendLine(2, 1, (-4, 5)), "MM-LINE-1"),  # a line starts on a white arrow
        (LayLine(0, tuple(UP)), "MM-LINE-1"),  # whose start holds a line already
        (LayLine(5, tuple(WEST)), "MM-COMP-10"),
        (LayLine(0, ()), "MM-GRID-1"),
        (PlaceStation((-2, -1), 0), "MM-STN-5"),  # the crossing has its station
        (PlaceStation((-2, -3), 0), "MM-GRID-1"),  # the start arrow is no place for one
        (GiveMarker("A", "ent-2", 0), "MM-COMP-9"),  # A is residential and commercial
        (GiveMarker("B", "com-5", 2), "MM-COMP-9"),  # in play already
        (GiveMarker("E", "ent-2", 2), "MM-GAP-3"),  # the spot holds marker B
    ],
)
def test_MM_GRID_1_a_refused_edit_changes_nothing_and_cites_its_rule(edit, rule):
    """ "na wierzchołkach małych trójkątów": every refusal of the sandbox has its rule, and the city stays."""
    sandbox = built()
    before, history = sandbox.state, sandbox.match.history
    with pytest.raises(IllegalMove) as caught:
        sandbox.play(edit)
    assert caught.value.rule == rule and caught.value.reason.endswith("."), caught.value
    assert sandbox.state is before and sandbox.match.history == history
    assert RULES.why_illegal(sandbox.state, edit).rule == rule and edit not in sandbox.match.legal_moves()


def test_MM_LINE_2_a_line_dug_one_tunnel_at_a_time_is_the_line_laid_at_once():
    """ "rozbudowywana jest zawsze od swego końca i nigdzie nie może się rozwidlać": ExtendLine digs from the end,
    with the same stations, points and room as LayLine."""
    at_once = box(2, (0, UP), (1, DIAG))
    by_tunnel = box(2, (0, UP))
    for vertex in DIAG:
        edit = ExtendLine(1, 0, vertex)
        assert edit in by_tunnel.match.legal_moves()
        by_tunnel.play(edit)
    assert whole(by_tunnel.state) == whole(at_once.state)
    assert by_tunnel.state.lines[2].finished and by_tunnel.state.stations == at_once.state.stations


def test_MM_STN_6_a_sandbox_station_is_the_game_s_station():
    """ "po 1 punkcie za każdą przylegającą do stacji główną lokalizację": the sandbox builds it with turns.station,
    scored for the owner of the first line through it unless told otherwise."""
    sandbox = box(2, (0, UP))
    state = sandbox.state
    v = state.city.index[(-2, 1)]
    sandbox.station((-2, 1))
    assert whole(sandbox.state) == whole(station(state, v, 0, "built"))
    assert sandbox.state.stations == (Stop((-2, 1), 0, station_points(state.city, v, False), "built"),)
    assert box(2, (0, UP)).station([-2, 1], owner=1).state.points == (0, 1)  # a vertex typed as a list
    sandbox_refuses(sandbox, sandbox.station, "MM-COMP-10", (-2, 2), 2)


def test_a_sandbox_state_is_a_game_state_without_markers():
    sandbox = Sandbox(players=4, seed=3, variant="little_subway")
    assert sandbox.state == dataclasses.replace(initial_state(4, 3, "little_subway"), markers=())
    assert sandbox.match.options == {"variant": "little_subway", "guilt_mode": "penalty", "two_player_trip_rule": True}
    with pytest.raises(ValueError, match="players must be one of"):
        Sandbox(players=5)


def test_every_edit_says_what_it_does_and_a_malformed_one_never_breaks_str():
    assert str(LayLine(0, tuple(UP))) == "player 1: a line from (-2, -3) to (-2, 5)"
    assert str(ExtendLine(1, 1, [2, 3])) == "player 2: the dashed line to (2, 3)"
    assert str(PlaceStation((0, 0), 0)) == "a station at (0, 0) for player 1"
    assert str(GiveMarker("B", "commercial", 1)) == "player 2: marker B in hand (commercial)"
    for bad in (
        LayLine("x", None),
        LayLine(0, ()),
        ExtendLine(0, 7, "north"),
        PlaceStation(None, 1.5),
        GiveMarker(1, 2, 3),
    ):
        assert str(bad)
        assert RULES.why_illegal(Sandbox().state, bad).rule in ("MM-GRID-1", "MM-COMP-5", "MM-COMP-9", "MM-COMP-10")
