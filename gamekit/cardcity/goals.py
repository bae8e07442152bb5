"""The 18 goal cards (karta zadania; C-SCORE-7, C-SETUP-1, C-SETUP-2, C-SETUP-3, C-GAP-2, C-GAP-6, C-GAP-12): each a
small function of the city.

OUR RECONSTRUCTION (C-GAP-2): the rulebook prints no goal texts, only the numbers 2, 7 and 14 of its set-up
example. These are our wording of the published game's scoring cards (rules/cardcity.md lists them). The
words they leave vague have one precise meaning here, used by every goal, the tests and the notebook:

- **empty cell**: a cell with no visible block, outside the city or in a gap inside it (C-PLACE-5).
- **next to**: sharing a whole side. Blocks touching only at a corner are "at a corner" (goal 9).
- **on the city's edge**: a block with at least one side facing an empty cell (a gap inside the city
  makes an edge too).
- **on a corner of the city**: a block with two neighbouring sides (N and E, E and S, S and W, or W and N)
  facing empty cells.
- **runs off the city's edge**: a road with a road side facing an empty cell. A road ending at a side of
  a block that has no road there ends inside the city.
- **row / column**: all visible blocks with the same y / the same x (the city has no empty rows or
  columns, as every card touches the city by a side). Lines count blocks and skip gaps.
- **a road passes (runs through) a block** when the block holds a piece of it; the **length** of a road
  is the number of blocks it runs through, and the **longest road** is the road with the most blocks.
- **the largest residential district**: on a tie, the one that scores best for the card (C-GAP-6).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import networkx as nx

from gamekit.cardcity.city import Cell, City, all_districts, road_cells, road_graph, road_links
from gamekit.geometry.squaregrid import SIDES, corner_neighbours, side_neighbour, side_neighbours
from gamekit.i18n import N_, _

CORNER_PAIRS = (("N", "E"), ("E", "S"), ("S", "W"), ("W", "N"))


class CityFacts:
    """What the goals ask about one city (a mapping (x, y) → visible Block), each worked out once (C-GAP-12):
    `districts` (kind → cell sets, largest first), `roads` (cell sets) and, on demand, `road_graph()`."""

    def __init__(self, cells: City):
        self.cells = cells
        self.districts = all_districts(cells, ordered=False)
        self.roads = road_cells(cells, ordered=False)
        self._road_graph: nx.Graph | None = None

    def of_kind(self, kind: str) -> list[Cell]:
        return [c for c, b in self.cells.items() if b.kind == kind]

    def largest(self, kind: str) -> int:
        found = self.districts[kind]
        return len(found[0]) if found else 0

    def road_graph(self) -> nx.Graph:
        if self._road_graph is None:
            self._road_graph = road_graph(self.cells)
        return self._road_graph

    def empty_sides(self, cell: Cell) -> set[str]:
        return {side for side in SIDES if side_neighbour(cell, side) not in self.cells}

    def on_edge(self, cell: Cell) -> bool:
        return any(n not in self.cells for n in side_neighbours(cell))

    def on_corner(self, cell: Cell) -> bool:
        empty = self.empty_sides(cell)
        return any(a in empty and b in empty for a, b in CORNER_PAIRS)

    def lines(self) -> list[list[Cell]]:
        """Every row and every column, as lists of cells."""
        rows: dict[int, list[Cell]] = {}
        cols: dict[int, list[Cell]] = {}
        for x, y in self.cells:
            rows.setdefault(y, []).append((x, y))
            cols.setdefault(x, []).append((x, y))
        return [*rows.values(), *cols.values()]

    def count(self, cells: Iterable[Cell], kind: str) -> int:
        """How many of `cells` (visible or not) hold a block of `kind`."""
        return sum(1 for c in cells if c in self.cells and self.cells[c].kind == kind)


@dataclass(frozen=True)
class Goal:
    """A goal card: its number (also added to the target, C-SETUP-2), name, our text, and its scoring. `title` and
    `wording` are the English (marked for the catalog); `name` and `text` are in the language shown now."""

    number: int
    title: str
    wording: str
    score: Callable[[CityFacts], int]

    @property
    def name(self) -> str:
        return _(self.title)

    @property
    def text(self) -> str:
        return _(self.wording)


def outskirts(city: CityFacts) -> int:
    """1 The Outskirts: +1 per road that never faces an empty cell with a road side; -1 per road that does."""

    def runs_off(road: set[Cell]) -> bool:
        return any(side_neighbour(c, s) not in city.cells for c in road for s in city.cells[c].roads)

    return sum(-1 if runs_off(road) else 1 for road in city.roads)


def bloom_boom(city: CityFacts) -> int:
    """2 Bloom Boom: +1 per row and per column with exactly 3 park blocks; -1 per row and column with none."""
    parks = [city.count(line, "park") for line in city.lines()]
    return parks.count(3) - parks.count(0)


def go_green(city: CityFacts) -> int:
    """3 Go Green: +1 per park block, -3 per industrial block."""
    return len(city.of_kind("park")) - 3 * len(city.of_kind("industrial"))


BLOCK_PARTY = {0: -8, 1: -5, 2: -2, 3: 1, 4: 4}  # 5 or more squares: +7


def block_party(city: CityFacts) -> int:
    """4 Block Party: count the 2x2 squares of four visible blocks of one kind, overlapping squares each
    counting; 0 → -8, 1 → -5, 2 → -2, 3 → +1, 4 → +4, 5 or more → +7."""
    squares = 0
    for (x, y), block in city.cells.items():
        others = (city.cells.get(c) for c in ((x + 1, y), (x, y + 1), (x + 1, y + 1)))
        squares += all(o is not None and o.kind == block.kind for o in others)
    return BLOCK_PARTY.get(squares, 7)


def stacks_and_scrapers(city: CityFacts) -> int:
    """5 Stacks and Scrapers: +2 per industrial block with no park or residential block next to it (its
    neighbours are only commercial or industrial blocks, or empty cells)."""

    def boxed_in(cell: Cell) -> bool:
        return city.count(side_neighbours(cell), "park") + city.count(side_neighbours(cell), "residential") == 0

    return 2 * sum(boxed_in(c) for c in city.of_kind("industrial"))


def master_planned(city: CityFacts) -> int:
    """6 Master Planned: blocks in the largest residential district minus blocks in the largest industrial one."""
    return city.largest("residential") - city.largest("industrial")


def central_perks(city: CityFacts) -> int:
    """7 Central Perks: +1 per park block not on the city's edge, -2 per park block on it."""
    return sum(-2 if city.on_edge(c) else 1 for c in city.of_kind("park"))


def the_burbs(city: CityFacts) -> int:
    """8 The 'Burbs: +1 per park block and -2 per industrial block next to the largest residential district
    (each block counted once); with several largest districts, the best of them (C-GAP-6); none: 0."""
    homes = city.districts["residential"]
    best = None
    for district in (d for d in homes if len(d) == len(homes[0])):
        around = {n for c in district for n in side_neighbours(c)} - district
        points = city.count(around, "park") - 2 * city.count(around, "industrial")
        best = points if best is None else max(best, points)
    return best or 0


def concrete_jungle(city: CityFacts) -> int:
    """9 Concrete Jungle: +1 per industrial block touching another industrial block at a corner (diagonally)."""
    return sum(city.count(corner_neighbours(c), "industrial") > 0 for c in city.of_kind("industrial"))


def the_strip(city: CityFacts) -> int:
    """10 The Strip: +1 per commercial block in the one row or column that holds the most of them."""
    return max((city.count(line, "commercial") for line in city.lines()), default=0)


def mini_marts(city: CityFacts) -> int:
    """11 Mini Marts: +2 per commercial block lying between two residential blocks along a road: its road
    runs straight on, or turns, into residential blocks on at least two of its sides."""

    def between_homes(cell: Cell) -> bool:
        return city.count(road_links(city.cells, cell), "residential") >= 2

    return 2 * sum(between_homes(c) for c in city.of_kind("commercial"))


def superhighway(city: CityFacts) -> int:
    """12 Superhighway: +1 per 2 blocks of the longest road (the road through the most blocks), rounded down."""
    return max((len(road) for road in city.roads), default=0) // 2


def park_hopping(city: CityFacts) -> int:
    """13 Park Hopping: +3 per road that runs from one park block to another (passes 2 or more park blocks)."""
    return 3 * sum(city.count(road, "park") >= 2 for road in city.roads)


def looping_lanes(city: CityFacts) -> int:
    """14 Looping Lanes: +1 per block whose road is part of a closed loop (a cycle of joined road blocks)."""
    return len({c for cycle in nx.cycle_basis(city.road_graph()) for c in cycle})


def skid_row(city: CityFacts) -> int:
    """15 Skid Row: +2 per residential block next to 2 or more industrial blocks."""
    return 2 * sum(city.count(side_neighbours(c), "industrial") >= 2 for c in city.of_kind("residential"))


def morning_commute(city: CityFacts) -> int:
    """16 Morning Commute: +2 per road that passes both a residential and a commercial block."""
    return 2 * sum(city.count(road, "residential") > 0 and city.count(road, "commercial") > 0 for road in city.roads)


def tourist_traps(city: CityFacts) -> int:
    """17 Tourist Traps: +1 per commercial block on the city's edge, +1 more if it is on a corner of the city."""
    return sum(city.on_edge(c) + city.on_corner(c) for c in city.of_kind("commercial"))


def sprawlopolis(city: CityFacts) -> int:
    """18 Sprawlopolis: the blocks in the longest row plus the blocks in the longest column (gaps skipped)."""
    rows = Counter(y for _, y in city.cells)
    cols = Counter(x for x, _ in city.cells)
    return max(rows.values(), default=0) + max(cols.values(), default=0)


# C-CARD-5, C-GAP-2: each card's back, with its own task and number (our reconstruction)
GOALS: dict[int, Goal] = {
    goal.number: goal
    for goal in (
        Goal(
            1,
            N_("The Outskirts"),
            N_("+1 per road that stays inside the city; -1 per road that runs off its edge."),
            outskirts,
        ),
        Goal(
            2,
            N_("Bloom Boom"),
            N_("+1 per row and per column with exactly 3 park blocks; -1 per row and per column with none."),
            bloom_boom,
        ),
        Goal(3, N_("Go Green"), N_("+1 per park block; -3 per industrial block."), go_green),
        Goal(
            4,
            N_("Block Party"),
            N_("2x2 squares of one kind (overlaps count): 0 → -8, 1 → -5, 2 → -2, 3 → +1, 4 → +4, 5+ → +7."),
            block_party,
        ),
        Goal(
            5,
            N_("Stacks and Scrapers"),
            N_("+2 per industrial block with only commercial or industrial blocks next to it."),
            stacks_and_scrapers,
        ),
        Goal(
            6,
            N_("Master Planned"),
            N_("Largest residential district minus largest industrial district."),
            master_planned,
        ),
        Goal(
            7,
            N_("Central Perks"),
            N_("+1 per park block not on the city's edge; -2 per park block on it."),
            central_perks,
        ),
        Goal(
            8,
            N_("The 'Burbs"),
            N_("+1 per park block next to the largest residential district; -2 per industrial block next to it."),
            the_burbs,
        ),
        Goal(
            9,
            N_("Concrete Jungle"),
            N_("+1 per industrial block touching another industrial block at a corner."),
            concrete_jungle,
        ),
        Goal(
            10, N_("The Strip"), N_("+1 per commercial block in the one row or column that holds the most."), the_strip
        ),
        Goal(
            11,
            N_("Mini Marts"),
            N_("+2 per commercial block between two residential blocks along a road (straight or turning)."),
            mini_marts,
        ),
        Goal(12, N_("Superhighway"), N_("+1 per 2 blocks of the longest road (rounded down)."), superhighway),
        Goal(13, N_("Park Hopping"), N_("+3 per road that runs from one park block to another."), park_hopping),
        Goal(14, N_("Looping Lanes"), N_("+1 per road block that is part of a closed loop."), looping_lanes),
        Goal(15, N_("Skid Row"), N_("+2 per residential block next to 2 or more industrial blocks."), skid_row),
        Goal(
            16,
            N_("Morning Commute"),
            N_("+2 per road that passes both a residential and a commercial block."),
            morning_commute,
        ),
        Goal(
            17,
            N_("Tourist Traps"),
            N_("+1 per commercial block on the city's edge, +1 more if it is on a corner."),
            tourist_traps,
        ),
        Goal(18, N_("Sprawlopolis"), N_("Blocks in the longest row plus blocks in the longest column."), sprawlopolis),
    )
}


def goal_texts(numbers: Iterable[int] | None = None) -> dict[int, str]:
    """number → "Name: text" for the given goal cards (all 18 by default), for boards and lessons."""
    return {n: f"{GOALS[n].name}: {GOALS[n].text}" for n in (sorted(GOALS) if numbers is None else numbers)}
