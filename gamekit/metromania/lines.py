"""Subway lines (linie metra) as data: a line, the room its tunnels take, and where a line may start.
MM-COMP-5, MM-COMP-6, MM-LINE-1, MM-LINE-6, MM-MOVE-3, MM-GAP-2, MM-GAP-11.

A tunnel segment (odcinek tunelu) runs along one edge, and its triangular marker lies on one of the two
small triangles beside that edge, one marker per triangle (MM-GAP-2). A move names edges, not triangles,
so the engine does not pin a marker to a side: a tunnel may be laid while every tunnel can still have a
triangle of its own beside its edge, outside the park, the lake and the spots (a matching; see `Room`).
That is what careful players achieve by choosing sides, and it never depends on which way a line was dug.
An edge so carries at most 2 lines. Digging itself (the rules of one segment) is in dig.py; whether a line
can still reach the far half of the city is in finish.py.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from gamekit.metromania.citydata import Vertex

TUNNELS = 18  # MM-COMP-5, MM-LINE-6: tunnel markers per line
MOVE_TUNNELS = 3  # MM-MOVE-4, MM-LINE-5: tunnels per move
LINE_NAMES = ("solid", "dashed")  # MM-COMP-5: a player's two sets


@dataclass(frozen=True, slots=True)
class Line:
    """One subway line: its owner's seat and set (0 solid, 1 dashed), the vertices from its start arrow to
    its tip, and whether it reached an end arrow (its end marker, MM-COMP-6)."""

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
    when no group of linked triangles holds more tunnels than triangles (MM-GAP-2). `parent`, `size`
    (triangles) and `load` (tunnels) per triangle; `dug` is a bit mask of the spots holding a tunnel."""

    parent: tuple[int, ...]
    size: tuple[int, ...]
    load: tuple[int, ...]
    dug: int = 0

    @classmethod
    def empty(cls, triangles: int) -> Room:
        return cls(tuple(range(triangles)), (1,) * triangles, (0,) * triangles)


def line_id(owner: int, set_: int) -> int:
    return 2 * owner + set_


def free_arrows(state) -> list[Vertex]:
    """The white arrows where no line starts yet (MM-LINE-1)."""
    taken = {line.path[0] for line in state.lines if line.path}
    return [v for v in white_arrows(state.setup.city) if v not in taken]


@functools.lru_cache(maxsize=64)
def white_arrows(city) -> tuple[Vertex, ...]:
    """The city's white arrows, where lines start (MM-LINE-1), in the order of `city.arrows`."""
    return tuple(v for v, (colour, _) in city.arrows.items() if colour == "white")


def start_arrows(state, seat: int, set_: int) -> list[Vertex]:
    """The arrows where `seat` may start its line `set_`: free white arrows (MM-LINE-1); for the second line,
    only on the half opposite the first line's start while one is free there (MM-MOVE-3, MM-GAP-11)."""
    city = state.setup.city
    free = free_arrows(state)
    first = state.lines[line_id(seat, 1 - set_)]
    if first.path:
        half = city.opposite_half(city.arrows[first.path[0]][1])  # MM-MOVE-3
        return [v for v in free if city.arrows[v][1] in half] or free  # MM-GAP-11: the fallback
    return free
