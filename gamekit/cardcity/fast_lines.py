"""The goal cards that count rows and columns (2 Bloom Boom, 10 The Strip, 18 Sprawlopolis; gamekit/cardcity/goals.py)
scored one card away, for the bots' hot loop, in the steps of gamekit/cardcity/fast_goals.py: a card changes only
the two rows and the two columns through its footprint, each by a block of each kind it holds there, less the blocks
it covers.
"""

from __future__ import annotations

from gamekit.cardcity.city import FOOTPRINT, KINDS, City
from gamekit.cardcity.fast_city import Base
from gamekit.cardcity.fast_hole import AtHole, Hole, Rate, constant

SHOP, PARK = KINDS[:2]  # commercial, park


class Lines:
    """The rows and columns of the base city: [blocks, park blocks, commercial blocks] in each."""

    def __init__(self, cells: City):
        self.cells = cells
        self.rows: dict[int, list[int]] = {}
        self.cols: dict[int, list[int]] = {}
        for (x, y), block in cells.items():
            for line in (self.rows.setdefault(y, [0, 0, 0]), self.cols.setdefault(x, [0, 0, 0])):
                line[0] += 1
                line[1] += block.kind == PARK
                line[2] += block.kind == SHOP
        # the rows and the columns by their blocks and by their commercial blocks, most first, as (number, y or x)
        self.ranked = {
            index: (
                sorted(((line[index], y) for y, line in self.rows.items()), reverse=True),
                sorted(((line[index], x) for x, line in self.cols.items()), reverse=True),
            )
            for index in (0, 2)
        }

    def lifted(self, hole: Hole) -> tuple[list[list[int]], list[list[int]]]:
        """The two rows and the two columns through the footprint, without it."""
        x, y = hole.feet[0]
        rows = [list(self.rows.get(y + d, (0, 0, 0))) for d in (0, 1)]
        cols = [list(self.cols.get(x + d, (0, 0, 0))) for d in (0, 1)]
        for cx, cy in hole.covered:
            kind = self.cells[cx, cy].kind
            for line in (rows[cy - y], cols[cx - x]):
                line[0] -= 1
                line[1] -= kind == PARK
                line[2] -= kind == SHOP
        return rows, cols

    def others(self, hole: Hole, index: int) -> tuple[int, int]:
        """The largest number `index` (0 or 2) of a row, and of a column, that misses the footprint (0 if none)."""
        x, y = hole.feet[0]
        rows, cols = self.ranked[index]
        row = next((n for n, at in rows if at != y and at != y + 1), 0)
        return row, next((n for n, at in cols if at != x and at != x + 1), 0)

    def through(self, rows: list[list[int]], cols: list[list[int]], index: int, p: int) -> list[int]:
        """Number `index` of the four lines through the footprint, with a block counted at position `p`."""
        dx, dy = FOOTPRINT[p]
        return [rows[0][index] + (dy == 0), rows[1][index] + (dy == 1), cols[0][index] + (dx == 0), cols[1][index] + dx]


def bloom_boom(base: Base) -> AtHole:
    lines = Lines(base.cells)

    def points(parks: int) -> int:
        return (parks == 3) - (parks == 0)

    total = sum(points(line[1]) for line in (*lines.rows.values(), *lines.cols.values()))

    def at(hole: Hole) -> Rate:
        rows, cols = lines.lifted(hole)
        (x, y), missing = hole.feet[0], [0, 0, 0]
        through = [lines.rows.get(y, missing), lines.rows.get(y + 1, missing), lines.cols.get(x, missing)]
        through.append(lines.cols.get(x + 1, missing))
        others = total - sum(points(line[1]) for line in through if line[0])  # the lines of the city elsewhere
        table = [others + sum(map(points, lines.through(rows, cols, 1, p))) for p in range(4)]
        return lambda face, sizes, roads: table[face.at[PARK]]

    return at


def the_strip(base: Base) -> AtHole:
    lines = Lines(base.cells)

    def at(hole: Hole) -> Rate:
        rows, cols = lines.lifted(hole)
        others = max(lines.others(hole, 2))
        table = [max(others, *lines.through(rows, cols, 2, p)) for p in range(4)]
        return lambda face, sizes, roads: table[face.at[SHOP]]

    return at


def sprawlopolis(base: Base) -> AtHole:
    lines = Lines(base.cells)

    def at(hole: Hole) -> Rate:
        (rows, cols), (row, col) = lines.lifted(hole), lines.others(hole, 0)
        return constant(max(rows[0][0] + 2, rows[1][0] + 2, row) + max(cols[0][0] + 2, cols[1][0] + 2, col))

    return at
