"""One test per station rule, MM-STN-1, MM-STN-2, MM-STN-3, MM-STN-4, MM-STN-5, MM-STN-6, MM-STN-7, MM-STN-8 and
MM-EX-1, with the gaps the engine decides (MM-GAP-8, MM-GAP-9, MM-GAP-13, MM-GAP-24, MM-GAP-26)."""

import dataclasses

from mm_helpers import ACROSS, DIAG, UP, box, dig, play, position, refused, station_at

from gamekit.metromania import STATIONS, Sandbox, Station, Stop
from gamekit.metromania.state import station_places
from gamekit.metromania.stations import station_points

# Seat 1's line meets UP at (-2, 0), runs beside it to (-2, 2) and leaves it towards (-3, 3).
ALONG_UP = [(-4, -1), (-3, -1), (-3, 0), (-2, 0), (-2, 1), (-2, 2), (-3, 3)]


def test_MM_STN_1_a_station_appears_where_a_new_tunnel_touches_another_line():
    crossed = box(2, (0, UP), (1, ACROSS)).state
    assert crossed.stations == (Stop((-2, -1), 1, 0, "contact"),)  # the crossing, caused by seat 1
    met = box(2, (0, UP), (1, ALONG_UP[:4])).state
    assert station_at(met, (-2, 0)) == [Stop((-2, 0), 1, 1, "contact")]  # touching without crossing


def test_MM_STN_1_a_station_appears_where_two_lines_side_by_side_part():
    state = box(2, (0, UP), (1, ALONG_UP)).state
    assert [(s.vertex, s.how) for s in state.stations] == [((-2, 0), "contact"), ((-2, 2), "fork")]


def test_MM_GAP_26_touching_your_own_other_line_makes_a_station_too():
    state = box(2, (0, UP), (0, ACROSS)).state
    assert station_at(state, (-2, -1)) == [Stop((-2, -1), 0, 0, "contact")]


def test_MM_STN_2_an_automatic_station_does_not_end_the_move():
    state = position(box(2, (0, UP), (1, ACROSS[:2])), seat=1)
    after = play(state, dig(0, (-3, -1), (-2, -1)))
    assert station_at(after, (-2, -1)) and after.seat == 1 and after.laid == 1
    after = play(after, dig(0, (-2, -1), (-1, -1), (0, -1)))
    assert after.seat == 0


def test_MM_STN_3_the_player_who_caused_a_station_scores_one_point_per_spot_next_to_it():
    state = position(box(2, (0, UP), (1, ALONG_UP[:3])), seat=1)
    after = play(state, dig(0, (-3, 0), (-2, 0)))  # seat 1 touches UP at (-2, 0), next to ent-2
    assert station_at(after, (-2, 0)) == [Stop((-2, 0), 1, 1, "contact")] and after.points == (0, 1)
    two = box(2, (0, DIAG), (1, [(4, 1), (3, 1), (2, 1), (1, 1), (0, 1)])).state  # (0, 1): ent-1 and ent-3
    assert station_at(two, (0, 1))[0].points == 2 and two.points == (0, 2)
    none = box(2, (0, UP), (1, ACROSS)).state  # (-2, -1) serves no spot
    assert none.stations[0].points == 0 and none.points == (0, 0)


def test_MM_EX_1_zero_to_three_points_and_nothing_for_the_park_or_lake():
    """ "Jeśli stacja przylega do dwóch głównych lokalizacji gracz otrzymuje 2 punkty (do 3 - 3 punkty itd.)":
    the city has a vertex touching three spots, (-3, 3), a corner of res-1, com-2 and com-3."""
    city = Sandbox(seed=0).city
    assert [station_points(city, city.index[v], False) for v in [(-3, 0), (-2, 0), (0, 1), (-3, 3)]] == [0, 1, 2, 3]
    assert {name for name, near in city.locations.items() if (-3, 3) in near} == {"res-1", "com-2", "com-3"}
    three = Sandbox(seed=0).line(0, [(-5, 4), (-4, 4), (-3, 3), (-2, 3), (-2, 4)]).station((-3, 3)).state
    assert station_at(three, (-3, 3))[0].points == 3
    at_park = Sandbox(seed=0).line(0, DIAG).station((3, -2)).state  # (3, -2) serves com-6 and the park
    assert station_at(at_park, (3, -2))[0].points == 1
    little = Sandbox(seed=0, variant="little_subway").line(0, DIAG).station((3, -2)).state
    assert station_at(little, (3, -2))[0].points == 2


def test_MM_STN_4_side_by_side_no_stations_between_the_join_and_the_fork():
    state = box(2, (0, UP), (1, ALONG_UP)).state
    assert not station_at(state, (-2, 1))  # the lines run side by side past it
    assert all(s.vertex != (-2, 1) for s in state.stations) and len(state.stations) == 2


def test_MM_STN_5_a_station_move_goes_on_a_closed_section():
    state = position(box(2, (0, UP), (1, ACROSS[:6])), seat=1)  # seat 1's line crosses UP at (-2, -1)
    places = [state.city.vertices[v] for v in station_places(state, 1)]
    assert places == [(-3, -1)]  # between the start and the crossing station
    after = play(state, Station((-3, -1)))
    assert station_at(after, (-3, -1))[0].how == "built"
    assert "last section" in refused(state, Station((-1, -1)), "MM-STN-5")  # after the last station
    assert "not on one of your lines" in refused(state, Station((-2, 1)), "MM-STN-5")
    assert "already" in refused(state, Station((-2, -1)), "MM-STN-5")


def test_MM_STN_6_a_station_move_scores_the_spots_next_to_it():
    state = position(box(2, (0, UP), (1, DIAG[:7] + [(-2, 2)])), seat=1)  # seat 1's line touches UP at (-2, 2)
    after = play(state, Station((0, 1)))  # serves ent-1 and ent-3
    assert after.points[1] == state.points[1] + 2
    after = play(state, Station((3, -2)))  # serves com-6; the park gives nothing
    assert after.points[1] == state.points[1] + 1


def test_MM_STN_7_a_station_move_is_the_whole_move():
    state = position(box(2, (0, UP), (1, ACROSS[:6])), seat=1)
    after = play(state, Station((-3, -1)))
    assert after.seat == 0  # the turn has passed
    digging = play(state, dig(0, (1, -1), (2, -1)))
    assert "one or the other" in refused(digging, Station((-3, -1)), "MM-STN-7")


def test_MM_STN_8_no_station_move_on_a_finished_line():
    finished = box(2, (0, UP), (1, ACROSS))
    state = position(finished.station((3, -1)), seat=1)  # (-3, -1) is now inside a closed section
    assert "finished line" in refused(state, Station((-3, -1)), "MM-STN-8")
    assert station_places(state, 1) == []


def test_MM_STN_8_no_station_move_on_another_players_finished_line_either():
    """ "NIE MOŻNA ZBUDOWAĆ STACJI NA SKOŃCZONEJ LINII METRA. Kolejne stacje na skończonej linii mogą powstawać
    jedynie w wyniku przecinania się z innymi budowanymi liniami metra": whoever owns the finished line."""
    beside = position(box(2, (0, UP), (1, ALONG_UP)), seat=1)  # (-2, 1): beside seat 0's finished UP
    assert "a finished line" in refused(beside, Station((-2, 1)), "MM-STN-8")
    assert beside.city.index[(-2, 1)] not in station_places(beside, 1)
    assert station_at(beside, (-2, 0)) and station_at(beside, (-2, 2))  # it lies inside a closed section
    unfinished = position(box(2, (0, UP[:-1]), (1, ALONG_UP)), seat=1)
    after = play(unfinished, Station((-2, 1)))  # the same place beside an unfinished line is fine
    assert station_at(after, (-2, 1))[0].how == "built"


def test_MM_GAP_13_the_last_station_marker_ends_the_supply():  # MM-COMP-7
    state = position(box(2, (0, UP), (1, ACROSS[:2])), seat=1)
    filler = tuple(Stop(v, 0, 0, "built") for v in (UP[1:-1] + DIAG[1:-1] * 3)[:STATIONS])
    full = dataclasses.replace(state, stations=filler)
    after = play(full, dig(0, (-3, -1), (-2, -1)))  # touches UP, but no marker is left
    assert len(after.stations) == STATIONS and after.stations == full.stations and after.points == (0, 0)
    assert "All 30" in refused(full, Station((-3, -1)), "MM-COMP-7")


def test_MM_GAP_9_an_acute_turn_where_leaving_a_side_by_side_run_makes_a_station():
    along = position(box(2, (0, UP), (1, ALONG_UP[:5])), seat=1)  # beside UP from (-2, 0) to (-2, 1)
    after = play(along, dig(0, (-2, 1), (-1, 0)))  # a sharp turn, allowed by the fork station it makes
    assert station_at(after, (-2, 1))[0].how == "fork"
    alone = position(box(2, (1, ALONG_UP[:5])), seat=1)
    refused(alone, dig(0, (-2, 1), (-1, 0)), "MM-LINE-3")
