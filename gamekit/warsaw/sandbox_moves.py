"""The edits of the Warsaw sandbox, as small frozen dataclasses: PlaceBuilding, ClearRubble, PlaceMetro, PlaceBridge,
SetStage and AddTask (the pieces of the building board, W-COMP-1). Like the full game's moves they may be built with
fields of any type: `game_moves.shape_problem` refuses a malformed one and `str()` never raises.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from gamekit.warsaw.game_moves import spoken
from gamekit.warsaw.map import Hex
from gamekit.warsaw.tasks import Task, task_problem


@dataclass(frozen=True, slots=True)
class PlaceBuilding:
    """Put `owner`'s building of `kind` (and `style`) on `hex`. `zone` is its card's zone restriction, if any;
    `historic` asks for the historic building of that site (its type and style must match the map's)."""

    hex: Hex
    kind: str
    owner: int
    style: str | None = None
    zone: str | None = None
    historic: bool = False

    @spoken
    def __str__(self) -> str:
        what = "historic building" if self.historic else f"{self.style + ' ' if self.style else ''}{self.kind}"
        return f"player {self.owner}: {what} on {self.hex}"


@dataclass(frozen=True, slots=True)
class ClearRubble:
    """Take the rubble off `hex` (odgruzowanie)."""

    hex: Hex

    @spoken
    def __str__(self) -> str:
        return f"clear rubble from {self.hex}"


@dataclass(frozen=True, slots=True)
class PlaceMetro:
    """Lay `owner`'s metro segment on the side between hexes `a` and `b`; `tunnel` names the river edge (two
    hexes) the tunnel starts under when this segment reaches the river (W-METRO-13, W-GAP-9), else None."""

    a: Hex
    b: Hex
    owner: int
    tunnel: tuple[Hex, Hex] | None = None

    @spoken
    def __str__(self) -> str:
        under = f", tunnel under {self.tunnel[0]}|{self.tunnel[1]}" if self.tunnel else ""
        return f"player {self.owner}: metro {self.a}|{self.b}{under}"


@dataclass(frozen=True, slots=True)
class PlaceBridge:
    """Build `owner`'s bridge over the river edge between hexes `a` and `b`."""

    a: Hex
    b: Hex
    owner: int

    @spoken
    def __str__(self) -> str:
        return f"player {self.owner}: bridge {self.a}|{self.b}"


@dataclass(frozen=True, slots=True)
class SetStage:
    """Move on to stage II (Modernizacja)."""

    stage: int

    @spoken
    def __str__(self) -> str:
        return f"stage {'I' * self.stage}"


@dataclass(frozen=True, slots=True)
class AddTask:
    """Lay an urban task card face up (the fields of a `Task`, so that a saved game stays plain JSON)."""

    new: str
    existing: str
    points: int

    @property
    def task(self) -> Task:
        return Task(self.new, self.existing, self.points)

    @spoken
    def __str__(self) -> str:
        if task_problem(self.new, self.existing, self.points) is None:
            return f"task: {self.task}"
        return f"task: {self.new} next to an existing {self.existing} building ({self.points} VP)"


MOVES = (PlaceBuilding, ClearRubble, PlaceMetro, PlaceBridge, SetStage, AddTask)
Edit: TypeAlias = PlaceBuilding | ClearRubble | PlaceMetro | PlaceBridge | SetStage | AddTask
