"""The scoring phase (faza punktacji): the building-phase points verified, the 7 test trips, and the sheet with its
tie-breaks. MM-SCORE-1, MM-TEST-4, MM-TEST-5, MM-TEST-6, MM-TEST-7, MM-TEST-8, MM-TEST-9, MM-TEST-10, MM-TEST-11,
MM-TIE-1, MM-TIE-2, MM-PC-2, MM-PC-3, MM-VAR-5, MM-VAR-6, MM-VAR-9, MM-EX-2, MM-EX-5, MM-EX-6, MM-GAP-16, MM-GAP-17,
MM-GAP-18, MM-GAP-19, MM-GAP-20, MM-GAP-23, MM-GAP-27.

The sheet's rows: "stations" (points scored while building, MM-GAP-23), "verification" (what MM-SCORE-1
takes back, see `kept`, as a negative number), one row per test trip, "trip A" to "trip F", and
"park-lake". My little subway has "stations" and "finished lines" (MM-VAR-9). Until the
game is over only "stations" is filled in. Scores may go below 0 (MM-GAP-27).
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.core import Score
from gamekit.i18n import N_, _, ngettext
from gamekit.metromania.citydata import LETTERS
from gamekit.metromania.routes import Step, fastest, network, rides

TRIP_POINTS = 3  # MM-TEST-4
OWNER_BONUS = 3  # MM-TEST-4
GUILT = 6  # MM-TEST-9
PARK_LAKE_POINTS = 5  # MM-TEST-10
LINE_BONUS = 5  # MM-VAR-9
# The sheet's rows are identities (Score.rows keys); a board shows them with gamekit.i18n._.
CATEGORIES = (
    N_("stations"),
    N_("verification"),
    N_("trip A"),
    N_("trip B"),
    N_("trip C"),
    N_("trip D"),
    N_("trip E"),
    N_("trip F"),
    N_("park-lake"),
)
LITTLE_CATEGORIES = (N_("stations"), N_("finished lines"))


@dataclass(frozen=True, slots=True)
class Trip:
    """One test trip's result: its locations (None for a marker never laid), the fastest time and every
    fastest route (None and () without a connection), points per seat, the guilty seats, and a note."""

    name: str  # "A".."F" or "park-lake"
    ends: tuple[str | None, str | None]
    minutes: int | None
    routes: tuple[tuple[Step, ...], ...]
    points: tuple[int, ...]
    guilty: tuple[int, ...]
    note: str


def kept(points: int, finished: int) -> int:
    """MM-SCORE-1, MM-EX-2: both lines finished keep all the building-phase points, one line keeps half
    (the half lost, the rest rounded down: 7 -> 3), none keeps nothing."""
    return points if finished >= 2 else points // 2 if finished == 1 else 0


def trips(state) -> list[Trip]:
    """The 7 tests of a finished city (MM-TEST-11); none in My little subway (MM-VAR-6)."""
    if state.setup.variant == "little_subway":
        return []
    city = state.city
    graph = network(
        (((line.owner, line.set), line.path) for line in state.lines if line.path), (s.vertex for s in state.stations)
    )
    served = {s.vertex for s in state.stations}
    results = [_pair(state, graph, served, letter) for letter in LETTERS]
    minutes, routes = fastest(graph, city.locations["park"], city.locations["lake"])
    points = _takers(state, graph, routes, PARK_LAKE_POINTS, ())
    note = (
        _("park-lake: {minutes}, {routes}; {gains}").format(
            minutes=_minutes(minutes), routes=_routes(routes), gains=_gains(points)
        )
        if minutes is not None
        else _("park-lake: no connection, nobody scores")
    )
    results.append(Trip("park-lake", ("park", "lake"), minutes, tuple(map(tuple, routes)), points, (), note))
    return results


def _pair(state, graph, served: set, letter: str) -> Trip:
    players, city = state.players, state.city
    markers = [m for m in state.markers if m.letter == letter]
    ends = tuple(m.spot for m in markers) + (None,) * (2 - len(markers))
    nothing = (0,) * players
    if len(markers) < 2:  # only in a Sandbox that was not given both markers
        return Trip(letter, ends, None, (), nothing, (), _("{letter}: not in play").format(letter=letter))
    if state.setup.variant == "running_blind":  # MM-VAR-5
        if not all(m.shown and m.spot for m in markers):  # a Sandbox's marker in hand was never dug up either
            note = _("{letter}: a counter was never dug up, test cancelled").format(letter=letter)
            return Trip(letter, ends, None, (), nothing, (), note)
        if city.touching(*ends):
            note = _("{letter}: {a} and {b} touch, test cancelled").format(letter=letter, a=ends[0], b=ends[1])
            return Trip(letter, ends, None, (), nothing, (), note)
    minutes: int | None = None
    routes: list[list[Step]] = []
    if ends[0] is not None and ends[1] is not None:
        minutes, routes = fastest(graph, city.locations[ends[0]], city.locations[ends[1]])
    if minutes is not None:
        owners = tuple(m.holder for m in markers)
        points = _takers(state, graph, routes, TRIP_POINTS, owners)
        return Trip(
            letter,
            ends,
            minutes,
            tuple(map(tuple, routes)),
            points,
            (),
            _("{letter}: {a} to {b}, {minutes}, {routes}; {gains}").format(
                letter=letter,
                a=ends[0],
                b=ends[1],
                minutes=_minutes(minutes),
                routes=_routes(routes),
                gains=_gains(points),
            ),
        )
    return _guilt(state, letter, ends, markers, served)


def _takers(state, graph, routes: list[list[Step]], base: int, owners: tuple) -> tuple[int, ...]:
    """Points for the seats whose lines take part in a fastest route (MM-TEST-4, MM-TEST-10): everyone who
    rides one, or with 2 players (MM-PC-2, MM-GAP-19) whoever rode most tunnels on at least one route."""
    two_player = state.players == 2 and state.setup.two_player_trip_rule  # MM-PC-2, MM-EX-5
    taking: set[int] = set()
    for route in routes:
        tunnels = rides(graph, route)
        if not two_player:
            taking |= set(tunnels)
        elif tunnels:
            most = max(tunnels.values())
            leaders = [seat for seat, count in tunnels.items() if count == most]
            if len(leaders) == 1:
                taking.add(leaders[0])
    return tuple(
        base + (OWNER_BONUS if seat in owners else 0) if seat in taking else 0 for seat in range(state.players)
    )


def _guilt(state, letter: str, ends: tuple, markers: list, served: set) -> Trip:
    """No connection: the guilty (MM-TEST-5; MM-TEST-6, MM-TEST-7, MM-TEST-8 in that order, MM-GAP-17) lose 6,
    or everyone else gains 6 (guilt_mode "reward", MM-TEST-9); with 2 players both guilty pay nothing (MM-PC-3)."""
    city, players = state.city, state.players
    unplaced = {m.holder for m in markers if m.spot is None and m.holder is not None}
    unserved = {m.holder for m in markers if m.spot is not None and not city.locations[m.spot] & served}
    if unplaced:  # MM-EX-6: (a), then (b), then (c)
        guilty, why = unplaced, _("a marker was never laid")
    elif unserved:
        guilty, why = unserved, _("no station serves a marker")
    else:
        guilty, why = {m.holder for m in markers}, _("no subway connects them")
    if players == 2 and state.setup.two_player_trip_rule and guilty == {0, 1}:
        return Trip(
            letter,
            ends,
            None,
            (),
            (0,) * players,
            tuple(sorted(guilty)),
            _("{letter}: {why}; both players are guilty, so nobody pays").format(letter=letter, why=why),
        )
    if state.setup.guilt_mode == "reward":
        points = tuple(0 if seat in guilty else GUILT for seat in range(players))
    else:
        points = tuple(-GUILT if seat in guilty else 0 for seat in range(players))
    note = _("{letter}: {why}; {gains}").format(letter=letter, why=why, gains=_gains(points))
    return Trip(letter, ends, None, (), points, tuple(sorted(guilty)), note)


def _minutes(minutes: int) -> str:
    return ngettext("{n} minute", "{n} minutes", minutes).format(n=minutes)


def _routes(routes: list) -> str:
    return ngettext("{n} fastest route", "{n} fastest routes", len(routes)).format(n=len(routes))


def _gains(points: tuple[int, ...]) -> str:
    gains = [
        _("player {number} {points}").format(number=seat + 1, points=f"{p:+d}") for seat, p in enumerate(points) if p
    ]
    return ", ".join(gains) or _("nobody scores")


def _finished(state, seat: int) -> int:
    return sum(line.finished for line in state.lines if line.owner == seat)


def _tiebreak(state) -> tuple:
    """MM-TIE-2: finished lines, then tunnels built; a tie after that stays a tie ("dispute")."""
    return tuple(
        (_finished(state, seat), sum(line.tunnels for line in state.lines if line.owner == seat))
        for seat in range(state.players)
    )


def running_score(state) -> Score:
    """The sheet during the building phase: the station points scored so far (MM-STN-3)."""
    little = state.setup.variant == "little_subway"
    width = len(LITTLE_CATEGORIES if little else CATEGORIES) - 1
    return Score(
        LITTLE_CATEGORIES if little else CATEGORIES,
        tuple((p,) + (0,) * width for p in state.points),
        tiebreak=_tiebreak(state),
    )


def final_score(state) -> Score:
    """The final sheet: verification, the 7 trips (MM-SCORE-1, MM-TEST-11), or My little subway's bonus per
    finished line (MM-VAR-9); the trips' notes explain each row."""
    if state.setup.variant == "little_subway":
        sheet = tuple((p, LINE_BONUS * _finished(state, seat)) for seat, p in enumerate(state.points))
        return Score(LITTLE_CATEGORIES, sheet, tiebreak=_tiebreak(state))
    results = trips(state)
    sheet = tuple(
        (p, kept(p, _finished(state, seat)) - p, *(trip.points[seat] for trip in results))
        for seat, p in enumerate(state.points)
    )
    # MM-TIE-1: the highest total wins (Score.winners), MM-TIE-2 breaks ties; MM-GAP-27: totals may go below 0
    return Score(CATEGORIES, sheet, tiebreak=_tiebreak(state), notes=tuple(trip.note for trip in results))
