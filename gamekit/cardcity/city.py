"""The city as a grid of visible blocks: where a card may go (C-PLACE-1..7, C-GAP-3/4), and its districts
(dzielnica) and roads (C-SCORE-3, C-CARD-3/4, C-GAP-5) as networkx graphs.

Cells: x grows to the right and y downward; a card at (x, y) covers (x, y), (x+1, y), (x, y+1), (x+1, y+1).
Only the top-most block of a cell is visible, and covered blocks are gone for every purpose.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import networkx as nx

from gamekit.core import IllegalMove
from gamekit.geometry.squaregrid import OPPOSITE, corner_neighbours, side_neighbour, side_neighbours

Cell = tuple[int, int]
FOOTPRINT = ((0, 0), (1, 0), (0, 1), (1, 1))


def footprint(x: int, y: int) -> tuple[Cell, ...]:
    return tuple((x + dx, y + dy) for dx, dy in FOOTPRINT)


def placement_problem(cells: Mapping[Cell, object], x: int, y: int) -> IllegalMove | None:
    """Why a card may not go with its top-left block at (x, y), or None if it may (C-GAP-4).

    A card is legal when one of its blocks lies on a visible block (covering it, C-PLACE-2/3) or shares a
    side with one (C-PLACE-1). A new card always goes on top, so C-PLACE-7 can never be broken.
    """
    if not cells:
        return None
    feet = footprint(x, y)
    if any(cell in cells for cell in feet) or any(n in cells for cell in feet for n in side_neighbours(cell)):
        return None
    if any(n in cells for cell in feet for n in corner_neighbours(cell)):
        return IllegalMove(
            f"A card at ({x}, {y}) would touch the city only at a corner; one of its blocks must share a whole side"
            " with a block of the city, or lie on top of one.", "C-PLACE-6")
    return IllegalMove(
        f"A card at ({x}, {y}) would not touch the city; at least one of its blocks must be next to a block"
        " already in the city, or on top of one.", "C-PLACE-1")


def anchors_near(cells: Iterable[Cell]) -> set[Cell]:
    """Every top-left position whose card would lie on or beside one of `cells` (legal if cells are city)."""
    reach = {n for cell in cells for n in (cell, *side_neighbours(cell))}
    return {(x - dx, y - dy) for x, y in reach for dx, dy in FOOTPRINT}


# The anchors a newly laid card opens, relative to its own top-left corner (worked out once).
NEW_ANCHORS = tuple(sorted(anchors_near(FOOTPRINT)))


def anchors_after(x: int, y: int) -> list[Cell]:
    """The positions that become legal once a card lies with its top-left block at (x, y)."""
    return [(x + dx, y + dy) for dx, dy in NEW_ANCHORS]


def kind_graph(cells: Mapping[Cell, object]) -> nx.Graph:
    """Blocks joined when they share a side and are of the same kind: its components are the districts."""
    graph = nx.Graph()
    graph.add_nodes_from(cells)
    for (x, y), block in cells.items():
        for n in ((x + 1, y), (x, y + 1)):
            other = cells.get(n)
            if other is not None and other.kind == block.kind:
                graph.add_edge((x, y), n)
    return graph


def road_graph(cells: Mapping[Cell, object]) -> nx.Graph:
    """Blocks with a road, joined when both have a road on their shared side: its components are the roads."""
    graph = nx.Graph()
    for cell, block in cells.items():
        if block.roads:
            graph.add_node(cell)
            for side in ("E", "S"):
                if side in block.roads:
                    n = side_neighbour(cell, side)
                    other = cells.get(n)
                    if other is not None and OPPOSITE[side] in other.roads:
                        graph.add_edge(cell, n)
    return graph


def districts(cells: Mapping[Cell, object], kind: str) -> list[set[Cell]]:
    """The districts of one kind, largest first (ties in reading order of their top-left cell)."""
    return all_districts(cells)[kind]


def all_districts(cells: Mapping[Cell, object]) -> dict[str, list[set[Cell]]]:
    """The districts of every kind, each list largest first (ties in reading order of the top-left cell)."""
    found: dict[str, list[set[Cell]]] = {"commercial": [], "park": [], "industrial": [], "residential": []}
    for component in nx.connected_components(kind_graph(cells)):
        found[cells[next(iter(component))].kind].append(set(component))
    for groups in found.values():
        groups.sort(key=lambda d: (-len(d), min(d, key=_reading)))
    return found


def roads(cells: Mapping[Cell, object]) -> list[set[Cell]]:
    """The roads, each as the set of cells it runs through."""
    return sorted((set(c) for c in nx.connected_components(road_graph(cells))), key=lambda r: min(r, key=_reading))


def _reading(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]
