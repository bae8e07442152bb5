"""How a Metromania move changes the state: lines started and dug with their stations, points and location markers,
then the turn going on or passing, and the end of the building phase. MM-LINE-1, MM-LOC-1, MM-END-3, MM-END-4,
MM-FLOW-2, MM-GEND-1, MM-GEND-2, MM-GEND-3, MM-PC-1, MM-PC-4, MM-VAR-4, MM-VAR-8, MM-GAP-13, MM-GAP-14, MM-GAP-15,
MM-GAP-22.

A turn (ruch) is either (1) digging: a StartLine (always on a player's first turn) and Tunnels moves, until
the turn has laid 3 tunnels or can lay no more, or (2) one Station on a closed section. The turn stays with
the player between Tunnels moves. Finishing a line offers its bonus station at once: the next move is
Station(vertex) or Station(None), and the turn goes on after it. The end conditions are judged once the turn
is over, on the board it leaves (MM-GAP-14), so 3 tunnels dug in one Tunnels move or one at a time end the
game alike. The turn then passes clockwise (seat + 1) to the next seat that can move; a seat that cannot
move passes (MM-GAP-15).
"""

from __future__ import annotations

import dataclasses

from gamekit.metromania.dig import Dig
from gamekit.metromania.lines import MOVE_TUNNELS, Line, line_id
from gamekit.metromania.moves import Tunnels
from gamekit.metromania.state import END_LINES, State, changed, has_move, own_lines
from gamekit.metromania.stations import STATIONS, Stop, station_points
from gamekit.metromania.steps import reach


def _put(items: tuple, i: int, item) -> tuple:
    return items[:i] + (item,) + items[i + 1 :]


def _add(points: tuple[int, ...], seat: int, gain: int) -> tuple[int, ...]:
    return _put(points, seat, points[seat] + gain) if gain else points


def bonus_offered(work: Dig, k: int) -> bool:
    """Is there a bonus station to choose for line k, just finished (MM-END-4, MM-GAP-13, MM-GAP-24)?"""
    return bool(work.stations_left and [v for v in work.paths[k][1:-1] if not work.station_mask >> v & 1])


def begin(state: State, k: int, arrow: tuple[int, int], **changes) -> State:
    """Line k's start marker on `arrow` (MM-LINE-1, MM-COMP-6)."""
    v = state.city.index[arrow]
    line = dataclasses.replace(state.lines[k], path=(arrow,), ids=(v,))
    return changed(state, lines=_put(state.lines, k, line), at=_put(state.at, v, state.at[v] | 1 << k), **changes)


def dig(state: State, move: Tunnels, on: int | None) -> State:
    """Lay a Tunnels move's segments (no check), its location marker with segment number `on` (see
    checks.marker_tunnel), and the stations they make; then see to the turn, on the same scratch board."""
    city, seat = state.city, state.seat
    work = Dig(state)
    for number, (line, (a, b)) in enumerate(move.segments):
        here = move.spot if number == on else None
        work.lay(line_id(seat, line), city.index[a], city.index[b], here, move.letter if here else None)
    last = line_id(seat, move.segments[-1][0])
    after = settle(state, work, bonus=last if work.finished[last] and bonus_offered(work, last) else -1)
    return go_on(after, work)


def settle(state: State, work: Dig, bonus: int = -1) -> State:
    """The state with what `work` dug: its segments, stations, points and location marker."""
    city, seat = state.city, work.seat
    lines = list(state.lines)
    for k, old in enumerate(state.lines):
        if len(work.paths[k]) > len(old.ids):
            new = work.paths[k][len(old.ids) :]
            lines[k] = Line(
                old.owner,
                old.set,
                old.path + tuple(city.vertices[v] for v in new),
                work.finished[k],
                tuple(work.paths[k]),
            )
    stations = state.stations + tuple(Stop(city.vertices[v], seat, points, how) for v, how, points in work.made)
    return State(
        state.setup,
        tuple(lines),
        stations,
        work.markers,
        _add(state.points, seat, work.gained),
        state.seat,
        state.turns,
        work.laid,
        work.marker_laid,
        state.started,
        bonus,
        state.trigger,
        state.finals,
        state.over,
        tuple(work.at),
        tuple(work.along),
        work.room(),
        work.station_mask,
    )


def build(state: State, vertex: tuple[int, int] | None) -> State:
    """A Station move: the bonus station of a line just finished, or none (the turn goes on), or a station
    built on a closed section as the whole move (MM-STN-3, MM-STN-6, MM-STN-7, MM-END-4)."""
    if vertex is None:
        return go_on(changed(state, bonus=-1))
    how = "bonus" if state.bonus >= 0 else "built"
    after = changed(station(state, state.city.index[vertex], state.seat, how), bonus=-1)
    return go_on(after) if how == "bonus" else end_turn(after)


def station(state: State, v: int, seat: int, how: str) -> State:
    """The state with a station on vertex id `v`, which came `how` (stations.HOW) and scores for `seat`: 1 point a
    location it serves (MM-STN-3, MM-STN-6), and in My little subway the park and the lake too (MM-VAR-7)."""
    points = station_points(state.city, v, state.setup.variant == "little_subway")
    return changed(
        state,
        stations=state.stations + (Stop(state.city.vertices[v], seat, points, how),),
        station_mask=state.station_mask | 1 << v,
        points=_add(state.points, seat, points),
    )


def go_on(state: State, work: Dig | None = None) -> State:
    """After a step of digging: the turn goes on while a bonus station waits, or the move has laid fewer
    than 3 tunnels and can lay more, or may still start a line to lay them (MM-LINE-5, MM-END-4)."""
    if state.bonus >= 0:
        return state
    work = work or Dig(state)
    if state.laid < MOVE_TUNNELS and reach(work, 1):
        return state
    return end_turn(state, work)


def blocked_lines(state: State, need: int | None = None, work: Dig | None = None) -> set[int]:
    """MM-GEND-2, MM-GAP-14: the lines that have started, are not finished, and cannot grow in their owner's
    next move (their 18 tunnels are used up, or no edge from their end is open to them). Given `need`, it
    stops looking once it has found that many, or can no longer find them. `work` is a scratch board of
    `state` to use (it is left as it was)."""
    growing = [k for k, line in enumerate(state.lines) if line.path and not line.finished]
    stuck: set[int] = set()
    work = work or Dig(state)
    seat, laid = work.seat, work.marker_laid
    work.marker_laid = False  # the owner's next move may lay a location marker
    for i, k in enumerate(growing):
        if need is not None and not len(stuck) < need <= len(stuck) + len(growing) - i:
            break
        work.seat = state.lines[k].owner  # one board for all: the seat only decides whose markers are used
        if not work.grows(k):
            stuck.add(k)
    work.seat, work.marker_laid = seat, laid
    return stuck


def triggered(state: State, work: Dig | None = None) -> State:
    """Check the end conditions once a player's move (ruch) is over, on the board it leaves (MM-GEND-1,
    MM-PC-1, MM-PC-4, MM-VAR-8, MM-GAP-14): a line blocked for a moment within the move, and freed by a
    later tunnel of it, never counts. The first condition met gives every other seat one last move,
    clockwise from the trigger's left (MM-GEND-3, MM-GAP-15)."""
    if state.trigger >= 0:
        return state
    seat, players, lines = state.seat, state.players, state.lines
    done = sum(line.finished for line in lines)
    hit = all(line.finished for line in own_lines(state, seat)) or len(state.stations) >= STATIONS
    little = state.setup.variant == "little_subway"
    growing = sum(bool(line.path) and not line.finished for line in lines)
    if not hit and (little or done + growing >= END_LINES[players]):
        stuck = blocked_lines(state, None if little else END_LINES[players] - done, work)
        hit = done + len(stuck) >= END_LINES[players] or (
            little
            and any(
                all(line.finished or line_id(s, line.set) in stuck for line in own_lines(state, s))
                for s in range(players)
            )
        )
    if not hit:
        return state
    return changed(state, trigger=seat, finals=tuple((seat + i) % players for i in range(1, players)))


def end_turn(state: State, work: Dig | None = None) -> State:
    """The move is over: judge the end conditions (`triggered`; `work` is a scratch board of `state`), then
    pass the turn clockwise to the next seat that can move; end the game when nobody can, or when the last
    moves are played (MM-FLOW-2, MM-GEND-3, MM-GAP-15)."""
    state = triggered(state, work)
    seat, players = state.seat, state.players
    turns = _put(state.turns, seat, state.turns[seat] + 1)
    after = changed(state, turns=turns, laid=0, marker_laid=False, started=False)
    if state.trigger >= 0:
        queue = [s for s in state.finals if s != seat]
    else:
        queue = [(seat + i) % players for i in range(1, players + 1)]
    for i, s in enumerate(queue):
        if has_move(after, s):
            finals = tuple(queue[i:]) if state.trigger >= 0 else ()
            return changed(after, seat=s, finals=finals)
    return changed(after, finals=(), over=True)
