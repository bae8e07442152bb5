"""Digging: a scratch copy of the board on which one seat's segments are checked and tried. The rules of one
tunnel segment live here, once: MM-GRID-1, MM-LINE-2, MM-LINE-3, MM-LINE-4, MM-LINE-6, MM-LINE-7, MM-LOC-1,
MM-LOC-2, MM-LOC-4, MM-END-1, MM-END-3, MM-VAR-4, MM-VAR-6, MM-GAP-2, MM-GAP-9, MM-GAP-10, MM-GAP-12.

`blocker` is the only check of a segment's geometry (it names the rule without making a sentence, for
speed; refusals.py says it in words); `sides` and `fits` decide the room for its marker. `take` and `undo`
try steps (steps.Segment, steps.Start), which is how steps.reach finds how many more tunnels the move can
still lay (a move lays 3 when it can: MM-LINE-5, MM-GAP-12) and how finish.py searches a way to an end
arrow (MM-END-2). A segment onto an end arrow of the line's own half is checked last, and only when asked
for, as that check is a search.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, TypeAlias, cast

from gamekit.metromania.city import ANGLE
from gamekit.metromania.finish import far_end, may_end
from gamekit.metromania.lines import TUNNELS, Room, line_id, start_arrows
from gamekit.metromania.markers import Marker, lay_marker, usable_letters
from gamekit.metromania.stations import STATIONS, parts, station_points, touches
from gamekit.metromania.steps import DigStep, Segment, Start

if TYPE_CHECKING:  # state.py imports this module
    from gamekit.metromania.state import State

Token: TypeAlias = tuple[int, int, int, tuple]  # what `undo` needs to take a step back: (line, vertex, edge, saved)
Table: TypeAlias = list[int] | tuple[int, ...]  # a table of the state (a tuple) until this Dig changes it (a list)
Tables: TypeAlias = tuple[list[int], list[int], list[int], list[int], list[int]]


class Dig:
    """A scratch copy of the board for `seat` (the seat on turn by default), to check and try segments.

    fresh=True starts a new move (no marker laid yet, no tunnels counted); sandbox=True lets a tunnel that
    has no other room lie on a spot without a marker, as a Sandbox has no hands. Vertices, edges and
    triangles are city ids; `at`/`along` hold a bit mask of line ids per vertex/edge; `station_mask` and
    `arrow_taken` are bit masks of vertices. `markers` are the game's location markers, with those laid
    by this Dig on their spots.
    """

    __slots__ = (
        "_source",
        "_starts",
        "along",
        "arrow_taken",
        "at",
        "blind",
        "city",
        "dirs",
        "dug",
        "edges_in",
        "finished",
        "gained",
        "laid",
        "little",
        "load",
        "log",
        "made",
        "marker_laid",
        "markers",
        "parent",
        "paths",
        "sandbox",
        "seat",
        "setup",
        "size",
        "station_mask",
        "stations_left",
        "tables",
    )

    def __init__(self, state: State, seat: int | None = None, fresh: bool = False, sandbox: bool = False) -> None:
        city = self.city = state.setup.city
        self.setup = state.setup
        self.sandbox = sandbox
        self.seat = state.seat if seat is None else seat
        self.little = state.setup.variant == "little_subway"
        self.blind = state.setup.variant == "running_blind"
        self.markers: tuple[Marker, ...] = state.markers
        self.paths = [list(line.ids) for line in state.lines]
        self.dirs: list[int] = []
        self.edges_in: list[int] = []
        self.finished: list[bool] = []
        taken = 0
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
        room = state.room
        assert room is not None, "a State carries its Room of tunnels (see state.initial_state)"
        # The state's own tuples, copied into lists when this Dig first changes them (`owned`): most Digs only look.
        self.at: Table = state.at
        self.along: Table = state.along
        self.parent: Table = room.parent
        self.size: Table = room.size
        self.load: Table = room.load
        self.tables: Tables | None = None
        self.dug = room.dug
        self.log: list[tuple[list[int], int, int]] = []  # (list, index, old value), for undo
        self.station_mask, self.stations_left = state.station_mask, STATIONS - len(state.stations)
        self.marker_laid = False if fresh else state.marker_laid
        self.laid = 0 if fresh else state.laid
        self.made: list[tuple[int, str, int]] = []  # stations this Dig built: (vertex, how, points)
        self.gained = 0
        self._starts: list[Start] | None = [] if (state.started and not fresh) or state.bonus >= 0 else None
        self._source = state, self.seat  # what `starts` is worked out from, when first asked for

    @property
    def starts(self) -> list[Start]:
        """(line, arrow id) the seat may still start this move: not twice a move (MM-MOVE-1, MM-MOVE-2)."""
        if self._starts is None:
            state, seat = self._source
            lines = state.lines[2 * seat : 2 * seat + 2]
            self._starts = [
                Start(line_id(seat, line.set), self.city.index[v])
                for line in lines
                if not line.path
                for v in start_arrows(state, seat, line.set)
            ]
        return self._starts

    @starts.setter
    def starts(self, value: list[Start]) -> None:
        self._starts = value

    def owned(self) -> Tables:
        """The tables this Dig may change (at, along, parent, size, load), as lists: the state's tuples are copied
        on the first change."""
        tables = self.tables
        if tables is None:
            tables = self.tables = (
                list(self.at),
                list(self.along),
                list(self.parent),
                list(self.size),
                list(self.load),
            )
            self.at, self.along, self.parent, self.size, self.load = tables
        return tables

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
        spots = city.spot_sides[edge]  # most edges have none
        return city.plain_sides[edge], [t for t in spots if not self.dug >> t & 1] if spots else []

    def find(self, t: int) -> int:
        parent = self.parent
        while parent[t] != t:
            t = parent[t]
        return t

    def fits(self, plain: tuple[int, ...]) -> bool:
        """Is there still a triangle of its own for one more tunnel beside these plain triangles (MM-GAP-2)?"""
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
        _, _, parent, size, load = self.owned()
        top, other = self.find(plain[0]), self.find(plain[-1])  # the 1 or 2 triangles beside an edge
        if other != top:  # union by size (a tie: the first of the set of both), no path compression: undo rolls back
            if size[other] > size[top] or (size[other] == size[top] and next(iter({top, other})) == other):
                top, other = other, top
            self._set(parent, other, top)
            self._set(size, top, size[top] + size[other])
            self._set(load, top, load[top] + load[other])
        self._set(load, top, load[top] + 1)

    # --- the rules of one segment ---------------------------------------------------------------------

    def blocker(self, k: int, a: int, b: int, ends: bool = True) -> str | None:
        """The rule ID that forbids line `k` to grow from vertex `a` to vertex `b` now, room and location
        markers aside, or None. ends=False leaves out MM-END-2 (may the line end on this arrow of its own
        half?), the one check that is a search."""
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
            return "MM-LINE-7"  # MM-GAP-10: no line touches a start arrow but its own
        if colour == 2 and self.arrow_taken >> b & 1:
            return "MM-END-1"
        if (
            len(path) > 1
            and ANGLE[self.dirs[k]][hop[1]] == 60
            and not self.station_mask >> a & 1
            and not (self.stations_left and parts(self.along, self.tips(), k, a, self.edges_in[k], hop[0]))
        ):
            return "MM-LINE-3"  # MM-GAP-9: a station made by this very segment allows the turn
        if ends and colour == 2 and not may_end(self, k, b):
            return "MM-END-2"
        return None

    def segments(
        self, lines: tuple[int, ...] | None = None, every_letter: bool = False, ends: bool = True
    ) -> Iterator[Segment]:
        """The legal segments for the seat's lines (or `lines`), one by one: plain ones with spot None, and one
        per free spot that may take a marker, with the first usable letter standing for all (or one per letter,
        `every_letter`). Segments onto an end arrow of the line's own half come last, each checked (MM-END-2)
        only when the caller goes on to it; ends=False yields them unchecked."""
        city = self.city
        for k in lines if lines is not None else (2 * self.seat, 2 * self.seat + 1):
            path = self.paths[k]
            if not path or self.finished[k]:
                continue
            a, later = path[-1], []
            for b in city.neighbours[a]:
                if self.blocker(k, a, b, ends=False):
                    continue
                if ends and city.arrow_colour[b] == 2 and not far_end(self, k, b):
                    later.append(b)
                    continue
                yield from self.placings(k, a, b, every_letter)
            for b in later:
                if may_end(self, k, b):
                    yield from self.placings(k, a, b, every_letter)

    def placings(self, k: int, a: int, b: int, every_letter: bool) -> Iterator[Segment]:
        """The ways to lay the segment a-b of line k, its geometry being legal: on a plain triangle, or on
        a free spot with a location marker (MM-LOC-1, MM-LOC-2, MM-LOC-3, MM-VAR-4)."""
        city = self.city
        plain, spots = self.sides(city.hops[a, b][0])
        if self.fits(plain) or (self.sandbox and spots):
            yield Segment(k, a, b)
        if self.marker_laid or self.sandbox:
            return
        for t in spots:
            spot = cast(str, city.spot_at[t])  # t is a spot beside the edge (sides), so it has a name
            if self.blind:
                if any(m.spot == spot and not m.shown for m in self.markers):
                    yield Segment(k, a, b, spot)
                continue
            letters = usable_letters(self.markers, city, self.seat, spot)
            for letter in letters if every_letter else letters[:1]:
                yield Segment(k, a, b, spot, letter)

    def may_take(self, step: DigStep) -> bool:
        """MM-END-2 for a step that `segments(ends=False)` gave unchecked: may it go onto its end arrow?"""
        return type(step) is not Segment or self.city.arrow_colour[step.b] != 2 or may_end(self, step.line, step.b)

    def options(self, lines: tuple[int, ...] | None = None) -> list[Segment]:
        """Every legal segment for the seat's lines (or `lines`), as `segments` yields them."""
        return list(self.segments(lines))

    def grows(self, k: int) -> bool:
        """Can line k be dug one segment further now?"""
        return next(self.segments((k,)), None) is not None

    def finishes(self, step: DigStep) -> bool:
        """Does this step (a legal segment) finish its line on an end arrow?"""
        return type(step) is Segment and self.city.arrow_colour[step.b] == 2

    def tips(self) -> list[int]:
        return [path[-1] if path else -1 for path in self.paths]

    # --- trying steps ---------------------------------------------------------------------------------

    def lay(self, k: int, a: int, b: int, spot: str | None = None, letter: str | None = None) -> Token:
        """Dig line k from a to b, on `spot` with marker `letter` if one is named (no check); returns what
        `undo` needs."""
        city = self.city
        at, along, _, _, _ = self.owned()
        edge, direction, _, _ = city.hops[a, b]
        saved = (
            len(self.log),
            self.dug,
            self.dirs[k],
            self.edges_in[k],
            self.at[b],
            self.along[edge],
            self.station_mask,
            self.stations_left,
            len(self.made),
            self.gained,
            self.finished[k],
            self.arrow_taken,
            self.marker_laid,
            self.markers,
            self.laid,
        )
        if self.edges_in[k] >= 0 and parts(self.along, self.tips(), k, a, self.edges_in[k], edge):
            self.build(a, "fork")
        contact = touches(self.at, self.along, k, b, edge)
        plain, spots = self.sides(edge)
        if spot is not None:
            self.dug |= 1 << city.spots[spot]
            self.marker_laid = True
            self.markers = lay_marker(self.markers, city, self.seat, spot, letter)
        elif self.fits(plain):
            self.occupy(plain)
        else:  # a Sandbox tunnel with no room but a spot
            self.dug |= 1 << spots[0]
        self.paths[k].append(b)
        at[b] |= 1 << k
        along[edge] |= 1 << k
        self.dirs[k], self.edges_in[k] = direction, edge
        self.laid += 1
        if contact:  # MM-STN-1, MM-STN-2: built at once, and the move goes on
            self.build(b, "contact")
        if city.arrow_colour[b] == 2:  # MM-END-1, MM-END-3: the end marker goes on
            self.finished[k] = True
            self.arrow_taken |= 1 << b
        return k, b, edge, saved

    def build(self, v: int, how: str) -> bool:
        """A station on vertex v, scored by the seat, unless there is one or none is left (MM-GAP-8, MM-GAP-13)."""
        if self.station_mask >> v & 1 or not self.stations_left:
            return False
        points = station_points(self.city, v, self.little)
        self.station_mask |= 1 << v
        self.stations_left -= 1
        self.made.append((v, how, points))
        self.gained += points
        return True

    def begin(self, k: int, v: int) -> Token:
        """Start line k on arrow v (no check); returns what `undo` needs."""
        at = self.owned()[0]
        saved = (self.starts, at[v], self.arrow_taken)
        self.paths[k].append(v)
        at[v] |= 1 << k
        self.arrow_taken |= 1 << v
        self.starts = []
        return k, v, -1, saved

    def take(self, step: DigStep) -> Token:
        """Try a step (no check): a Segment or a Start; returns what `undo` needs."""
        return self.lay(*step) if type(step) is Segment else self.begin(*step)

    def undo(self, token: Token) -> None:
        k, b, edge, saved = token
        at, along, _, _, _ = self.owned()  # copied already, by the step taken
        self.paths[k].pop()
        if edge < 0:
            self.starts, at[b], self.arrow_taken = saved
            return
        (
            logged,
            self.dug,
            self.dirs[k],
            self.edges_in[k],
            at[b],
            along[edge],
            self.station_mask,
            self.stations_left,
            made,
            self.gained,
            self.finished[k],
            self.arrow_taken,
            self.marker_laid,
            self.markers,
            self.laid,
        ) = saved
        while len(self.log) > logged:
            array, i, old = self.log.pop()
            array[i] = old
        del self.made[made:]
