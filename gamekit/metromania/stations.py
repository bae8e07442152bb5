"""Stations (stacje): where they appear by themselves while tunnels are dug, what they score, and where a player may
build one. MM-COMP-7, MM-GRID-1, MM-STN-1, MM-STN-2, MM-STN-3, MM-STN-4, MM-STN-5, MM-STN-6, MM-STN-7, MM-STN-8,
MM-END-4, MM-EX-1, MM-VAR-7, MM-GAP-8, MM-GAP-13, MM-GAP-24.

A station stands on a vertex of a line, at most one per vertex, and belongs to nobody. It appears where a
new tunnel touches another line (crossing it, meeting it, or joining a run beside it) and where a line that
ran along another one leaves it (MM-STN-1, MM-STN-4, MM-GAP-8); the player's own other line counts as another
line (MM-GAP-26). The seat that caused it scores 1 point per spot it serves (MM-STN-3), plus 1 each for the
park and the lake in My little subway (MM-VAR-7). Once the 30 markers are used up, no station appears
(MM-GAP-13).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamekit.i18n import N_
from gamekit.metromania.city import City
from gamekit.metromania.citydata import Vertex

STATIONS = 30  # MM-COMP-7
HOW = {  # shown with gamekit.i18n._
    "contact": N_("a new tunnel touched another line here"),
    "fork": N_("two lines that ran side by side part here"),
    "bonus": N_("the bonus station for finishing a line"),
    "built": N_("built as a whole move on a closed section"),
}


@dataclass(frozen=True, slots=True)
class Stop:
    """A station on the board: where, who caused it (and scored it), its points, and how it came (HOW)."""

    vertex: Vertex
    seat: int
    points: int
    how: str


def station_points(city: City, v: int, little_subway: bool) -> int:
    """What a station on vertex id `v` scores (MM-STN-3, MM-STN-6, MM-EX-1, MM-VAR-7)."""
    return city.spot_points[v] + (city.leisure_points[v] if little_subway else 0)


def touches(at: Sequence[int], along: Sequence[int], line: int, b: int, edge: int) -> bool:
    """Does `line`, arriving at vertex `b` over `edge`, touch a line there that does not run along that
    edge (MM-STN-1)? A line running along the same edge only continues a run beside it (MM-STN-4)."""
    return bool(at[b] & ~(1 << line) & ~along[edge])  # MM-GAP-26: the player's other line counts too


def parts(along: Sequence[int], tips: list[int], line: int, a: int, edge_in: int, edge_out: int) -> bool:
    """Does `line`, which came into vertex `a` along another line over `edge_in`, leave it at `a` by
    `edge_out` (MM-STN-1, MM-STN-4)? Only if that line goes on past `a`: where it merely ends for now,
    the two have not forked yet."""
    leaving = along[edge_in] & ~along[edge_out] & ~(1 << line)
    while leaving:
        other = (leaving & -leaving).bit_length() - 1
        if tips[other] != a:
            return True
        leaving &= leaving - 1
    return False


def on_line(path: Sequence[int], finished: bool) -> Sequence[int]:
    """The vertices of a line where a station may stand: all but its start arrow, and once it is finished its end
    arrow (MM-GRID-1, MM-GAP-24)."""
    return path[1:-1] if finished else path[1:]


def bonus_places(path: list[int], station_mask: int) -> list[int]:
    """Where a finished line's bonus station may go: any vertex of the line without a station, but not its
    start or end arrow (MM-END-4, MM-GAP-24)."""
    return [v for v in on_line(path, True) if not station_mask >> v & 1]


def closed_places(path: list[int], station_mask: int) -> list[int]:
    """Where a station may be built as a whole move: inside a closed section of an unfinished line, that
    is before its last station (MM-STN-5, MM-GAP-24)."""
    last = max((i for i, v in enumerate(path) if station_mask >> v & 1), default=0)
    return [v for v in path[1:last] if not station_mask >> v & 1]
