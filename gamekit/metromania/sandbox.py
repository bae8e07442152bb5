"""A Metromania city to build by hand, for the rules' examples, exploring routes and exercises: no turns, no hands,
no 3-tunnel moves. It checks where pieces physically go, with the game's own checks (MM-GRID-1, MM-LINE-1,
MM-LINE-2, MM-LINE-3, MM-LINE-4, MM-LINE-6, MM-LINE-7, MM-LOC-3, MM-LOC-4, MM-END-1, MM-END-2, MM-COMP-5, MM-COMP-7,
MM-STN-1, MM-STN-2, MM-STN-3, MM-STN-4), and scores with the game's own scoring (MM-SCORE-1, the test trips,
MM-TIE-2). A tunnel may lie on a spot without a marker, since nobody holds markers here; markers are laid with
`marker`."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from gamekit.core import IllegalMove, Score, check_choice
from gamekit.metromania.city import City
from gamekit.metromania.citydata import LETTERS, SPOT_KINDS, city_data
from gamekit.metromania.dig import Dig
from gamekit.metromania.lines import line_id
from gamekit.metromania.markers import Marker
from gamekit.metromania.refusals import segment_problem
from gamekit.metromania.routes import Step, fastest, network
from gamekit.metromania.scoring import Trip, final_score, trips
from gamekit.metromania.state import GUILT_MODES, PLAYER_COUNTS, VARIANTS, State, initial_state
from gamekit.metromania.stations import STATIONS, Stop, station_points
from gamekit.metromania.turns import begin, settle


class Sandbox:
    """An editable city for `players` seats (0 blue, 1 red, 2 orange, 3 green), laid out from `seed`:

        box = Sandbox(players=2, seed=0)
        box.line(0, [(-2, -3), (-2, -2), (-2, -1), (-2, 0), (-2, 1)])   # seat 0's next line, from a white arrow
        box.station((-2, 1)).marker("B", "ent-2", 0).marker("B", "commercial", 1)   # a marker held in hand
        box.fastest("ent-2", "com-5")   # (minutes, [[((0, 0), (-2, 1)), ...], ...]), or (None, [])
        box.score().rows(0)

    Every refusal raises IllegalMove and changes nothing. `state` is a game State, so boards draw it as
    they draw a game.
    """

    def __init__(
        self,
        players: int = 2,
        seed: int = 0,
        variant: str = "standard",
        guilt_mode: str = "penalty",
        two_player_trip_rule: bool = True,
    ) -> None:
        check_choice("players", players, PLAYER_COUNTS)
        if type(seed) is not int:
            raise ValueError(f"seed must be a whole number, not {seed!r}")
        check_choice("variant", variant, VARIANTS)
        check_choice("guilt_mode", guilt_mode, GUILT_MODES)
        check_choice("two_player_trip_rule", two_player_trip_rule, (True, False))
        start = initial_state(players, seed, variant, guilt_mode, two_player_trip_rule)
        self.state: State = dataclasses.replace(start, markers=())

    @property
    def city(self) -> City:
        return self.state.city

    def _seat(self, owner: object) -> int:
        if type(owner) is not int or not 0 <= owner < self.state.players:
            raise IllegalMove(f"There is no seat {owner!r}: the seats are 0 to {self.state.players - 1}.", "MM-COMP-10")
        return owner

    def _vertex(self, value: object) -> int:
        value = tuple(value) if isinstance(value, list) else value
        if (
            not (type(value) is tuple and len(value) == 2 and all(type(c) is int for c in value))
            or value not in self.city.index
        ):
            raise IllegalMove(f"{value!r} is not a vertex of the city: vertices are (i, j) on the board.", "MM-GRID-1")
        return self.city.index[value]

    def line(self, owner: int, vertices: Sequence) -> Sandbox:
        """Lay `owner`'s next line (solid, then dashed) along `vertices`, from a free white arrow; it is
        finished if it reaches an end arrow. Stations appear where it touches or leaves other lines."""
        seat = self._seat(owner)
        state = self.state
        free = [line for line in state.lines if line.owner == seat and not line.path]
        if not free:
            raise IllegalMove(f"Player {seat + 1} has laid both lines already: each player has two.", "MM-COMP-5")
        if isinstance(vertices, (str, bytes)) or not isinstance(vertices, Sequence) or not vertices:
            raise IllegalMove("A line is a list of vertices, from its start arrow on.", "MM-GRID-1")
        ids = [self._vertex(v) for v in vertices]
        start = self.city.vertices[ids[0]]
        if self.city.arrows.get(start, ("",))[0] != "white" or any(line.path[:1] == (start,) for line in state.lines):
            raise IllegalMove(f"{start} is not a free white arrow: a line starts on one.", "MM-LINE-1")
        k = line_id(seat, free[0].set)
        state = begin(state, k, start, seat=seat)
        work = Dig(state, seat, fresh=True, sandbox=True)
        for a, b in zip(ids, ids[1:]):
            problem = segment_problem(work, k, a, b)
            if problem:
                raise problem
            work.lay(k, a, b)
        self.state = dataclasses.replace(settle(state, work), laid=0, seat=self.state.seat)
        return self

    def station(self, vertex, owner: int | None = None) -> Sandbox:
        """A station on a vertex of a line (not on its arrows), scored for `owner` (by default the owner of
        the first line through it)."""
        v = self._vertex(vertex)
        state = self.state
        through = [line for line in state.lines if v in line.ids[1:] and not (line.finished and v == line.ids[-1])]
        if not through:
            raise IllegalMove(
                f"{self.city.vertices[v]} is not on a line (arrows excluded): stations stand on lines.", "MM-GRID-1"
            )
        if state.station_mask >> v & 1:
            raise IllegalMove(f"There is a station at {self.city.vertices[v]} already.", "MM-STN-5")
        if len(state.stations) >= STATIONS:
            raise IllegalMove(f"All {STATIONS} station markers are on the board.", "MM-COMP-7")
        seat = through[0].owner if owner is None else self._seat(owner)
        stop = Stop(
            self.city.vertices[v], seat, station_points(self.city, v, state.setup.variant == "little_subway"), "built"
        )
        points = state.points[:seat] + (state.points[seat] + stop.points,) + state.points[seat + 1 :]
        self.state = dataclasses.replace(
            state, stations=state.stations + (stop,), points=points, station_mask=state.station_mask | 1 << v
        )
        return self

    def marker(self, letter: str, location: str, owner: int) -> Sandbox:
        """Give `owner` the marker `letter` and lay it on spot `location`, or keep it in hand when
        `location` is a type ("residential", "commercial", "entertainment")."""
        seat = self._seat(owner)
        city, state = self.city, self.state
        pairs = city_data().pairs
        if letter not in LETTERS:
            raise IllegalMove(f"Markers are lettered A to F, not {letter!r}.", "MM-COMP-9")
        spot = location if location in city.spots else None
        if spot is None and location not in SPOT_KINDS:
            raise IllegalMove(f"{location!r} is neither a spot (like res-1) nor a type of location.", "MM-COMP-2")
        kind = city.kinds[city.spots[spot]] if spot else location
        if kind not in pairs[letter]:
            raise IllegalMove(
                f"Letter {letter}'s markers are {' and '.join(pairs[letter])}, so none is {kind}.", "MM-COMP-9"
            )
        if any((m.letter, m.kind) == (letter, kind) for m in state.markers):
            raise IllegalMove(f"The {kind} marker {letter} is in play already.", "MM-COMP-9")
        if spot and any(m.spot == spot for m in state.markers):
            raise IllegalMove(f"Spot {spot} has a marker already.", "MM-GAP-3")
        twin = [m.spot for m in state.markers if m.letter == letter and m.spot]
        if spot and twin and city.touching(twin[0], spot):
            raise IllegalMove(
                f"Marker {letter} may not go on {spot}: the other marker {letter} lies on {twin[0]}, which it touches.",
                "MM-LOC-3",
            )
        markers = sorted(state.markers + (Marker(letter, kind, seat, spot, True),), key=lambda m: (m.letter, m.kind))
        self.state = dataclasses.replace(state, markers=tuple(markers))  # in the game's order, as dealt
        return self

    def fastest(self, a: str, b: str) -> tuple[int | None, list[list[Step]]]:
        """The minutes of the fastest trip between locations `a` and `b` (spots, "park", "lake") and every
        route taking them, as lists of (line, station) steps, line = (seat, set) (MM-TEST-1, MM-TEST-2, MM-TEST-3)."""
        for location in (a, b):
            if location not in self.city.locations:
                raise IllegalMove(
                    f"There is no location {location!r}: name a spot (like res-1), park or lake.", "MM-COMP-2"
                )
        state = self.state
        graph = network(
            (((line.owner, line.set), line.path) for line in state.lines if line.path),
            (s.vertex for s in state.stations),
        )
        return fastest(graph, self.city.locations[a], self.city.locations[b])

    def trips(self) -> list[Trip]:
        """The 7 test trips as the game's end would score them."""
        return trips(self.state)

    def score(self) -> Score:
        """The final sheet, as at the end of a game (verification, the 7 trips, tie-breaks)."""
        return final_score(self.state)
