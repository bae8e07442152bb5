"""The city as a grid of visible blocks: where a card may go (C-PLACE-1, C-PLACE-2, C-PLACE-3, C-PLACE-4, C-PLACE-5,
C-PLACE-6, C-PLACE-7, C-GAP-3, C-GAP-4), its districts (dzielnica, C-SCORE-3) and its roads (C-CARD-3, C-CARD-4,
C-GAP-5).

    (0,0) (1,0) (2,0) --> x        a card at (x, y) covers (x, y) (x+1, y)        N
    (0,1) (1,1) (2,1)                                       (x, y+1) (x+1, y+1)  W + E
      |                                                                          S
      v y

`cells` maps (x, y) to the visible Block there. Only the top-most block of a cell is visible, and covered
blocks are gone for every purpose. Districts and roads are the components of networkx graphs, and the
loops of goal 14 are the cycles of the road graph.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

import networkx as nx

from gamekit.core import IllegalMove
from gamekit.geometry.squaregrid import OPPOSITE, SIDES, corner_neighbours, side_neighbours
from gamekit.i18n import _, pgettext

Cell = tuple[int, int]
KINDS = ("commercial", "park", "industrial", "residential")  # the rulebook's order
FOOTPRINT = ((0, 0), (1, 0), (0, 1), (1, 1))
_STEP = dict(SIDES)
_OPPOSITE = dict(OPPOSITE)


@dataclass(frozen=True, slots=True)
class Block:
    """One block (rejon) of the city: its kind, its road sides, and the number of the card it belongs to."""

    kind: str
    roads: frozenset[str]
    card: int


City = Mapping[Cell, Block]  # the visible block of every cell of a city


def kind_name(kind: str) -> str:
    """A block's kind in words, as the board names it ("commercial"; in Polish the rulebook's "handlowy")."""
    names = {
        "commercial": pgettext("block", "commercial"),
        "park": pgettext("block", "park"),
        "industrial": pgettext("block", "industrial"),
        "residential": pgettext("block", "residential"),
    }
    return names[kind]


def footprint(x: int, y: int) -> tuple[Cell, ...]:
    """The four cells a card covers when its top-left block is at (x, y)."""
    return tuple((x + dx, y + dy) for dx, dy in FOOTPRINT)


def position_problem(x: object, y: object, turned: object, portrait: object = False) -> IllegalMove | None:
    """Why (x, y, turned, portrait) is not a position a card may take at all (C-GAP-3, C-PLACE-4), or None.

    A card lies in landscape, as dealt, or turned by 180°. Turned by 90° (portrait) it would stand upright,
    its blocks across the city's rows: the building code forbids that, so such a try is always refused."""
    if type(x) is not int or type(y) is not int:
        return IllegalMove(
            _("A card must sit on whole grid cells, but x={x} and y={y}; use whole numbers.").format(
                x=repr(x), y=repr(y)
            ),
            "C-GAP-3",
        )
    if type(turned) is not bool or type(portrait) is not bool:
        return IllegalMove(
            _(
                "A card lies either way up or turned by 180°, so turned and portrait are True or False,"
                " not {turned} and {portrait}."
            ).format(turned=repr(turned), portrait=repr(portrait)),
            "C-PLACE-4",
        )
    if portrait:
        return IllegalMove(
            _(
                "Cards may be laid only horizontally (landscape), never upright (portrait): turn the card"
                " back by 90°; turning it by 180° is allowed."
            ),
            "C-PLACE-4",
        )
    return None


def placement_problem(cells: Mapping[Cell, object], x: int, y: int) -> IllegalMove | None:
    """Why a card may not go with its top-left block at (x, y), or None if it may (C-GAP-4).

    A card is legal when one of its blocks lies on a visible block (covering it, C-PLACE-2, C-PLACE-3) or shares a
    side with one (C-PLACE-1). The first card goes anywhere. A new card always goes on top, so C-PLACE-7
    can never be broken, and C-PLACE-5 (gaps) needs no check.
    """
    if not cells:
        return None
    feet = footprint(x, y)
    if any(cell in cells for cell in feet) or any(n in cells for cell in feet for n in side_neighbours(cell)):
        return None
    if any(n in cells for cell in feet for n in corner_neighbours(cell)):
        return IllegalMove(
            _(
                "A card at ({x}, {y}) would touch the city only at a corner; one of its blocks must share a whole"
                " side with a block of the city, or lie on top of one."
            ).format(x=x, y=y),
            "C-PLACE-6",
        )
    return IllegalMove(
        _(
            "A card at ({x}, {y}) would not touch the city; at least one of its blocks must be next to a block"
            " already in the city, or on top of one."
        ).format(x=x, y=y),
        "C-PLACE-1",
    )


def anchors_near(cells: Iterable[Cell]) -> set[Cell]:
    """Every top-left position whose card would lie on or beside one of `cells` (the legal places, when
    `cells` are the city's cells)."""
    reach = {n for cell in cells for n in (cell, *side_neighbours(cell))}
    return {(x - dx, y - dy) for x, y in reach for dx, dy in FOOTPRINT}


# The anchors a newly laid card opens, relative to its own top-left corner (worked out once). Cells never
# leave the city, so the legal places only grow: this is all the frontier ever needs.
NEW_ANCHORS = tuple(sorted(anchors_near(FOOTPRINT)))


def anchors_after(x: int, y: int) -> list[Cell]:
    """The positions that are legal once a card lies with its top-left block at (x, y)."""
    return [(x + dx, y + dy) for dx, dy in NEW_ANCHORS]


def laid(
    cells: City, anchors: tuple[Cell, ...], known: frozenset[Cell], x: int, y: int, face: Iterable[tuple[Cell, Block]]
) -> tuple[City, tuple[Cell, ...], frozenset[Cell]]:
    """The city's cells, its legal places (in the order they opened) and the set of them, once a card whose blocks
    are `face` (offset → Block) lies with its top-left block at (x, y): no checks. It goes on top (C-PLACE-7)."""
    grown = dict(cells)
    for (dx, dy), block in face:
        grown[x + dx, y + dy] = block
    opened = [a for a in anchors_after(x, y) if a not in known]
    return MappingProxyType(grown), anchors + tuple(opened), known.union(opened)


def road_links(cells: City, cell: Cell) -> list[Cell]:
    """The blocks the road in `cell` runs into: across each of its road sides, when the block there has a
    road on the shared side too (C-GAP-5). A road side facing an empty cell or a roadless side ends there: the
    road runs out of the city, or ends at the edge of a block (C-CARD-4)."""
    x, y = cell
    linked = []
    for side in cells[cell].roads:
        dx, dy = _STEP[side]
        other = cells.get((x + dx, y + dy))
        if other is not None and _OPPOSITE[side] in other.roads:
            linked.append((x + dx, y + dy))
    return linked


def road_cells(cells: City, ordered: bool = True) -> list[set[Cell]]:
    """The roads (C-CARD-3): each a maximal connected run, as the set of cells it runs through, in reading
    order of their top-left cell (or as found, if not `ordered`). A T or a crossing joins everything that
    meets there into one road."""
    found = [set(road) for road in nx.connected_components(road_graph(cells))]
    return sorted(found, key=_reading_order) if ordered else found


def all_districts(cells: City, ordered: bool = True) -> dict[str, list[set[Cell]]]:
    """The districts of every kind (C-SCORE-3): blocks of one kind joined by whole sides. Each list is
    largest first; equal sizes in reading order of their top-left cell (as found, if not `ordered`)."""
    graph: nx.Graph[Cell] = nx.Graph()
    graph.add_nodes_from(cells)
    for (x, y), block in cells.items():
        for n in ((x + 1, y), (x, y + 1)):
            other = cells.get(n)
            if other is not None and other.kind == block.kind:
                graph.add_edge((x, y), n)
    found: dict[str, list[set[Cell]]] = {kind: [] for kind in KINDS}
    for district in nx.connected_components(graph):
        found[cells[next(iter(district))].kind].append(set(district))
    for groups in found.values():
        if ordered:
            groups.sort(key=lambda d: (-len(d), _reading_order(d)))
        else:
            groups.sort(key=len, reverse=True)
    return found


def districts(cells: City, kind: str) -> list[set[Cell]]:
    """The districts of one kind, largest first (equal sizes in reading order)."""
    return all_districts(cells)[kind]


def road_graph(cells: City) -> nx.Graph[Cell]:
    """Blocks with a road, joined where their roads meet: its components are the roads, its cycles the loops."""
    graph: nx.Graph[Cell] = nx.Graph()
    graph.add_nodes_from(cell for cell, block in cells.items() if block.roads)
    graph.add_edges_from((cell, n) for cell in graph for n in road_links(cells, cell))
    return graph


def city_text(cells: City) -> str:
    """The city as text, a row per line: each block's kind letter and road sides, "." for an empty cell."""
    if not cells:
        return _("(empty city)")
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    lines = []
    for y in range(min(ys), max(ys) + 1):
        row = []
        for x in range(min(xs), max(xs) + 1):
            block = cells.get((x, y))
            row.append("." if block is None else block.kind[0].upper() + "".join(s for s in "NESW" if s in block.roads))
        lines.append(" ".join(f"{b:<5}" for b in row).rstrip())
    return "\n".join(lines)


def _reading_order(group: Iterable[Cell]) -> tuple[int, int]:
    """A sort key: the group's first cell in reading order (top row first, then left to right), as (y, x)."""
    return min((y, x) for x, y in group)
