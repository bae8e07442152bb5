"""Metromania's state: what stays fixed through a game (Setup), one moment of it (State), the state at the start,
and what the state allows the seat on turn. MM-SETUP-1, MM-SETUP-2, MM-SETUP-3, MM-FLOW-1, MM-STN-5, MM-STN-8,
MM-GEND-1, MM-PC-1, MM-PC-4, MM-VAR-1, MM-VAR-2, MM-GAP-21, MM-GAP-24."""

from __future__ import annotations

import dataclasses
import operator
from dataclasses import dataclass, field
from typing import Any

from gamekit.core import rng
from gamekit.metromania.city import City, city_for
from gamekit.metromania.citydata import city_data
from gamekit.metromania.dig import Dig
from gamekit.metromania.lines import Line, Room, line_id, start_arrows
from gamekit.metromania.markers import Marker, deal
from gamekit.metromania.stations import STATIONS, Stop, closed_places
from gamekit.metromania.steps import reach

PLAYER_COUNTS = (2, 3, 4)  # MM-COMP-10
# MM-VAR-1, MM-VAR-2, MM-VAR-3 (and MM-VAR-4, MM-VAR-5), MM-VAR-6 (and MM-VAR-7, MM-VAR-8, MM-VAR-9)
VARIANTS = ("standard", "unfair_municipality", "no_corruption", "running_blind", "little_subway")
VARIANT_PLAYERS = {"unfair_municipality": (3, 4), "no_corruption": (3, 4)}  # MM-VAR-1, MM-VAR-2
GUILT_MODES = ("penalty", "reward")  # MM-TEST-9, MM-GAP-17
COLOURS = ("blue", "red", "orange", "green")  # MM-COMP-5
END_LINES = {2: 3, 3: 4, 4: 5}  # MM-GEND-1c, MM-PC-1, MM-PC-4: lines finished or blocked that end the game


@dataclass(frozen=True, slots=True)
class Setup:
    """What stays fixed through a game. The city is drawn from the seed, so it is not compared."""

    players: int
    seed: int
    variant: str
    guilt_mode: str
    two_player_trip_rule: bool
    first: int  # the seat that plays first (MM-FLOW-1, MM-GAP-21)
    city: City = field(compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class State:
    """One moment of a game. Line ids are 2 * seat + set (set 0 solid, 1 dashed). The last four fields are
    derived from the lines, markers and stations, and kept for speed (see lines.Dig)."""

    setup: Setup
    lines: tuple[Line, ...]
    stations: tuple[Stop, ...]  # in the order built
    markers: tuple[Marker, ...]
    points: tuple[int, ...]  # building-phase points per seat (MM-GAP-23)
    seat: int  # whose turn it is
    turns: tuple[int, ...]  # turns played per seat
    laid: int = 0  # tunnels laid this turn
    marker_laid: bool = False  # a location marker laid this turn (MM-LOC-2)
    started: bool = False  # a line started this turn (MM-MOVE-1)
    bonus: int = -1  # the line whose bonus station is to be chosen now (MM-END-4), or -1
    trigger: int = -1  # the seat that ended the building phase (MM-GEND-1), or -1
    finals: tuple[int, ...] = ()  # seats still to play their last move (MM-GEND-3)
    over: bool = False
    at: tuple[int, ...] = field(default=(), compare=False, repr=False)
    along: tuple[int, ...] = field(default=(), compare=False, repr=False)
    room: Room | None = field(default=None, compare=False, repr=False)
    station_mask: int = field(default=0, compare=False, repr=False)

    @property
    def players(self) -> int:
        return self.setup.players

    @property
    def city(self) -> City:
        return self.setup.city


_FIELDS = tuple(f.name for f in dataclasses.fields(State))
_INDEX = {name: i for i, name in enumerate(_FIELDS)}
_VALUES = operator.attrgetter(*_FIELDS)


def changed(state: State, **changes: Any) -> State:
    """`dataclasses.replace(state, **changes)`, in half the time: every turn makes a few new states."""
    values = list(_VALUES(state))
    for name, value in changes.items():
        values[_INDEX[name]] = value
    return State(*values)


def initial_state(
    players: int, seed: int, variant: str = "standard", guilt_mode: str = "penalty", two_player_trip_rule: bool = True
) -> State:
    city = city_for(seed)  # MM-SETUP-1
    first = rng(seed, "first").randrange(players)  # MM-FLOW-1, MM-GAP-21
    setup = Setup(players, seed, variant, guilt_mode, two_player_trip_rule, first, city)
    # MM-SETUP-2: no station on the board yet; MM-COMP-8: every score marker on 0
    return State(
        setup,
        tuple(Line(s, k) for s in range(players) for k in (0, 1)),
        (),
        deal(city_data(), city, players, seed, variant),
        (0,) * players,
        first,
        (0,) * players,
        at=(0,) * len(city.vertices),
        along=(0,) * len(city.edges),
        room=Room.empty(len(city.triangles)),
    )


def own_lines(state: State, seat: int) -> tuple[Line, Line]:
    return state.lines[line_id(seat, 0)], state.lines[line_id(seat, 1)]


def on_finished_line(state: State, v: int) -> bool:
    """Does a finished line, anyone's, pass vertex id v? Then no station may be built there as a move
    (MM-STN-8): one can only appear by another line touching it (MM-STN-1)."""
    return any(line.finished and v in line.ids for line in state.lines)


def station_places(state: State, seat: int) -> list[int]:
    """Vertex ids where `seat` may build a station as its move (MM-STN-5, MM-STN-8, MM-GAP-24)."""
    if len(state.stations) >= STATIONS:
        return []
    places = [
        v
        for line in own_lines(state, seat)
        if line.path and not line.finished
        for v in closed_places(list(line.ids), state.station_mask)
        if not on_finished_line(state, v)
    ]
    return list(dict.fromkeys(places))  # a vertex where the two lines run side by side counts once


def fresh_turn(state: State) -> bool:
    return state.laid == 0 and not state.started and state.bonus < 0


def first_move(state: State) -> bool:
    return state.turns[state.seat] == 0 and not state.started


def has_move(state: State, seat: int) -> bool:
    """Could `seat` move if its turn began now?"""
    if state.turns[seat] == 0:
        return bool(start_arrows(state, seat, 0))
    return reach(Dig(state, seat, fresh=True), 1) > 0 or bool(station_places(state, seat))
