"""The city one card away, for the bots' hot loop (`gamekit.cardcity.fast_scoring`): what the districts and roads
of a city become when one card is laid, worked out from the city as it stands, without rebuilding it.

A Greedy move weighs every card of the hand, both ways up, at every legal place: a few hundred cities that share
the same city `Base` and differ only in one 2x2 footprint. So the base city's districts and roads are found once a
move (`Base`, here); once per legal place, what is left of them when the footprint is lifted out (`Hole`, in
gamekit/cardcity/fast_hole.py: a covered block may split a district or a road); and per card laid there, how its
four blocks join what is left (`Face`, here, and `Hole.roads`). A card holds one block of each kind (C-CARD-1), so
its blocks never join each other's districts, and the road sides between its own blocks always meet (C-GAP-5).

Here the districts and roads are hand-written floods, not networkx graphs: `score_city` (gamekit/cardcity/scoring.py)
stays the reference that boards and lessons use, and tests/cardcity/test_cardcity_fast_scoring.py checks that both
agree on every row, for every goal card and variant.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from gamekit.cardcity.cards import CARDS, faces
from gamekit.cardcity.city import FOOTPRINT, KINDS, Block, Cell, City, road_links

STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
# The 8 sides of a card that face out of it, as (position, side); a position is an index into FOOTPRINT
SLOTS = ((0, "N"), (0, "W"), (1, "N"), (1, "E"), (2, "S"), (2, "W"), (3, "S"), (3, "E"))
# The ring: each slot's position, side and the offset of the cell it faces, from the card's top-left block
RING = tuple((p, side, FOOTPRINT[p][0] + STEP[side][0], FOOTPRINT[p][1] + STEP[side][1]) for p, side in SLOTS)
KIND_INDEX = {kind: n for n, kind in enumerate(KINDS)}
SIZE, PARKS, HOMES, SHOPS, OFF, LOOPS = range(6)  # a road's numbers: blocks, park/residential/commercial blocks,
# road sides facing an empty cell, blocks on a loop
Stats = tuple[int, int, int, int, int, int]
Roads = tuple[int, int, int, int, int, int]  # a city's roads: count, Outskirts points, longest, hops, commutes, loops


def flood(nodes: Iterable[Cell], linked: Callable[[Cell], Iterable[Cell]]) -> list[list[Cell]]:
    """The connected parts of `nodes`, each as a list of cells: two nodes join where one is `linked` to the other."""
    order = list(nodes)
    pool, seen, parts = set(order), set(), []
    for start in order:
        if start in seen:
            continue
        seen.add(start)
        part, n = [start], 0
        while n < len(part):
            for other in linked(part[n]):
                if other in pool and other not in seen:
                    seen.add(other)
                    part.append(other)
            n += 1
        parts.append(part)
    return parts


def cycle_cells(nodes: Iterable[Cell], linked: Callable[[Cell], Iterable[Cell]]) -> set[Cell]:
    """The nodes on a cycle of the graph (each node's neighbours are `linked(node)`, a simple graph): those with an
    edge that is no bridge, found by a depth-first search (Tarjan's low links). These are the nodes of networkx's
    `cycle_basis`: every cycle is a sum of basis cycles, so every edge on a cycle lies on one of them."""
    order: dict[Cell, int] = {}
    low: dict[Cell, int] = {}
    found: set[Cell] = set()
    for root in nodes:
        if root in order:
            continue
        order[root] = low[root] = len(order)
        stack = [(root, root, iter(linked(root)))]
        while stack:
            node, parent, todo = stack[-1]
            for other in todo:
                if other == parent:
                    continue
                if other in order:
                    low[node] = min(low[node], order[other])
                else:
                    order[other] = low[other] = len(order)
                    stack.append((other, node, iter(linked(other))))
                    break
            else:
                stack.pop()
                if node != parent:
                    low[parent] = min(low[parent], low[node])
                    if low[node] <= order[parent]:  # the edge parent-node is on a cycle
                        found.update((parent, node))
    return found


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    x, y = cell
    return (x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)


def road_stats(part: list[Cell], cells: City, filled: Callable[[Cell], bool], loops: set[Cell]) -> Stats:
    """A road's numbers (SIZE, PARKS, HOMES, SHOPS, OFF, LOOPS): `filled(cell)` says whether a cell holds a block."""
    kinds = [cells[c].kind for c in part]
    off = 0
    for x, y in part:
        for side in cells[x, y].roads:
            dx, dy = STEP[side]
            off += not filled((x + dx, y + dy))
    on_loops = sum(c in loops for c in part) if loops else 0
    return len(part), kinds.count("park"), kinds.count("residential"), kinds.count("commercial"), off, on_loops


def terms(stats: Sequence[int]) -> tuple[int, int, int, int]:
    """What one road adds to the road goals: Outskirts' point, a Park Hopping road, a Morning Commute road, loops."""
    return (-1 if stats[OFF] else 1), stats[PARKS] >= 2, bool(stats[HOMES] and stats[SHOPS]), stats[LOOPS]


class Base:
    """A city's districts and roads, each found once: `district` (cell → id), `district_cells`, `district_kind`,
    `district_size` and each kind's ids largest first (`by_size`); `road` (cell → id), `road_cells`, `road_stats`,
    the roads by size (`long_roads`) and the totals of the road goals (`road_totals`). `loops`: whether loops are
    counted (goal 14). What is left of a district or a road when some of its blocks are covered is found once for
    all the places that cover them (`district_split`, `road_split`): its pieces get negative ids."""

    def __init__(self, cells: City, roads: bool = True, loops: bool = False):
        self.cells = cells = dict(cells)
        self.count_roads, self.loops = roads, loops
        self.district: dict[Cell, int] = {}
        self.district_cells = flood(cells, lambda c: self.same_kind(c, cells[c].kind))
        self.district_kind = [cells[part[0]].kind for part in self.district_cells]
        for n, part in enumerate(self.district_cells):
            self.district.update(dict.fromkeys(part, n))
        self.district_size = [len(part) for part in self.district_cells]
        ids = sorted(range(len(self.district_cells)), key=lambda n: -self.district_size[n])
        self.by_size = {kind: [n for n in ids if self.district_kind[n] == kind] for kind in KINDS}
        self.largest = [self.district_size[found[0]] if found else 0 for found in self.by_size.values()]
        self.links = {c: road_links(cells, c) for c, block in cells.items() if block.roads} if roads else {}
        self.road: dict[Cell, int] = {}
        self.road_cells = flood(self.links, self.links.__getitem__)
        on_loops = cycle_cells(self.links, self.links.__getitem__) if loops else set()
        self.road_stats = [road_stats(part, cells, cells.__contains__, on_loops) for part in self.road_cells]
        for n, part in enumerate(self.road_cells):
            self.road.update(dict.fromkeys(part, n))
        self.long_roads = sorted(((s[SIZE], n) for n, s in enumerate(self.road_stats)), reverse=True)
        sums = [sum(column) for column in zip(*map(terms, self.road_stats))] or [0, 0, 0, 0]
        self.road_totals = (len(self.road_stats), *sums)
        self.piece_cells: list[list[Cell]] = []  # district piece -1 - n is piece_cells[n]
        self.piece_stats: list[Stats] = []  # road piece -1 - n has the numbers piece_stats[n]
        self.splits: dict[tuple[str, int, tuple[Cell, ...]], dict[Cell, int]] = {}

    def same_kind(self, cell: Cell, kind: str) -> list[Cell]:
        cells = self.cells
        return [n for n in neighbours(cell) if (b := cells.get(n)) is not None and b.kind == kind]

    def district_split(self, n: int, covered: tuple[Cell, ...]) -> dict[Cell, int]:
        """What is left of district `n` without the blocks `covered`: each block's piece."""
        key = ("district", n, covered)
        found = self.splits.get(key)
        if found is None:
            found = self.splits[key] = {}
            kind = self.district_kind[n]
            rest = [c for c in self.district_cells[n] if c not in covered]
            if all(len(self.same_kind(c, kind)) <= 1 for c in covered):  # only dead ends: the rest holds together
                parts = [rest] if rest else []
            else:
                parts = flood(rest, lambda c: self.same_kind(c, kind))
            for part in parts:
                found.update(dict.fromkeys(part, -1 - len(self.piece_cells)))
                self.piece_cells.append(part)
        return found

    def road_split(self, n: int, covered: tuple[Cell, ...]) -> dict[Cell, int]:
        """What is left of road `n` without the blocks `covered`: each block's piece. A piece's numbers count the
        sides that face an empty cell of the city as it stands."""
        key = ("road", n, covered)
        found = self.splits.get(key)
        if found is None:
            found = self.splits[key] = {}
            links, cells = self.links, self.cells
            if all(len(links[c]) <= 1 for c in covered):  # only dead ends, on no loop: the rest holds together
                gone = road_stats(list(covered), cells, cells.__contains__, set())
                whole = self.road_stats[n]
                if gone[SIZE] < whole[SIZE]:
                    found.update(dict.fromkeys(self.road_cells[n], -1 - len(self.piece_stats)))
                    size, parks, homes, shops, off, on_loops = (a - b for a, b in zip(whole, gone))
                    self.piece_stats.append((size, parks, homes, shops, off, on_loops))
                return found

            def linked(cell: Cell) -> list[Cell]:
                return [c for c in links[cell] if c not in covered]

            rest = [c for c in self.road_cells[n] if c not in covered]
            loops = cycle_cells(rest, linked) if self.loops else set()
            for part in flood(rest, linked):
                found.update(dict.fromkeys(part, -1 - len(self.piece_stats)))
                self.piece_stats.append(road_stats(part, cells, cells.__contains__, loops))
        return found

    def district_cells_of(self, district: int) -> list[Cell]:
        return self.piece_cells[-1 - district] if district < 0 else self.district_cells[district]


@dataclass(frozen=True, slots=True)
class Group:
    """One road of a card on its own: its numbers (as `Stats`, OFF not counted), the slots its road leaves by (and
    as a bit mask), and its positions."""

    stats: Stats
    slots: tuple[int, ...]
    mask: int
    positions: tuple[int, ...]


@dataclass(frozen=True, slots=True, eq=False)
class Face:
    """A card one way up: its blocks by position (FOOTPRINT order), their kinds, each kind's position (`at`, and
    `spots` in KINDS order), its roads, and for each position the positions its road runs into on the card
    (`inner`) and the slots it leaves by (`slots`)."""

    blocks: tuple[Block, ...]
    kinds: tuple[str, ...]
    at: Mapping[str, int]
    spots: tuple[int, int, int, int]
    groups: tuple[Group, ...]
    inner: tuple[tuple[int, ...], ...]
    slots: tuple[tuple[int, ...], ...]
    mask: int  # every slot a road leaves by
    alone: Roads  # its roads on their own, as `Roads` with no Outskirts point: count, 0, longest, hops, commutes, loops


def face_of(card: int, turned: bool) -> Face:
    """A card's `Face` (`gamekit.cardcity.fast_scoring.CARD_FACES` holds every card's, both ways up)."""
    blocks = tuple(block for _offset, block in faces(CARDS[card], turned))
    cells = dict(zip(FOOTPRINT, blocks))
    links = {c: road_links(cells, c) for c, block in cells.items() if block.roads}
    loops = cycle_cells(links, links.__getitem__)
    slots = tuple(tuple(g for g, (q, side) in enumerate(SLOTS) if q == p and side in blocks[p].roads) for p in range(4))
    groups = []
    for part in flood(links, links.__getitem__):
        positions = tuple(sorted(FOOTPRINT.index(c) for c in part))
        leaving = tuple(g for p in positions for g in slots[p])
        groups.append(Group(road_stats(part, cells, lambda c: True, loops), leaving, bits(leaving), positions))
    kinds = tuple(block.kind for block in blocks)
    inner = tuple(tuple(FOOTPRINT.index(c) for c in links.get(offset, ())) for offset in FOOTPRINT)
    a, b, c, d = (kinds.index(kind) for kind in KINDS)
    sums = [sum(column) for column in zip(*(terms(g.stats) for g in groups))]
    alone = (len(groups), 0, max(g.stats[SIZE] for g in groups), sums[1], sums[2], sums[3])
    at = {kind: kinds.index(kind) for kind in KINDS}
    return Face(
        blocks, kinds, at, (a, b, c, d), tuple(groups), inner, slots, bits(n for g in groups for n in g.slots), alone
    )


def bits(slots: Iterable[int]) -> int:
    return sum(1 << s for s in slots)
