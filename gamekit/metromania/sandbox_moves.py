"""The edits of the Metromania sandbox, as small frozen dataclasses: LayLine, ExtendLine, PlaceStation and GiveMarker
(the pieces of MM-COMP-5, MM-COMP-7 and MM-COMP-9 on the vertices and edges of MM-GRID-1). Their type hints are the
schema of a sandbox save. Like the game's moves they may be built with fields of any type (lists become tuples, so
an edit typed by hand compares equal to the sandbox's): the sandbox refuses a malformed one, and `str()` never
raises.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.i18n import _
from gamekit.metromania.citydata import SPOT_KINDS, Vertex
from gamekit.metromania.moves import tuples
from gamekit.metromania.words import kind_word, line_phrase
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
            return _("player {number}: a line of no vertices").format(number=self.owner + 1)
        return _("player {number}: a line from {start} to {end}").format(
            number=self.owner + 1, start=self.vertices[0], end=self.vertices[-1]
        )


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
        name = line_phrase(self.line) if self.line in (0, 1) else _("number {number} line").format(number=self.line)
        return _("player {number}: the {line} to {vertex}").format(number=self.owner + 1, line=name, vertex=self.vertex)


@dataclass(frozen=True, slots=True)
class PlaceStation:
    """A station on `vertex`, a vertex of a line but not its arrows, scored by `owner` (MM-STN-3, MM-STN-6)."""

    vertex: Vertex
    owner: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "vertex", tuples(self.vertex))

    @spoken
    def __str__(self) -> str:
        return _("a station at {vertex} for player {number}").format(vertex=self.vertex, number=self.owner + 1)


@dataclass(frozen=True, slots=True)
class GiveMarker:
    """Give `owner` the location marker `letter` and lay it on spot `location` ("res-1"), or keep it in hand when
    `location` is a type ("residential", "commercial", "entertainment") (MM-COMP-9, MM-LOC-3)."""

    letter: str
    location: str
    owner: int

    @spoken
    def __str__(self) -> str:
        if self.location in SPOT_KINDS:
            return _("player {number}: marker {letter} in hand ({kind})").format(
                number=self.owner + 1, letter=self.letter, kind=kind_word(self.location)
            )
        return _("player {number}: marker {letter} on {spot}").format(
            number=self.owner + 1, letter=self.letter, spot=self.location
        )


MOVES = (LayLine, ExtendLine, PlaceStation, GiveMarker)
