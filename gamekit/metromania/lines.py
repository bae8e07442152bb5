"""Subway lines (linie metra) and the rules for digging them, one tunnel segment at a time: MM-GRID-1,
MM-LINE-1..7, MM-LOC-1..4, MM-END-1..3, MM-VAR-4, MM-VAR-6, MM-GAP-2, MM-GAP-9, MM-GAP-10, MM-GAP-12.

A tunnel segment (odcinek tunelu) runs along one edge, and its triangular marker lies on one of the two
small triangles beside that edge, one marker per triangle (MM-GAP-2). A move names edges, not triangles,
so the engine does not pin a marker to a side: a tunnel may be laid while every tunnel can still have a
triangle of its own beside its edge, outside the park, the lake and the spots (a matching; see `Room`).
That is what careful players achieve by choosing sides, and it never depends on which way a line was dug.
An edge so carries at most 2 lines. A tunnel goes on a spot only with a location marker laid there, named
in the move (`spot=`, `letter=`): by choice, or because no other triangle is left for it (MM-LOC-1).

`Dig` is a scratch copy of the board for one seat in the middle of a move. `problem` is the only legality
check of a segment (its geometry part, `blocker`, names the rule without making a sentence, for speed);
`take` and `undo` try steps (a segment, or starting a line), which is how `reach` finds how many more
tunnels the move can still lay (a move lays 3 when it can: MM-LINE-5, MM-GAP-12).
"""

from __future__ import annotations

import functools
import heapq
from collections.abc import Iterator
from dataclasses import dataclass, field

from gamekit.core import IllegalMove
from gamekit.metromania.city import ANGLE, City, Vertex
from gamekit.metromania.markers import Marker, usable_letters
from gamekit.metromania.stations import STATIONS, parts, station_points, touches

TUNNELS = 18  # MM-COMP-5, MM-LINE-6: tunnel markers per line
MOVE_TUNNELS = 3  # MM-MOVE-4, MM-LINE-5: tunnels per move
LINE_NAMES = ("solid", "dashed")  # MM-COMP-5: a player's two sets


@dataclass(frozen=True, slots=True)
class Line:
    """One subway line: its owner's seat and set (0 solid, 1 dashed), the vertices from its start arrow to
    its tip, and whether it reached an end arrow (its end marker)."""

    owner: int
    set: int
    path: tuple[Vertex, ...] = ()
    finished: bool = False
    ids: tuple[int, ...] = field(default=(), compare=False, repr=False)  # path as vertex ids

    @property
    def name(self) -> str:
        return LINE_NAMES[self.set]

    @property
    def tunnels(self) -> int:
        return max(len(self.path) - 1, 0)


@dataclass(frozen=True, slots=True)
class Room:
    """Which triangles the laid tunnels need, as a union-find over triangle ids: tunnels are links between
    the (1 or 2) free triangles beside their edges, and every tunnel has a triangle of its own exactly
    when no group of linked triangles holds more tunnels than triangles. `parent`, `size` (triangles) and
    `load` (tunnels) per triangle; `dug` is a bit mask of the spots holding a tunnel."""

    parent: tuple[int, ...]
    size: tuple[int, ...]
    load: tuple[int, ...]
    dug: int = 0

    @classmethod
    def empty(cls, triangles: int) -> Room:
        return cls(tuple(range(triangles)), (1,) * triangles, (0,) * triangles)


def line_id(owner: int, set_: int) -> int:
    return 2 * owner + set_


def start_arrows(state, seat: int, set_: int) -> list[Vertex]:
    """The arrows where `seat` may start its line `set_`: free white arrows (MM-LINE-1); for the second line,
    only on the half opposite the first line's start while one is free there (MM-MOVE-3, MM-GAP-11)."""
    city = state.setup.city
    taken = {line.path[0] for line in state.lines if line.path}
    free = [v for v, (colour, _) in city.arrows.items() if colour == "white" and v not in taken]
    first = state.lines[line_id(seat, 1 - set_)]
    if first.path:
        half = city.opposite_half(city.arrows[first.path[0]][1])
        return [v for v in free if city.arrows[v][1] in half] or free
    return free


@functools.lru_cache(maxsize=1024)
def nearest(city: City, targets: tuple[int, ...]) -> tuple[int, ...]:
    """Vertex id → the fewest edges to one of the vertex ids `targets`, on an open lattice."""
    return tuple(min(city.steps[t][v] for t in targets) for v in range(len(city.vertices)))


class Dig:
    """A scratch copy of the board for `seat` (the seat on turn by default), to check and try segments.

    fresh=True starts a new move (no marker laid yet, no tunnels counted); sandbox=True lets a tunnel that
    has no other room lie on a spot without a marker, as a Sandbox has no hands. Vertices, edges and
    triangles are city ids; `at`/`along` hold a bit mask of line ids per vertex/edge; `station_mask` and
    `arrow_taken` are bit masks of vertices.
    """

    __slots__ = ("sandbox", "city", "seat", "little", "blind", "markers", "paths", "dirs", "edges_in", "finished",
                 "at", "along", "parent", "size", "load", "dug", "log", "station_mask", "stations_left",
                 "arrow_taken", "marker_laid", "laid", "made", "gained", "marked", "starts")

    def __init__(self, state, seat: int | None = None, fresh: bool = False, sandbox: bool = False) -> None:
        city = self.city = state.setup.city
        self.sandbox = sandbox
        self.seat = state.seat if seat is None else seat
        self.little = state.setup.variant == "little_subway"
        self.blind = state.setup.variant == "running_blind"
        self.markers: tuple[Marker, ...] = state.markers
        self.paths = [list(line.ids) for line in state.lines]
        self.dirs, self.edges_in, self.finished, taken = [], [], [], 0
        for line, path in zip(state.lines, self.paths):
            hop = city.hops[path[-2], path[-1]] if len(path) > 1 else (-1, -1)
            self.edges_in.append(hop[0])
            self.dirs.append(hop[1])
            self.finished.append(line.finished)
            if path:
                taken |= 1 << path[0]
                if line.finished:
                    taken |= 1 << path[-1]
        self.arrow_taken = taken
        self.at, self.along = list(state.at), list(state.along)
        room = state.room
        self.parent, self.size, self.load, self.dug = list(room.parent), list(room.size), list(room.load), room.dug
        self.log: list[tuple[list[int], int, int]] = []  # (list, index, old value), for undo
        self.station_mask, self.stations_left = state.station_mask, STATIONS - len(state.stations)
        self.marker_laid = False if fresh else state.marker_laid
        self.laid = 0 if fresh else state.laid
        self.made: list[tuple[int, str, int]] = []  # stations this Dig built: (vertex, how, points)
        self.gained = 0
        self.marked: tuple[str, str | None] | None = None  # (spot, letter) laid by this Dig
        # (line, arrow id) the seat may still start this move: not twice a move (MM-MOVE-1, MM-MOVE-2)
        self.starts: list[tuple[int, int]] = [] if (state.started and not fresh) or state.bonus >= 0 else [
            (line_id(self.seat, line.set), city.index[v]) for line in state.lines[2 * self.seat:2 * self.seat + 2]
            if not line.path for v in start_arrows(state, self.seat, line.set)]

    def room(self) -> Room:
        return Room(tuple(self.parent), tuple(self.size), tuple(self.load), self.dug)

    # --- room for a tunnel marker ---------------------------------------------------------------------

    def sides(self, edge: int) -> tuple[tuple[int, ...], list[int]]:
        """(plain, spots): the triangles beside `edge` a tunnel may use as it is, and the free spots it may
        use with a marker. The park and the lake are never used (MM-LOC-4); in My little subway spots are
        plain triangles (MM-VAR-6)."""
        city = self.city
        if self.little:
            return city.open_sides[edge], []
        return city.plain_sides[edge], [t for t in city.spot_sides[edge] if not self.dug >> t & 1]

    def find(self, t: int) -> int:
        parent = self.parent
        while parent[t] != t:
            t = parent[t]
        return t

    def fits(self, plain: tuple[int, ...]) -> bool:
        """Is there still a triangle of its own for one more tunnel beside these plain triangles?"""
        if not plain:
            return False
        one = self.find(plain[0])
        other = self.find(plain[-1])
        if one == other:
            return self.load[one] < self.size[one]
        return self.load[one] + self.load[other] < self.size[one] + self.size[other]

    def _set(self, array: list[int], i: int, value: int) -> None:
        self.log.append((array, i, array[i]))
        array[i] = value

    def occupy(self, plain: tuple[int, ...]) -> None:
        roots = sorted({self.find(t) for t in plain}, key=lambda r: -self.size[r])
        top = roots[0]
        for other in roots[1:]:  # union by size, no path compression, so that undo is a rollback
            self._set(self.parent, other, top)
            self._set(self.size, top, self.size[top] + self.size[other])
            self._set(self.load, top, self.load[top] + self.load[other])
        self._set(self.load, top, self.load[top] + 1)

    # --- the rules of one segment ---------------------------------------------------------------------

    def problem(self, k: int, a: int, b: int, spot: str | None = None, letter: str | None = None) -> IllegalMove | None:
        """Why line `k` may not grow from vertex `a` to vertex `b` now (None if it may)."""
        return self.base_problem(k, a, b) or self.room_problem(a, b, spot, letter)

    def base_problem(self, k: int, a: int, b: int) -> IllegalMove | None:
        """Everything but the room for the segment's marker and the location markers: `blocker` finds the
        rule the segment breaks, and this says it in words."""
        rule = self.blocker(k, a, b)
        if rule is None:
            return None
        path, name, v = self.paths[k], LINE_NAMES[k % 2], self.city.vertices
        reasons = {
            "MM-LINE-1": lambda: f"Your {name} line has not started yet: start it on a white arrow first.",
            "MM-END-3": lambda: f"Your {name} line is finished: it reached the end arrow at {v[path[-1]]}.",
            "MM-LINE-2": lambda: (f"A line grows only from its end, and your {name} line ends at {v[path[-1]]},"
                                  f" not at {v[a]}."),
            "MM-GRID-1": lambda: (f"{v[a]} and {v[b]} are not the two ends of one edge of the small triangles:"
                                  " tunnels run along edges."),
            "MM-LINE-6": lambda: f"Your {name} line has used all {TUNNELS} of its tunnel markers.",
            "MM-LINE-4": lambda: (f"Your {name} line already passes {v[b]}: a line may not touch itself, loop or"
                                  " run along itself."),
            "MM-LINE-7": lambda: (f"{v[b]} is a start arrow: a line may touch an arrow only at its own start or"
                                  " end, so it may not block arrows."),
            "MM-END-1": lambda: (f"The end arrow at {v[b]} already holds another line's end marker: a line ends"
                                 " only on an empty one, and may not touch a taken one."),
            "MM-LINE-3": lambda: (f"Your {name} line would turn at an acute angle at {v[a]}, and there is no"
                                  " station there."),
            "MM-END-2": lambda: (f"Your {name} line may not end at {v[b]}: a line ends on the half of the city"
                                 " opposite its start while an end arrow there can still be reached."),
        }
        return IllegalMove(reasons[rule](), rule)

    def blocker(self, k: int, a: int, b: int) -> str | None:
        """The rule ID that forbids line `k` to grow from vertex `a` to vertex `b` now, room and location
        markers aside, or None. The fast path: it makes no sentences (see `base_problem`)."""
        city, path = self.city, self.paths[k]
        if not path:
            return "MM-LINE-1"
        if self.finished[k]:
            return "MM-END-3"
        if a != path[-1]:
            return "MM-LINE-2"
        hop = city.hops.get((a, b))
        if hop is None:
            return "MM-GRID-1"
        if len(path) > TUNNELS:
            return "MM-LINE-6"
        if self.at[b] >> k & 1:
            return "MM-LINE-4"
        colour = city.arrow_colour[b]
        if colour == 1:
            return "MM-LINE-7"
        if colour == 2 and self.arrow_taken >> b & 1:
            return "MM-END-1"
        if (len(path) > 1 and ANGLE[self.dirs[k]][hop[1]] == 60 and not self.station_mask >> a & 1
                and not (self.stations_left and parts(self.along, self.tips(), k, a, self.edges_in[k], hop[0]))):
            return "MM-LINE-3"
        if colour == 2 and not self.may_end(k, b):
            return "MM-END-2"
        return None

    def room_problem(self, a: int, b: int, spot: str | None, letter: str | None) -> IllegalMove | None:
        """Room for the segment's marker (MM-GAP-2, MM-LOC-4) and the location marker rules (MM-LOC-1..3,
        MM-VAR-4, MM-VAR-6)."""
        city = self.city
        plain, spots = self.sides(city.hops[a, b][0])
        if spot is None:
            if self.fits(plain):
                return None
            if spots and self.sandbox:
                return None
            if spots:
                names = " or ".join(city.spot_at[t] for t in spots)
                if self.blind:
                    return IllegalMove(f"The only room for that tunnel is spot {names}: dig there by naming it"
                                       " (spot=...), which needs a destination counter on it.", "MM-VAR-4")
                return IllegalMove(f"The only room for that tunnel is spot {names}: a tunnel on a spot needs one of"
                                   " your location markers of its type, so name the spot and the letter (spot=...,"
                                   " letter=...).", "MM-LOC-1")
            if not city.open_sides[city.hops[a, b][0]]:
                return IllegalMove("That edge runs through the park or the lake, where nobody may build.", "MM-LOC-4")
            return IllegalMove("There is no room for that tunnel: each tunnel needs a triangle of its own beside its"
                               " edge, and the tunnels around take them all (an edge carries at most two lines).",
                               "MM-GAP-2")
        if self.little:
            return IllegalMove("My little subway uses no location markers, so a move names no spot.", "MM-VAR-6")
        target = city.spots.get(spot)
        if target not in spots:
            return IllegalMove(f"Spot {spot} is not a free triangle beside the edge {city.vertices[a]} to"
                               f" {city.vertices[b]}.", "MM-LOC-1")
        if self.marker_laid:
            return IllegalMove("You have already laid a location marker this move, and a move lays at most one.",
                               "MM-LOC-2")
        if self.blind:
            if letter is not None:
                return IllegalMove("In Running blind & wild you dig up the counter lying on the spot: its letter is"
                                   " revealed, not chosen, so leave letter out.", "MM-VAR-4")
            if not any(m.spot == spot and not m.shown for m in self.markers):
                return IllegalMove(f"Spot {spot} holds no destination counter, and digging on such a spot is"
                                   " forbidden.", "MM-VAR-4")
            return None
        if letter not in usable_letters(self.markers, city, self.seat, spot):
            kind = city.kinds[target]
            if letter is None:
                return IllegalMove(f"Say which of your {kind} markers you lay on {spot} (letter=...).", "MM-LOC-1")
            if not any(m.holder == self.seat and m.spot is None and m.letter == letter and m.kind == kind
                       for m in self.markers):
                return IllegalMove(f"You hold no {kind} marker {letter} to lay on {spot}: a tunnel on a spot needs"
                                   " one of your own markers of the spot's type.", "MM-LOC-1")
            return IllegalMove(f"Marker {letter} may not go on {spot}: the other marker {letter} lies on a spot it"
                               " touches.", "MM-LOC-3")
        return None

    def may_end(self, k: int, b: int) -> bool:
        """MM-END-2, MM-GAP-11: a line ends on the half opposite its start, unless no free end arrow there can
        be reached any more (then on any free end arrow)."""
        city = self.city
        half = city.opposite_half(city.arrow_side[self.paths[k][0]])
        return city.arrow_side[b] in half or not self.end_in_reach(k, half)

    def end_in_reach(self, k: int, half: tuple[int, ...]) -> bool:
        """Can line k still reach a free end arrow on `half` within its tunnel markers, along edges outside the
        park and lake that carry fewer lines than they have sides, avoiding itself and other arrows? (Angles,
        stations and location markers are not looked at: this is what "taken or blocked" means here.) A
        best-first search guided by the lattice distance to the nearest target, as it runs on every move."""
        city, path, at, along, k_bit = self.city, self.paths[k], self.at, self.along, 1 << k
        targets = tuple(v for v in city.end_arrows if city.arrow_side[v] in half and not self.arrow_taken >> v & 1)
        budget = TUNNELS + 1 - len(path)  # tunnel markers left
        if not targets:
            return False
        near, tip = nearest(city, targets), path[-1]
        if near[tip] > budget:
            return False
        best, frontier = {tip: 0}, [(0, 0, tip)]
        while frontier:
            _, done, a = heapq.heappop(frontier)
            if done > best[a]:
                continue
            for b in city.neighbours[a]:
                if at[b] & k_bit:
                    continue
                edge = city.hops[a, b][0]
                sides = len(city.open_sides[edge])
                if not sides or along[edge].bit_count() >= sides:
                    continue
                if city.arrow_colour[b]:
                    if b in targets:
                        return True
                    continue
                left = near[b]
                if done + 1 + left <= budget and done + 1 < best.get(b, budget + 1):
                    best[b] = done + 1
                    heapq.heappush(frontier, (done + 1 + left, done + 1, b))
        return False

    def tips(self) -> list[int]:
        return [path[-1] if path else -1 for path in self.paths]

    # --- trying segments ------------------------------------------------------------------------------

    def lay(self, k: int, a: int, b: int, spot: str | None = None, letter: str | None = None) -> tuple:
        """Dig line k from a to b, on `spot` if one is named (no check); returns what `undo` needs."""
        city = self.city
        edge, direction, _, _ = city.hops[a, b]
        saved = (len(self.log), self.dug, self.dirs[k], self.edges_in[k], self.at[b], self.along[edge],
                 self.station_mask, self.stations_left, len(self.made), self.gained, self.finished[k],
                 self.arrow_taken, self.marker_laid, self.marked, self.laid)
        if self.edges_in[k] >= 0 and parts(self.along, self.tips(), k, a, self.edges_in[k], edge):
            self.build(a, "fork")
        contact = touches(self.at, self.along, k, b, edge)
        plain, spots = self.sides(edge)
        if spot is not None:
            self.dug |= 1 << city.spots[spot]
            self.marker_laid, self.marked = True, (spot, letter)
        elif self.fits(plain):
            self.occupy(plain)
        else:  # a Sandbox tunnel with no room but a spot
            self.dug |= 1 << spots[0]
        self.paths[k].append(b)
        self.at[b] |= 1 << k
        self.along[edge] |= 1 << k
        self.dirs[k], self.edges_in[k] = direction, edge
        self.laid += 1
        if contact:
            self.build(b, "contact")
        if city.arrow_colour[b] == 2:  # MM-END-1, MM-END-3: the end marker goes on
            self.finished[k] = True
            self.arrow_taken |= 1 << b
        return k, b, edge, saved

    def build(self, v: int, how: str) -> bool:
        """A station on vertex v, scored by the seat, unless there is one or none is left (MM-GAP-8/13)."""
        if self.station_mask >> v & 1 or not self.stations_left:
            return False
        points = station_points(self.city, v, self.little)
        self.station_mask |= 1 << v
        self.stations_left -= 1
        self.made.append((v, how, points))
        self.gained += points
        return True

    def options(self, lines: tuple[int, ...] | None = None) -> list[tuple]:
        """Every legal segment for the seat's lines (or `lines`): (line, a, b, spot, letter), plain ones with
        spot None, and one per free spot that may take a marker, with one usable letter standing for all."""
        return list(self.segments(lines))

    def grows(self, k: int) -> bool:
        """Can line k be dug one segment further now?"""
        return next(self.segments((k,)), None) is not None

    def segments(self, lines: tuple[int, ...] | None = None) -> Iterator[tuple]:
        """The legal segments of `options`, one by one."""
        city = self.city
        for k in lines if lines is not None else (2 * self.seat, 2 * self.seat + 1):
            path = self.paths[k]
            if not path or self.finished[k]:
                continue
            a = path[-1]
            for b in city.neighbours[a]:
                if self.blocker(k, a, b):
                    continue
                plain, spots = self.sides(city.hops[a, b][0])
                if self.fits(plain):
                    yield (k, a, b, None, None)
                if self.marker_laid:
                    continue
                for t in spots:
                    spot = city.spot_at[t]
                    if self.blind:
                        if any(m.spot == spot and not m.shown for m in self.markers):
                            yield (k, a, b, spot, None)
                    else:
                        letters = usable_letters(self.markers, city, self.seat, spot)
                        if letters:
                            yield (k, a, b, spot, letters[0])

    def finishes(self, step: tuple) -> bool:
        """Does this step (a legal segment) finish its line on an end arrow?"""
        return len(step) == 5 and self.city.arrow_colour[step[2]] == 2

    def begin(self, k: int, v: int) -> tuple:
        """Start line k on arrow v (no check); returns what `undo` needs."""
        saved = (self.starts, self.at[v], self.arrow_taken)
        self.paths[k].append(v)
        self.at[v] |= 1 << k
        self.arrow_taken |= 1 << v
        self.starts = []
        return k, v, -1, saved

    def take(self, step: tuple) -> tuple:
        """Try a step: a segment (line, a, b, spot, letter) or a start (line, arrow)."""
        return self.lay(*step) if len(step) == 5 else self.begin(*step)

    def undo(self, token: tuple) -> None:
        k, b, edge, saved = token
        self.paths[k].pop()
        if edge < 0:
            self.starts, self.at[b], self.arrow_taken = saved
            return
        (logged, self.dug, self.dirs[k], self.edges_in[k], self.at[b], self.along[edge], self.station_mask,
         self.stations_left, made, self.gained, self.finished[k], self.arrow_taken, self.marker_laid, self.marked,
         self.laid) = saved
        while len(self.log) > logged:
            array, i, old = self.log.pop()
            array[i] = old
        del self.made[made:]

    def reach(self, budget: int) -> int:
        """The most tunnels (up to `budget`) the seat can still lay in this move, starting a line if it may
        (MM-LINE-5, MM-GAP-12)."""
        best = 0
        if budget:
            for step in self.options() + self.starts:
                token = self.take(step)
                dug = len(step) == 5
                got = dug + self.reach(budget - dug)
                self.undo(token)
                if got > best:
                    best = got
                    if best == budget:
                        break
        return best

    def value(self, step: tuple) -> int:
        """How many tunnels the move can still lay if `step` is taken next (counting it)."""
        token = self.take(step)
        got = (len(step) == 5) + self.reach(MOVE_TUNNELS - self.laid)
        self.undo(token)
        return got
