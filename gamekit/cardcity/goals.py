"""The 18 goal cards (karta zadania, C-SCORE-7, C-GAP-2): each a small function of the finished city.

Words the cards leave vague have one precise meaning here, used by every goal and the notebook:
- a block is **on the city's edge** when at least one of its four side neighbours is an empty cell;
- a block is **on a corner of the city** when two neighbouring sides of it (N and E, E and S, S and W,
  or W and N) face empty cells;
- a **road runs off the city's edge** when one of its road sides faces an empty cell;
- a **row** (or column) is every visible block with the same y (or x); the longest row counts its blocks,
  skipping gaps;
- the **longest road** is the road running through the most blocks;
- a road **passes** a block when it runs through that block.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property

import networkx as nx

from gamekit.cardcity.city import Cell, all_districts, road_graph
from gamekit.geometry.squaregrid import SIDES, corner_neighbours, side_neighbour, side_neighbours

CORNER_PAIRS = (("N", "E"), ("E", "S"), ("S", "W"), ("W", "N"))


class CityFacts:
    """What the goals ask about one city, each worked out once."""

    def __init__(self, cells: Mapping[Cell, object]):
        self.cells = cells

    def of_kind(self, kind: str) -> list[Cell]:
        return [c for c, b in self.cells.items() if b.kind == kind]

    @cached_property
    def districts(self) -> dict[str, list[set[Cell]]]:
        return all_districts(self.cells)

    def largest(self, kind: str) -> int:
        found = self.districts[kind]
        return len(found[0]) if found else 0

    @cached_property
    def road_graph(self) -> nx.Graph:
        return road_graph(self.cells)

    @cached_property
    def roads(self) -> list[set[Cell]]:
        return [set(c) for c in nx.connected_components(self.road_graph)]

    def empty_sides(self, cell: Cell) -> set[str]:
        return {side for side in SIDES if side_neighbour(cell, side) not in self.cells}

    def on_edge(self, cell: Cell) -> bool:
        return bool(self.empty_sides(cell))

    def on_corner(self, cell: Cell) -> bool:
        empty = self.empty_sides(cell)
        return any(a in empty and b in empty for a, b in CORNER_PAIRS)

    def lines(self) -> list[list[Cell]]:
        """Every row and every column, as lists of cells."""
        rows, cols = {}, {}
        for x, y in self.cells:
            rows.setdefault(y, []).append((x, y))
            cols.setdefault(x, []).append((x, y))
        return [*rows.values(), *cols.values()]

    def neighbours_of_kind(self, cell: Cell, kind: str) -> int:
        return sum(1 for n in side_neighbours(cell) if n in self.cells and self.cells[n].kind == kind)


@dataclass(frozen=True)
class Goal:
    number: int
    name: str
    text: str
    score: Callable[[CityFacts], int]


def outskirts(city: CityFacts) -> int:
    off = [any(side_neighbour(c, s) not in city.cells for c in road for s in city.cells[c].roads) for road in city.roads]
    return sum(-1 if runs_off else 1 for runs_off in off)


def bloom_boom(city: CityFacts) -> int:
    counts = [sum(city.cells[c].kind == "park" for c in line) for line in city.lines()]
    return sum(n == 3 for n in counts) - sum(n == 0 for n in counts)


def go_green(city: CityFacts) -> int:
    return len(city.of_kind("park")) - 3 * len(city.of_kind("industrial"))


BLOCK_PARTY = {0: -8, 1: -5, 2: -2, 3: 1, 4: 4}


def block_party(city: CityFacts) -> int:
    squares = 0
    for (x, y), block in city.cells.items():
        others = [city.cells.get(c) for c in ((x + 1, y), (x, y + 1), (x + 1, y + 1))]
        squares += all(o is not None and o.kind == block.kind for o in others)
    return BLOCK_PARTY.get(squares, 7)


def stacks_and_scrapers(city: CityFacts) -> int:
    def boxed_in(cell: Cell) -> bool:
        return all(city.cells[n].kind in ("commercial", "industrial") for n in side_neighbours(cell) if n in city.cells)

    return 2 * sum(boxed_in(c) for c in city.of_kind("industrial"))


def master_planned(city: CityFacts) -> int:
    return city.largest("residential") - city.largest("industrial")


def central_perks(city: CityFacts) -> int:
    return sum(-2 if city.on_edge(c) else 1 for c in city.of_kind("park"))


def the_burbs(city: CityFacts) -> int:
    """Scored against the largest residential district; on a tie, the one that scores best (C-GAP-6)."""
    homes = city.districts["residential"]
    best = None
    for district in (d for d in homes if len(d) == len(homes[0])):
        around = {n for c in district for n in side_neighbours(c) if n in city.cells} - district
        points = sum(1 if city.cells[n].kind == "park" else -2 if city.cells[n].kind == "industrial" else 0 for n in around)
        best = points if best is None else max(best, points)
    return best or 0


def concrete_jungle(city: CityFacts) -> int:
    return sum(
        any(n in city.cells and city.cells[n].kind == "industrial" for n in corner_neighbours(c))
        for c in city.of_kind("industrial")
    )


def the_strip(city: CityFacts) -> int:
    return max((sum(city.cells[c].kind == "commercial" for c in line) for line in city.lines()), default=0)


def mini_marts(city: CityFacts) -> int:
    graph = city.road_graph
    return 2 * sum(
        c in graph and sum(city.cells[n].kind == "residential" for n in graph[c]) >= 2
        for c in city.of_kind("commercial")
    )


def superhighway(city: CityFacts) -> int:
    return max((len(road) for road in city.roads), default=0) // 2


def park_hopping(city: CityFacts) -> int:
    return 3 * sum(sum(city.cells[c].kind == "park" for c in road) >= 2 for road in city.roads)


def looping_lanes(city: CityFacts) -> int:
    return len({c for cycle in nx.cycle_basis(city.road_graph) for c in cycle})


def skid_row(city: CityFacts) -> int:
    return 2 * sum(city.neighbours_of_kind(c, "industrial") >= 2 for c in city.of_kind("residential"))


def morning_commute(city: CityFacts) -> int:
    return 2 * sum({"residential", "commercial"} <= {city.cells[c].kind for c in road} for road in city.roads)


def tourist_traps(city: CityFacts) -> int:
    return sum(city.on_edge(c) + city.on_corner(c) for c in city.of_kind("commercial"))


def sprawlopolis(city: CityFacts) -> int:
    rows = Counter(y for _, y in city.cells)
    cols = Counter(x for x, _ in city.cells)
    return max(rows.values(), default=0) + max(cols.values(), default=0)


GOALS: dict[int, Goal] = {
    goal.number: goal
    for goal in (
        Goal(1, "The Outskirts", "+1 per road that stays inside the city; -1 per road that runs off its edge.", outskirts),
        Goal(2, "Bloom Boom", "+1 per row and per column with exactly 3 park blocks; -1 per row and per column with none.", bloom_boom),
        Goal(3, "Go Green", "+1 per park block; -3 per industrial block.", go_green),
        Goal(4, "Block Party", "2x2 squares of one kind (overlaps count): 0 → -8, 1 → -5, 2 → -2, 3 → +1, 4 → +4, 5+ → +7.", block_party),
        Goal(5, "Stacks and Scrapers", "+2 per industrial block whose side neighbours are all commercial or industrial.", stacks_and_scrapers),
        Goal(6, "Master Planned", "Largest residential district minus largest industrial district.", master_planned),
        Goal(7, "Central Perks", "+1 per park block not on the city's edge; -2 per park block on it.", central_perks),
        Goal(8, "The 'Burbs", "+1 per park block next to the largest residential district; -2 per industrial block next to it.", the_burbs),
        Goal(9, "Concrete Jungle", "+1 per industrial block touching another industrial block at a corner.", concrete_jungle),
        Goal(10, "The Strip", "+1 per commercial block in the one row or column that holds the most.", the_strip),
        Goal(11, "Mini Marts", "+2 per commercial block joined by road to two residential blocks on either side.", mini_marts),
        Goal(12, "Superhighway", "+1 per 2 blocks of the longest road (rounded down).", superhighway),
        Goal(13, "Park Hopping", "+3 per road that runs through two or more park blocks.", park_hopping),
        Goal(14, "Looping Lanes", "+1 per road block that is part of a closed loop.", looping_lanes),
        Goal(15, "Skid Row", "+2 per residential block next to 2 or more industrial blocks.", skid_row),
        Goal(16, "Morning Commute", "+2 per road that passes both a residential and a commercial block.", morning_commute),
        Goal(17, "Tourist Traps", "+1 per commercial block on the city's edge, +1 more if it is on a corner.", tourist_traps),
        Goal(18, "Sprawlopolis", "Blocks in the longest row plus blocks in the longest column.", sprawlopolis),
    )
}
