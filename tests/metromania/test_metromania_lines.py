"""One test per rule of the moves and of digging a line: MM-FLOW, MM-MOVE, MM-LINE, MM-LOC, MM-END (and
MM-GRID-1's refusals). Positions are built in a Sandbox of seed 0 and resumed as a game (mm_helpers)."""

import dataclasses

import pytest
from mm_helpers import ACROSS, DEAD_END, DIAG, LONG, UP, WEST, dig, no_bonus, play, position, refused, station_at

from gamekit import IllegalMove
from gamekit.metromania import Sandbox, StartLine, Station, Tunnels, new_game
from gamekit.metromania.dig import Dig
from gamekit.metromania.lines import start_arrows
from gamekit.metromania.rules import RULES
from gamekit.metromania.steps import reach


def started(vertices, seat=0, players=2, others=()):
    """A game position where `seat` is on turn with its solid line along `vertices` (and other lines)."""
    box = Sandbox(players=players, seed=0)
    for owner, line in others:
        box.line(owner, line)
    box.line(seat, vertices)
    return position(box, seat=seat)


def test_MM_FLOW_1_the_first_player_is_drawn_from_the_seed():
    firsts = {new_game(players=4, seed=seed).current_player for seed in range(20)}
    assert firsts == {0, 1, 2, 3}
    match = new_game(players=3, seed=11)
    assert match.current_player == match.state.setup.first == new_game(players=3, seed=11).current_player


def test_MM_FLOW_2_play_passes_clockwise():
    match = new_game(players=4, seed=1)
    order = []
    while len(order) < 8:
        seat = match.current_player
        if not order or order[-1] != seat:
            order.append(seat)
        match.play(match.legal_moves()[0])
    first = order[0]
    assert order == [(first + k) % 4 for k in range(8)]


def test_MM_MOVE_1_the_first_move_starts_one_line():
    match = new_game(players=2, seed=0)
    assert {type(m) for m in match.legal_moves()} == {StartLine}
    refused(match.state, dig(0, (-2, -3), (-2, -2)), "MM-MOVE-1")
    refused(match.state, Station((0, 0)), "MM-MOVE-1")
    match.play(StartLine(0, (-2, -3)))
    refused(match.state, StartLine(1, (5, -4)), "MM-MOVE-1")  # only one line a move
    assert match.current_player == 0 and {type(m) for m in match.legal_moves()} == {Tunnels}


def test_MM_MOVE_2_the_second_line_starts_in_a_later_move():
    match = new_game(players=2, seed=0)
    match.play(StartLine(0, (-2, -3)))
    match.play(dig(0, *UP[:4]))
    assert match.current_player == 1
    match.play(StartLine(0, (5, -2)))
    match.play(match.legal_moves()[0])
    while match.current_player == 1:
        match.play(match.legal_moves()[0])
    assert StartLine(1, (2, 3)) in match.legal_moves()
    match.play(StartLine(1, (2, 3)))
    assert match.state.lines[1].path == ((2, 3),)


def test_MM_MOVE_3_the_second_line_starts_on_the_opposite_half():
    state = started(UP[:3])
    assert {state.city.arrows[v][1] for v in start_arrows(state, 0, 1)} == {5, 0, 1}  # side 3 faces 5, 0, 1
    assert "opposite" in refused(state, StartLine(1, (-5, 2)), "MM-MOVE-3")  # side 2, next to side 3
    assert "opposite" in refused(state, StartLine(1, (-4, -1)), "MM-MOVE-3")  # side 3 itself
    assert "opposite" in refused(state, StartLine(1, (1, -5)), "MM-MOVE-3")  # side 4, next to side 3
    play(state, StartLine(1, (2, 3)))


def test_MM_GAP_11_any_free_white_arrow_when_the_opposite_half_is_full():  # MM-MOVE-3
    state = started(UP[:3], players=4)
    city = state.city
    facing = [v for v in city.arrows if city.arrows[v] in {("white", 5), ("white", 0), ("white", 1)}]
    lines = list(state.lines)
    for k, v in zip((2, 3, 4, 5, 6, 7), facing):
        lines[k] = dataclasses.replace(lines[k], path=(v,), ids=(city.index[v],))
    full = dataclasses.replace(state, lines=tuple(lines))
    assert set(start_arrows(full, 0, 1)) == {v for v, (c, _) in city.arrows.items() if c == "white"} - set(facing) - {
        UP[0]
    }
    play(full, StartLine(1, (-5, 2)))


def test_MM_MOVE_4_a_move_lays_three_tunnels_or_builds_one_station():
    state = started(UP[:2])
    after = play(state, dig(0, *UP[1:3]), dig(0, *UP[2:4]))
    assert after.seat == 0 and after.laid == 2
    after = play(after, dig(0, *UP[3:5]))
    assert after.seat == 1 and after.laid == 0  # 3 tunnels: the turn has passed
    assert "1 to 3 segments" in refused(state, dig(0, *UP[1:6]), "MM-MOVE-4")
    assert "1 to 3 segments" in refused(state, Tunnels(()), "MM-MOVE-4")
    refused(state, "dig", "MM-MOVE-4")


def test_one_move_of_three_segments_is_three_moves_of_one():
    state = started(UP[:2])
    at_once = play(state, dig(0, *UP[1:5]))
    one_by_one = play(state, dig(0, *UP[1:3]), dig(0, *UP[2:4]), dig(0, *UP[3:5]))
    assert at_once == one_by_one


def test_MM_LINE_1_a_line_starts_on_an_empty_white_arrow():
    match = new_game(players=2, seed=0)
    state = match.state
    assert "white arrow" in refused(state, StartLine(0, (-3, -2)), "MM-LINE-1")  # a black arrow
    assert "white arrow" in refused(state, StartLine(0, (0, 0)), "MM-LINE-1")  # not on the edge
    match.play(StartLine(0, (-2, -3)))
    match.play(dig(0, *UP[:4]))
    assert "already holds a start marker" in refused(match.state, StartLine(0, (-2, -3)), "MM-LINE-1")
    refused(started(UP[:2]), dig(1, (5, -4), (4, -3)), "MM-LINE-1")  # the dashed line has not started


def test_MM_LINE_2_a_line_grows_only_from_its_end():
    state = started(UP[:4])
    assert "ends at (-2, 0)" in refused(state, dig(0, (-2, -1), (-1, -1)), "MM-LINE-2")  # would branch
    assert "ends at (-2, 0)" in refused(state, dig(0, (-2, -2), (-1, -2)), "MM-LINE-2")
    play(state, dig(0, (-2, 0), (-2, 1)))


def test_MM_LINE_3_no_acute_turn_except_at_a_station():
    bare = started(ACROSS[:3], seat=1)
    assert "acute angle at (-2, -1)" in refused(bare, dig(0, (-2, -1), (-3, 0)), "MM-LINE-3")
    crossed = started(ACROSS[:2], seat=1, others=[(0, UP)])
    after = play(crossed, dig(0, (-3, -1), (-2, -1)))  # touches UP: a station appears at (-2, -1)
    assert station_at(after, (-2, -1))
    play(after, dig(0, (-2, -1), (-3, 0)))  # the same sharp turn, now at a station


def test_MM_LINE_4_a_line_never_touches_itself():
    hook = [(-4, -1), (-3, -1), (-2, -1), (-2, 0), (-3, 1), (-4, 1), (-4, 0)]  # gentle turns around (-3, 0)
    state = started(hook)
    assert "already passes (-3, -1)" in refused(state, dig(0, (-4, 0), (-3, -1)), "MM-LINE-4")
    assert "already passes (-4, -1)" in refused(state, dig(0, (-4, 0), (-4, -1)), "MM-LINE-4")  # a loop
    with pytest.raises(IllegalMove, match="MM-LINE-4"):
        Sandbox(seed=0).line(0, hook + [(-3, -1)])


def with_finished_dashed_line(solid):
    return position(Sandbox(seed=0).line(0, solid).line(0, DIAG))


def test_MM_LINE_5_a_move_lays_three_tunnels_when_it_can():
    state = with_finished_dashed_line([(3, -5), (2, -4), (1, -4), (0, -4)])
    reason = refused(state, dig(0, (0, -4), (0, -5)), "MM-LINE-5")  # a dead end: 1 tunnel instead of 3
    assert "this way it can lay 1 more" in reason and "another way 3" in reason
    after = play(state, dig(0, (0, -4), (-1, -3)))
    assert after.seat == 0  # the move goes on


def test_MM_LINE_5_fewer_tunnels_when_no_more_fit():
    state = with_finished_dashed_line(DEAD_END)
    after = play(state, dig(0, (0, -4), (0, -5)))  # the only tunnel left
    assert after.seat == 1 and after.lines[0].tunnels == 7


def test_MM_GAP_12_a_move_starts_the_second_line_to_lay_the_rest():  # MM-LINE-5
    state = started(DEAD_END)
    assert play(state, dig(0, (0, -4), (0, -5))) == play(state, dig(0, (0, -4), (0, -5)))
    after = play(state, dig(0, (0, -4), (0, -5)))
    starts = RULES.legal_moves(after)
    assert after.seat == 0 and starts and {type(m) for m in starts} == {StartLine}
    after = play(after, starts[0])
    assert after.seat == 0 and reach(Dig(after), 2) == 2


def test_MM_LINE_6_eighteen_tunnels_at_most():
    state = started(LONG)
    assert state.lines[0].tunnels == 18
    assert "all 18" in refused(state, dig(0, (-3, -1), (-3, -2)), "MM-LINE-6")
    assert not Dig(state).options((0,))
    with pytest.raises(IllegalMove, match="MM-LINE-6"):
        Sandbox(seed=0).line(0, LONG + [(-4, 0)])


def test_MM_LINE_7_no_line_touches_another_line_s_arrows():
    state = started([(2, 3), (2, 2), (2, 1), (3, 0), (4, 0), (5, 0)])
    assert "start arrow" in refused(state, dig(0, (5, 0), (4, 1)), "MM-LINE-7")  # a free white arrow
    taken = started([(2, 3), (2, 2), (2, 1), (3, 0), (4, 0), (5, 0)], others=[(1, [(4, 1), (3, 1)])])
    assert "start arrow" in refused(taken, dig(0, (5, 0), (4, 1)), "MM-LINE-7")  # another line's start


def test_MM_GRID_1_tunnels_run_along_edges():
    state = started(UP[:2])
    assert "along edges" in refused(state, dig(0, (-2, -2), (-2, 0)), "MM-GRID-1")
    assert "not an edge" in refused(state, dig(0, (-2, -2), (9, 9)), "MM-GRID-1")
    assert "not a vertex" in refused(state, Station((0.5, 0)), "MM-GRID-1")


# --- location markers ----------------------------------------------------------------------------------


def on_ent_2():
    """Seat 1's solid line has reached UP at (-2, 0); running on along UP to (-2, 1) it must lie on ent-2."""
    return started([(-4, -1), (-3, -1), (-3, 0), (-2, 0)], seat=1, others=[(0, UP)])


def test_MM_LOC_1_a_tunnel_on_a_spot_needs_a_marker_of_its_type():
    state = on_ent_2()
    assert "spot ent-2" in refused(state, dig(0, (-2, 0), (-2, 1)), "MM-LOC-1")
    assert "no entertainment marker A" in refused(state, dig(0, (-2, 0), (-2, 1), spot="ent-2", letter="A"), "MM-LOC-1")
    assert "Say which" in refused(state, dig(0, (-2, 0), (-2, 1), spot="ent-2"), "MM-LOC-1")
    assert refused(state, dig(0, (-2, 0), (-2, 1), spot="res-1", letter="C"), "MM-LOC-1")
    after = play(state, dig(0, (-2, 0), (-2, 1), spot="ent-2", letter="B"))  # seat 1 holds B and F of this type
    marker = next(m for m in after.markers if m.letter == "B" and m.kind == "entertainment")
    assert (marker.spot, marker.holder, marker.shown) == ("ent-2", 1, True)
    assert after.room.dug == 1 << after.city.spots["ent-2"]  # the tunnel lies on the spot


def test_MM_LOC_1_without_a_marker_of_the_type_the_spot_is_closed():
    state = on_ent_2()
    markers = tuple(m if m.kind != "entertainment" else dataclasses.replace(m, holder=0) for m in state.markers)
    closed = dataclasses.replace(state, markers=markers)
    assert "no entertainment marker B" in refused(
        closed, dig(0, (-2, 0), (-2, 1), spot="ent-2", letter="B"), "MM-LOC-1"
    )
    assert all(move.segments[0][1][1] != (-2, 1) for move in RULES.legal_moves(closed) if type(move) is Tunnels)


def test_MM_GAP_3_a_player_may_lay_a_marker_beside_a_free_plain_side():
    state = started(DIAG[:4])
    plain = play(state, dig(0, (2, -1), (1, 0)))
    marked = play(state, dig(0, (2, -1), (1, 0), spot="res-4", letter="A"))
    assert plain.markers == state.markers and marked.markers != state.markers
    assert not plain.room.dug and marked.room.dug == 1 << state.city.spots["res-4"]


def test_MM_LOC_2_one_marker_per_move():
    state = play(started(DIAG[:4]), dig(0, (2, -1), (1, 0), spot="res-4", letter="A"))
    assert state.marker_laid
    assert "at most one" in refused(state, dig(0, (1, 0), (0, 1), spot="ent-3", letter="C"), "MM-LOC-2")
    after = play(state, dig(0, (1, 0), (0, 1)))
    assert not any(m.spot == "ent-3" for m in after.markers)


def test_MM_LOC_3_a_marker_never_touches_its_twin():
    state = started(DIAG[:5])
    twin = tuple(
        dataclasses.replace(m, spot="res-4") if (m.letter, m.kind) == ("C", "residential") else m for m in state.markers
    )
    touching = dataclasses.replace(state, markers=twin)  # C residential lies on res-4, touching ent-3 at (1, 0)
    assert "touches" in refused(touching, dig(0, (1, 0), (0, 1), spot="ent-3", letter="C"), "MM-LOC-3")
    play(touching, dig(0, (1, 0), (0, 1), spot="ent-3", letter="E"))


def test_MM_LOC_4_nobody_builds_in_the_park_or_the_lake():
    state = started(DIAG[:2])
    assert "park or the lake" in refused(state, dig(0, (4, -3), (4, -2)), "MM-LOC-4")  # to the park's middle
    play(state, dig(0, (4, -3), (3, -2)))  # along the park's rim, on the triangle outside it


# --- finishing a line ----------------------------------------------------------------------------------


def test_MM_END_1_a_line_ends_on_an_empty_black_arrow():
    state = started(WEST[:-1])
    after = play(state, dig(0, (-4, 4), (-4, 5)))
    assert after.lines[0].finished and after.lines[0].path[-1] == (-4, 5)
    taken = started(WEST[:-1], others=[(1, DIAG)])  # seat 1's line ends at (-4, 5)
    assert taken.lines[2].finished
    assert "empty one" in refused(taken, dig(0, (-4, 4), (-4, 5)), "MM-END-1")


def test_MM_END_2_a_line_ends_on_the_half_opposite_its_start():
    state = started(UP[:1])
    assert "opposite its start" in refused(state, dig(0, (-2, -3), (-1, -4)), "MM-END-2")  # side 3, its own
    assert "opposite its start" in refused(state, dig(0, (-2, -3), (-3, -2)), "MM-END-2")


def test_MM_END_2_a_line_dug_into_a_corner_may_end_on_its_own_half():
    """ "Linia metra musi się kończyć na przeciwległej połowie planszy względem krawędzi startu, chyba że nie ma
    już takiej możliwości": from the corner (-5, 5) the line could go on only by an acute turn, so it can never
    reach the far half, and it ends on the black arrow (-4, 5) next to its start side (test_metromania_finish.py
    has the search behind it)."""
    cornered = position(Sandbox(seed=0).line(0, [(-5, 4), (-5, 5)]))
    refused(cornered, dig(0, (-5, 5), (-4, 4)), "MM-LINE-3")
    assert dig(0, (-5, 5), (-4, 5)) in RULES.legal_moves(cornered)
    assert no_bonus(play(cornered, dig(0, (-5, 5), (-4, 5)))).lines[0].finished
    with_station = position(Sandbox(seed=0).line(0, [(-5, 4), (-5, 5)]).station((-5, 5)))
    assert "opposite its start" in refused(with_station, dig(0, (-5, 5), (-4, 5)), "MM-END-2")
    play(with_station, dig(0, (-5, 5), (-4, 4)))  # the station allows the turn, and the far half is open


def test_MM_END_3_the_end_marker_closes_the_line():
    state = no_bonus(play(started(DIAG[:-1]), dig(0, (-3, 4), (-4, 5))))
    assert "is finished" in refused(dataclasses.replace(state, seat=0, laid=0), dig(0, (-4, 5), (-4, 4)), "MM-END-3")
    view = RULES.view(state, 1)
    assert view["lines"][0]["finished"] and view["lines"][0]["path"][-1] == [-4, 5]


def test_MM_END_4_finishing_a_line_gives_a_bonus_station_and_the_move_goes_on():
    state = started(DIAG[:-2])
    after = play(state, dig(0, (-2, 3), (-3, 4), (-4, 5)))
    assert after.bonus == 0 and after.seat == 0
    assert {type(m) for m in RULES.legal_moves(after)} == {Station}
    assert Station(None) in RULES.legal_moves(after)
    refused(after, dig(1, (2, 3), (2, 2)), "MM-END-4")
    refused(after, Station((-4, 5)), "MM-END-4")  # not on the end arrow
    bonus = play(after, Station((0, 1)))  # a station serving ent-1 and ent-3: 2 points
    assert station_at(bonus, (0, 1))[0].how == "bonus" and bonus.points[0] == 2
    assert bonus.seat == 0 and {type(m) for m in RULES.legal_moves(bonus)} == {StartLine}  # 1 tunnel to go
    declined = play(after, Station(None))
    assert declined.bonus == -1 and not declined.stations


def test_a_tunnels_move_stops_at_the_tunnel_that_finishes_a_line():
    box = Sandbox(seed=0).line(0, DIAG[:-1]).line(0, [(2, 3), (2, 2)])
    state = position(box)
    move = Tunnels(((0, ((-3, 4), (-4, 5))), (1, ((2, 2), (2, 1)))))
    assert "bonus station" in refused(state, move, "MM-END-4")
