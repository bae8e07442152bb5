"""The edits of the Warsaw sandbox, as small frozen dataclasses: PlaceBuilding, ClearRubble, PlaceMetro, PlaceBridge,
SetStage and AddTask (the pieces of the building board, W-COMP-1). Like the full game's moves they may be built with
fields of any type: `game_moves.shape_problem` refuses a malformed one and `str()` never raises.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from gamekit.i18n import _
from gamekit.warsaw.game_moves import spoken
from gamekit.warsaw.map import Hex
from gamekit.warsaw.tasks import Task, task_problem
from gamekit.warsaw.words import kind_of, kind_word, style_name


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
        if self.historic:
            return _("player {owner}: historic building on {hex}").format(owner=self.owner, hex=self.hex)
        if self.style:
            return _("player {owner}: {style} {kind} on {hex}").format(
                owner=self.owner, style=style_name(self.style), kind=kind_word(self.kind), hex=self.hex
            )
        return _("player {owner}: {kind} on {hex}").format(owner=self.owner, kind=kind_word(self.kind), hex=self.hex)


@dataclass(frozen=True, slots=True)
class ClearRubble:
    """Take the rubble off `hex` (odgruzowanie)."""

    hex: Hex

    @spoken
    def __str__(self) -> str:
        return _("clear rubble from {hex}").format(hex=self.hex)


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
        if self.tunnel:
            return _("player {owner}: metro {a}|{b}, tunnel under {c}|{d}").format(
                owner=self.owner, a=self.a, b=self.b, c=self.tunnel[0], d=self.tunnel[1]
            )
        return _("player {owner}: metro {a}|{b}").format(owner=self.owner, a=self.a, b=self.b)


@dataclass(frozen=True, slots=True)
class PlaceBridge:
    """Build `owner`'s bridge over the river edge between hexes `a` and `b`."""

    a: Hex
    b: Hex
    owner: int

    @spoken
    def __str__(self) -> str:
        return _("player {owner}: bridge {a}|{b}").format(owner=self.owner, a=self.a, b=self.b)


@dataclass(frozen=True, slots=True)
class SetStage:
    """Move on to stage II (Modernizacja)."""

    stage: int

    @spoken
    def __str__(self) -> str:
        return _("stage {numeral}").format(numeral="I" * self.stage)


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
            return _("task: {task}").format(task=self.task)
        return _("task: {new} next to an existing {existing} building ({points} VP)").format(
            new=kind_word(self.new), existing=kind_of(self.existing), points=self.points
        )


MOVES = (PlaceBuilding, ClearRubble, PlaceMetro, PlaceBridge, SetStage, AddTask)
Edit: TypeAlias = PlaceBuilding | ClearRubble | PlaceMetro | PlaceBridge | SetStage | AddTask
