"""The edits of the Metromania sandbox, as small frozen dataclasses: LayLine, ExtendLine, PlaceStation and GiveMarker
(the pieces of MM-COMP-5, MM-COMP-7 and MM-COMP-9 on the vertices and edges of MM-GRID-1). Their type hints are the
schema of a sandbox save. Like the game's moves they may be built with fields of any type (lists become tuples, so
an edit typed by hand compares equal to the sandbox's): the sandbox refuses a malformed one, and `str()` never
raises.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.metromania.citydata import SPOT_KINDS, Vertex
from gamekit.metromania.lines import LINE_NAMES
from gamekit.metromania.moves import tuples
from gamekit.moveshape import spoken


@dataclass(frozen=True, slots=True)
class LayLine:
    """Lay `owner`'s next line (solid, then dashed) along `vertices`, from a free white arrow (MM-LINE-1); it is
    finished if it reaches a free black arrow (MM-END-1)."""

    owner: int
    vertices: tuple[Vertex, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "vertices", tuples(self.vertices))

    @spoken
    def __str__(self) -> str:
        if not self.vertices:
            return f"player {self.owner + 1}: a line of no vertices"
        return f"player {self.owner + 1}: a line from {self.vertices[0]} to {self.vertices[-1]}"


@dataclass(frozen=True, slots=True)
class ExtendLine:
    """Dig `owner`'s line `line` (0 solid, 1 dashed) one tunnel further, from its end to `vertex`; a line that has
    not started yet starts on `vertex`, a free white arrow (MM-LINE-1, MM-LINE-2)."""

    owner: int
    line: int
    vertex: Vertex

    def __post_init__(self) -> None:
        object.__setattr__(self, "vertex", tuples(self.vertex))

    @spoken
    def __str__(self) -> str:
        name = LINE_NAMES[self.line] if self.line in (0, 1) else f"number {self.line}"
        return f"player {self.owner + 1}: the {name} line to {self.vertex}"


@dataclass(frozen=True, slots=True)
class PlaceStation:
    """A station on `vertex`, a vertex of a line but not its arrows, scored by `owner` (MM-STN-3, MM-STN-6)."""

    vertex: Vertex
    owner: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "vertex", tuples(self.vertex))

    @spoken
    def __str__(self) -> str:
        return f"a station at {self.vertex} for player {self.owner + 1}"


@dataclass(frozen=True, slots=True)
class GiveMarker:
    """Give `owner` the location marker `letter` and lay it on spot `location` ("res-1"), or keep it in hand when
    `location` is a type ("residential", "commercial", "entertainment") (MM-COMP-9, MM-LOC-3)."""

    letter: str
    location: str
    owner: int

    @spoken
    def __str__(self) -> str:
        where = f"in hand ({self.location})" if self.location in SPOT_KINDS else f"on {self.location}"
        return f"player {self.owner + 1}: marker {self.letter} {where}"


MOVES = (LayLine, ExtendLine, PlaceStation, GiveMarker)
