"""The 18 goal cards (gamekit/cardcity/goals.py) scored one card away, for the bots' hot loop
(`gamekit.cardcity.fast_scoring`): each the same number as `GOALS[n].score`, worked out in three steps.

`FAST_GOALS[n](base)` reads the base city once a move; what it returns, given a `Hole` (a legal place, the
footprint lifted out), works out what does not depend on the card laid there; and what that returns, a `Rate`,
gives the goal's points for one card `Face`, from the sizes of the largest districts (kind → blocks) and the roads
(`Roads`) of the city with that card laid. A goal that counts blocks by their neighbours looks again only at the
blocks next to the footprint (its "ring"), as a card changes no other block's neighbours. A card holds one block of
each kind (C-CARD-1), which settles a few cases at once: its industrial block always touches a park or a residential
block, and none of the 2x2 squares across its edge can be of one kind.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from gamekit.cardcity.city import FOOTPRINT, KINDS, Cell, City, road_links
from gamekit.cardcity.fast_city import OPPOSITE, Base, Face, Roads, neighbours
from gamekit.cardcity.fast_hole import AtHole, Hole, Rate, constant
from gamekit.cardcity.fast_lines import bloom_boom, sprawlopolis, the_strip
from gamekit.cardcity.goals import BLOCK_PARTY

SHOP, PARK, WORKS, HOME = KINDS  # commercial, park, industrial, residential
# The cells at the corners of a card's footprint, as offsets from its top-left block, each with the positions of the
# card's blocks it touches at a corner
BOX = tuple(
    (dx, dy, tuple(p for p, (fx, fy) in enumerate(FOOTPRINT) if abs(fx - dx) == abs(fy - dy) == 1))
    for dx in range(-1, 3)
    for dy in range(-1, 3)
    if (dx, dy) not in FOOTPRINT
)


def corners(cell: Cell) -> tuple[Cell, ...]:
    x, y = cell
    return (x + 1, y - 1), (x + 1, y + 1), (x - 1, y + 1), (x - 1, y - 1)


def kind_count(cells: City, around: Collection[Cell], kind: str) -> int:
    return sum(1 for c in around if (b := cells.get(c)) is not None and b.kind == kind)


def road_goal(rate: Rate) -> Callable[[Base], AtHole]:
    """A goal read from the roads alone (1, 12, 13, 14, 16)."""
    return lambda base: lambda hole: rate


def per_block(base: Base, kind: str, points: Callable[[City, Cell], int]) -> tuple[int, dict[Cell, int]]:
    """The points of each block of `kind` in the base city, and their sum."""
    found = {c: points(base.cells, c) for c, b in base.cells.items() if b.kind == kind}
    return sum(found.values()), found


def kept(total: int, found: dict[Cell, int], hole: Hole, cells: Collection[Cell] | None = None) -> int:
    """`total` without the points of the blocks in `cells` (by default the footprint and its ring)."""
    return total - sum(found.get(c, 0) for c in (hole.near if cells is None else cells))


def go_green(base: Base) -> AtHole:
    kinds = [b.kind for b in base.cells.values()]

    def at(hole: Hole) -> Rate:
        covered = [base.cells[c].kind for c in hole.covered]
        parks = kinds.count(PARK) - covered.count(PARK) + 1
        return constant(parks - 3 * (kinds.count(WORKS) - covered.count(WORKS) + 1))

    return at


def block_party(base: Base) -> AtHole:
    cells = base.cells
    squares = {
        (x, y)
        for (x, y), b in cells.items()
        if all((o := cells.get(c)) is not None and o.kind == b.kind for c in ((x + 1, y), (x, y + 1), (x + 1, y + 1)))
    }

    def at(hole: Hole) -> Rate:
        x, y = hole.feet[0]
        left = len(squares) - sum((x + dx, y + dy) in squares for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        corner = []  # (p, kind): a block of that kind laid at p completes a square
        for p, ((fx, fy), (dx, dy)) in enumerate(zip(hole.feet, FOOTPRINT)):
            sx, sy = (1 if dx else -1), (1 if dy else -1)
            three = {
                b.kind if (b := cells.get(c)) else None for c in ((fx + sx, fy), (fx, fy + sy), (fx + sx, fy + sy))
            }
            if len(three) == 1 and None not in three:
                corner.append((p, three.pop()))
        return lambda face, sizes, roads: BLOCK_PARTY.get(left + sum(face.kinds[p] == k for p, k in corner), 7)

    return at


def stacks_and_scrapers(base: Base) -> AtHole:
    cells = base.cells

    def boxed_in(cells: City, cell: Cell, skip: Cell | None = None) -> int:
        return not any(
            (b := cells.get(n)) is not None and b.kind in (PARK, HOME) for n in neighbours(cell) if n != skip
        )

    total, found = per_block(base, WORKS, boxed_in)

    def at(hole: Hole) -> Rate:
        left, pending = kept(total, found, hole), [0, 0, 0, 0]
        for p, _side, n in hole.ring:
            if (b := cells.get(n)) is not None and b.kind == WORKS and boxed_in(cells, n, hole.feet[p]):
                pending[p] += 1  # it stays boxed in unless the card puts a park or a home next to it
        return lambda face, sizes, roads: 2 * (left + pending[face.at[SHOP]] + pending[face.at[WORKS]])

    return at


def master_planned(base: Base) -> AtHole:
    return lambda hole: lambda face, sizes, roads: sizes[3] - sizes[2]  # residential, industrial


def central_perks(base: Base) -> AtHole:
    return edge_points(base, PARK, lambda empty: -2 if any(empty) else 1)


def tourist_traps(base: Base) -> AtHole:
    return edge_points(base, SHOP, lambda empty: any(empty) + any(map(all, zip(empty, (*empty[1:], empty[0])))))


def edge_points(base: Base, kind: str, points: Callable[[list[bool]], int]) -> AtHole:
    """A goal that scores each block of `kind` by which of its sides (N, E, S, W) face an empty cell (7, 17)."""
    cells = base.cells
    total, found = per_block(base, kind, lambda cells, cell: points([n not in cells for n in neighbours(cell)]))

    def at(hole: Hole) -> Rate:
        left = kept(total, found, hole)
        for _p, _side, n in hole.ring:
            if n in found:
                left += points([c not in cells and c not in hole.fset for c in neighbours(n)])
        own = [points([c not in cells and c not in hole.fset for c in neighbours(f)]) for f in hole.feet]
        return lambda face, sizes, roads: left + own[face.at[kind]]

    return at


def the_burbs(base: Base) -> AtHole:
    cells = base.cells
    worth = {PARK: 1, WORKS: -2}
    edges: dict[int, tuple[set[Cell], int]] = {}  # district → the cells around it, and their points

    def edge(district: int | tuple[Cell, ...]) -> tuple[set[Cell], int]:
        """The cells around a district (an id, or its cells) and their points in the base city."""
        found = edges.get(district) if isinstance(district, int) else None
        if found is None:
            inside = set(base.district_cells_of(district) if isinstance(district, int) else district)
            around = {n for c in inside for n in neighbours(c)} - inside
            found = around, sum(worth.get(b.kind, 0) for c in around if (b := cells.get(c)) is not None)
            if isinstance(district, int):
                edges[district] = found
        return found

    def at(hole: Hole) -> Rate:
        top, feet = hole.largest[3], hole.feet  # residential
        tied = [n for n in base.by_size[HOME] if n not in hole.gone and base.district_size[n] == top]
        pieces = {m for split in hole.pieces.values() for m in split.values()}
        tied += [
            m
            for m in pieces
            if cells[base.piece_cells[-1 - m][0]].kind == HOME and len(base.piece_cells[-1 - m]) == top
        ]

        def points(around: set[Cell], outside: int) -> tuple[int, list[int]]:
            """The points that do not depend on the card, and the positions around the district that do."""
            laid = [p for p, f in enumerate(feet) if f in around]
            return outside - sum(worth.get(b.kind, 0) for p in laid if (b := cells.get(feet[p])) is not None), laid

        best, near = None, []  # the best of the tied districts away from the card, and those next to it
        for n in tied:
            outside, laid = points(*edge(n))
            if laid:
                near.append((outside, laid))
            elif best is None or outside > best:
                best = outside
        grown: dict[int, tuple[int, list[int]]] = {}  # by position: the district a home laid there makes

        def rate(face: Face, sizes: tuple[int, int, int, int], roads: Roads) -> int:
            largest, p = sizes[3], face.at[HOME]
            found = [best] if best is not None and largest == top else []
            if largest == top:
                found += [outside + sum(worth.get(face.kinds[q], 0) for q in laid) for outside, laid in near]
            size, joined = hole.joined[p].get(HOME, (1, ()))
            if size == largest:  # the card's home block makes a largest district
                if p not in grown:
                    grown[p] = points(*edge((feet[p], *(c for n in joined for c in base.district_cells_of(n)))))
                outside, laid = grown[p]
                found.append(outside + sum(worth.get(face.kinds[q], 0) for q in laid))
            return max(found)

        return rate

    return at


def concrete_jungle(base: Base) -> AtHole:
    cells = base.cells

    def touching(cells: City, cell: Cell, skip: frozenset[Cell] = frozenset()) -> int:
        return any((b := cells.get(c)) is not None and b.kind == WORKS and c not in skip for c in corners(cell))

    total, found = per_block(base, WORKS, touching)

    def at(hole: Hole) -> Rate:
        (x, y), fset = hole.feet[0], hole.fset
        left, pending = kept(total, found, hole, fset), [0, 0, 0, 0]
        for dx, dy, feet in BOX:
            if (c := (x + dx, y + dy)) in found:
                left -= found[c]
                if touching(cells, c, fset):
                    left += 1
                else:
                    for p in feet:
                        pending[p] += 1  # an industrial block laid at p touches it
        table = [left + pending[p] + touching(cells, f, fset) for p, f in enumerate(hole.feet)]
        return lambda face, sizes, roads: table[face.at[WORKS]]

    return at


def mini_marts(base: Base) -> AtHole:
    cells = base.cells
    total, found = per_block(base, SHOP, lambda cells, cell: kind_count(cells, road_links(cells, cell), HOME) >= 2)

    def at(hole: Hole) -> Rate:
        left, pending, homes = kept(total, found, hole), [], []
        for p, side, n in hole.ring:
            b = cells.get(n)
            homes.append(b is not None and b.kind == HOME and OPPOSITE[side] in b.roads)
            if b is None or b.kind != SHOP:
                continue
            count = kind_count(cells, [c for c in road_links(cells, n) if c not in hole.fset], HOME)
            if count >= 2:
                left += 1
            elif count == 1 and OPPOSITE[side] in b.roads:
                pending.append((p, side))  # a home laid at p with a road to it makes two

        def rate(face: Face, sizes: tuple[int, int, int, int], roads: Roads) -> int:
            p = face.at[SHOP]
            own = sum(face.kinds[q] == HOME for q in face.inner[p]) + sum(homes[s] for s in face.slots[p])
            more = sum(face.kinds[q] == HOME and side in face.blocks[q].roads for q, side in pending)
            return 2 * (left + more + (own >= 2))

        return rate

    return at


def skid_row(base: Base) -> AtHole:
    cells = base.cells
    total, found = per_block(base, HOME, lambda cells, cell: kind_count(cells, neighbours(cell), WORKS) >= 2)

    def at(hole: Hole) -> Rate:
        left, pending, own = kept(total, found, hole), [0, 0, 0, 0], [0, 0, 0, 0]
        for p, _side, n in hole.ring:
            b = cells.get(n)
            own[p] += b is not None and b.kind == WORKS
            if b is not None and b.kind == HOME:
                count = kind_count(cells, [c for c in neighbours(n) if c != hole.feet[p]], WORKS)
                left += count >= 2
                pending[p] += count == 1  # an industrial block laid at p makes two

        def rate(face: Face, sizes: tuple[int, int, int, int], roads: Roads) -> int:
            works, home = face.at[WORKS], face.at[HOME]
            return 2 * (left + pending[works] + (own[home] + (works + home != 3) >= 2))  # 3: across a diagonal

        return rate

    return at


FAST_GOALS: dict[int, Callable[[Base], AtHole]] = {
    1: road_goal(lambda face, sizes, roads: roads[1]),
    2: bloom_boom,
    3: go_green,
    4: block_party,
    5: stacks_and_scrapers,
    6: master_planned,
    7: central_perks,
    8: the_burbs,
    9: concrete_jungle,
    10: the_strip,
    11: mini_marts,
    12: road_goal(lambda face, sizes, roads: roads[2] // 2),
    13: road_goal(lambda face, sizes, roads: 3 * roads[3]),
    14: road_goal(lambda face, sizes, roads: roads[5]),
    15: skid_row,
    16: road_goal(lambda face, sizes, roads: 2 * roads[4]),
    17: tourist_traps,
    18: sprawlopolis,
}
ROAD_GOALS = frozenset({1, 12, 13, 14, 16})
