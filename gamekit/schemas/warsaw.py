"""The Warsaw data files (gamekit/warsaw/data/): building points, project cards and their functions, urban-task and
norm decks, action boards. The rules that tie entries together (cards numbered 1 to 60, 3 unlimited fields a board,
a site's card matching the map) are checked by the loaders after the schema."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct, field

KindName = Literal["industrial", "service", "residential", "representative", "cultural", "transport"]
Kind = Annotated[KindName, Meta(extra={"rule": "W-CARD-2"})]
Style = Annotated[Literal["socrealism", "modernism"], Meta(extra={"rule": "W-CARD-3"})]
Resource = Literal["fund", "concrete", "rubble"]
Name = Annotated[str, Meta(min_length=1, pattern=r"\S")]
Points = Annotated[int, Meta(ge=0)]


class BuildingPoints(Struct, forbid_unknown_fields=True):
    """The points of a building placed without a project card, by type (industrial buildings score by their
    neighbours, so they have none here)."""

    service: Points
    residential: Points
    transport: Points
    representative: Points
    cultural: Points


class BuildingsFile(Struct, forbid_unknown_fields=True):
    """buildings.toml: our placeholder for the missing cards (W-GAP-2)."""

    points: BuildingPoints


class Function(Struct, forbid_unknown_fields=True):
    """A card's function (W-FUNC-2, W-FUNC-4; the kinds are our W-GAP-3). A style function has only its style, a
    permanent one only its income (every round), a reaction its trigger; only a once function has an effect."""

    name: Name
    kind: Literal["style", "permanent", "once", "reaction"]
    style: Style | None = None
    income: dict[Resource, Annotated[int, Meta(ge=1, le=3)]] | None = None
    gain: dict[Resource, Annotated[int, Meta(ge=1, le=3)]] | None = None
    draw: Annotated[int, Meta(ge=0, le=3)] = 0
    effect: Literal["extra_engineer", "free_metro"] | None = None
    trigger: Literal["foundation", "build", "metro", "bridge"] | None = None


class Card(Struct, forbid_unknown_fields=True):
    """A project card (W-CARD-1): an industrial card has no points; a historic card names its site [q, r]."""

    id: int
    name: Name
    real: Annotated[bool, Meta(description="Whether the name is a real Warsaw building of 1945-1980.")]
    stage: Annotated[Literal[1, 2], Meta(extra={"rule": "W-CARD-1"})]
    kind: Kind
    zone: Annotated[Literal["any", "urban", "suburban", "historic"], Meta(extra={"rule": "W-ZONE-1"})]
    function: Annotated[str, Meta(description="The key of one of the [function.KEY] tables.")]
    points: Annotated[int, Meta(ge=0, le=9, extra={"rule": "W-CARD-1"})] | None = None
    site: tuple[int, int] | None = None


class CardsFile(Struct, forbid_unknown_fields=True):
    """cards.toml: the 60 project cards (W-COMP-9) and their functions."""

    function: dict[str, Function]
    card: list[Card]


class Task(Struct, forbid_unknown_fields=True):
    """An urban task (W-TASK-1, W-TASK-2, W-TASK-4): build a `new` building (a type or a style) next to an
    `existing` one of a type, for `points` VP."""

    stage: Literal[1, 2]
    new: Annotated[KindName | Literal["socrealism", "modernism"], Meta(extra={"rule": "W-TASK-2"})]
    existing: Annotated[KindName, Meta(extra={"rule": "W-TASK-1"})]
    points: Annotated[int, Meta(ge=1)]


class Norm(Struct, forbid_unknown_fields=True):
    """A norm card (W-NORM-1, W-NORM-2): 4 objects, each a building type, "metro" or "bridge"."""

    id: int
    objects: Annotated[
        list[KindName | Literal["metro", "bridge"]], Meta(min_length=4, max_length=4, extra={"rule": "W-NORM-2"})
    ]


class DecksFile(Struct, forbid_unknown_fields=True):
    """decks.toml: the urban tasks of both stages and the norms (our cards, W-GAP-4, W-GAP-5)."""

    task: list[Task]
    norm: list[Norm]


class Field(Struct, forbid_unknown_fields=True):
    """A field of the action boards (W-COMP-4, W-DELEG-3): the boards it is on, its action and amount."""

    id: Name
    unlimited: bool
    players: Annotated[list[Literal[3, 4, 5]], Meta(min_length=1)]
    action: Literal["fund", "concrete", "rubble", "draw", "clear", "first", "exchange"]
    amount: Annotated[int, Meta(ge=1, le=3)]


class ActionsFile(Struct, forbid_unknown_fields=True):
    """actions.toml: the action boards for 3, 4 and 5 players (our reconstruction, W-GAP-1)."""

    field: list[Field]


Hex = tuple[int, int]  # axial [q, r]


class HistoricSite(Struct, forbid_unknown_fields=True):
    """A historic site (W-COMP-3) and the building it shows (W-CARD-4)."""

    hex: Hex
    name: Name
    kind: Kind
    style: Style | None = None


class Rubble(Struct, forbid_unknown_fields=True):
    """The hexes that start with rubble, by player count (W-SETUP-4, W-SETUP-5)."""

    three: list[Hex] = field(name="3")
    four: list[Hex] = field(name="4")
    five: list[Hex] = field(name="5")


class MapFile(Struct, forbid_unknown_fields=True):
    """map.toml: the 37 hexes in two zones, the right bank, the historic sites and the rubble (W-COMP-1; the layout
    is our reconstruction, W-GAP-6)."""

    urban: list[Hex]
    suburban: list[Hex]
    right_bank: list[Hex]
    historic: Annotated[list[HistoricSite], Meta(min_length=4, max_length=4, extra={"rule": "W-COMP-3"})]
    rubble: Rubble
