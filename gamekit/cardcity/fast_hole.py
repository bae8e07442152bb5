"""A legal place of the city with its footprint lifted out, for the bots' hot loop
(`gamekit.cardcity.fast_scoring`): the districts and roads that are left, and how a card laid there joins them.

Worked out once per legal place, from the base city (`gamekit.cardcity.fast_city.Base`), then for each card laid
there (`Face`) in a few steps: a block joins the districts of its kind next to it, and a card's road joins the roads
its road sides meet. Only a covered block can split a district or a road, and the base city keeps those splits for
every place that covers the same blocks.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from gamekit.cardcity.city import KINDS, Cell, road_links
from gamekit.cardcity.fast_city import (
    KIND_INDEX,
    OPPOSITE,
    RING,
    SIZE,
    Base,
    Face,
    Group,
    Roads,
    Stats,
    cycle_cells,
    flood,
    terms,
)

Rate = Callable[[Face, tuple[int, int, int, int], Roads], int]  # a goal's points for a card laid here, from the
# largest district of each kind (in KINDS order) and the roads once it lies there
AtHole = Callable[["Hole"], Rate]  # a goal, once a move: its `Rate` at a place


def constant(points: int) -> Rate:
    """A goal's points that no card laid here changes."""
    return lambda face, sizes, roads: points


def count(totals: list[int], stats: Stats, sign: int) -> None:
    """Add a road to the totals of a city's roads (`Roads` without the longest), or take it away (`sign` -1)."""
    totals[0] += sign
    for n, term in enumerate(terms(stats), 1):
        totals[n] += sign * term


class Hole:
    """The base city with the footprint of a card at (x, y) lifted out: its districts (`largest` of each kind,
    `joined[position][kind]`: the size and ids of what a block of that kind laid there joins, and `sizes[position]`,
    the largest district of each kind with a block laid there) and, when the base counts roads, its roads (`totals`
    as `Roads` without the longest, `top`: the longest roads, and per slot the road a card's road leaving by it
    meets, `link`, and as bit masks the slots that meet a road, `meets`, or leave the city, `leaves`). Ids of
    districts and roads that a covered block split are negative."""

    @functools.cached_property
    def near(self) -> set[Cell]:
        """The footprint and its ring: every block whose side neighbours a card laid here can change."""
        return {*self.feet, *(n for _p, _side, n in self.ring)}

    def __init__(self, base: Base, x: int, y: int):
        cells = base.cells
        self.base = base
        self.feet = feet = ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))
        self.fset = frozenset(feet)
        self.ring = ring = [(p, side, (x + dx, y + dy)) for p, side, dx, dy in RING]
        self.covered = covered = tuple([c for c in feet if c in cells])
        district, sizes = base.district, base.district_size
        self.gone = gone = {district[c] for c in covered}
        self.pieces: dict[int, dict[Cell, int]] = {}  # the districts a covered block splits: each block's piece
        self.largest = base.largest
        if gone:
            for n in gone:
                if sizes[n] > 1:
                    self.pieces[n] = base.district_split(n, tuple(c for c in covered if district[c] == n))
            self.largest = largest = list(base.largest)
            for n in gone:
                k = KIND_INDEX[base.district_kind[n]]
                if sizes[n] == base.largest[k]:  # a largest district is covered: the next one, or its pieces
                    largest[k] = next((sizes[d] for d in base.by_size[KINDS[k]] if d not in gone), 0)
            for n, split in self.pieces.items():
                k = KIND_INDEX[base.district_kind[n]]
                for m in set(split.values()):
                    largest[k] = max(largest[k], len(base.piece_cells[-1 - m]))
        alone = [size or 1 for size in self.largest]
        self.sizes = [alone] * 4
        self.joined: list[dict[str, tuple[int, tuple[int, ...]]]] = [{}, {}, {}, {}]
        for p, _side, cell in ring:
            block = cells.get(cell)
            if block is None:
                continue
            m = district[cell]
            if m in gone:
                m = self.pieces[m][cell]
            size = len(base.piece_cells[-1 - m]) if m < 0 else sizes[m]
            joined = self.joined[p]
            found = joined.get(block.kind)
            if found is None:
                joined[block.kind] = found = (1 + size, (m,))
            elif m not in found[1]:
                joined[block.kind] = found = (found[0] + size, (*found[1], m))
            k = KIND_INDEX[block.kind]
            if found[0] > self.sizes[p][k]:
                if self.sizes[p] is alone:
                    self.sizes[p] = list(alone)
                self.sizes[p][k] = found[0]
        if base.count_roads:
            self.lift_roads()

    def lift_roads(self) -> None:
        """The roads with the footprint lifted out, counted as they will be once a card fills it."""
        base, cells, covered = self.base, self.base.cells, self.covered
        roads, stats = base.road, base.road_stats
        over: dict[int, Stats] = {}  # the roads whose numbers change, by id
        totals = list(base.road_totals)
        pieces: dict[int, dict[Cell, int]] = {}
        for n in {roads[c] for c in covered if c in roads}:
            pieces[n] = base.road_split(n, tuple(c for c in covered if roads.get(c) == n))
            count(totals, stats[n], -1)
            for m in set(pieces[n].values()):
                over[m] = base.piece_stats[-1 - m]
                count(totals, over[m], 1)
        self.link = [0] * 8  # a slot's road, for the slots in `meets`
        meets = leaves = 0
        feet = self.feet
        for slot, (p, side, cell) in enumerate(self.ring):
            block = cells.get(cell)
            if block is None:
                leaves |= 1 << slot
            elif OPPOSITE[side] in block.roads:
                m = roads[cell]
                if m in pieces:
                    m = pieces[m][cell]
                self.link[slot] = m
                meets |= 1 << slot
                if feet[p] not in cells:  # its side faced an empty cell: it will not
                    size, parks, homes, shops, off, loops = over.get(m) or stats[m]
                    over[m] = size, parks, homes, shops, off - 1, loops
                    totals[1] += 2 * (off == 1)  # Outskirts: the road no longer runs off
        self.meets, self.leaves, self.totals = meets, leaves, tuple(totals)
        if pieces:
            top = [(size, n) for size, n in base.long_roads[: 9 + len(pieces)] if n not in pieces]
            top += [(numbers[SIZE], n) for n, numbers in over.items() if n < 0]
            self.top = sorted(top, reverse=True)[:9]  # a card meets at most 8 roads
        else:
            self.top = base.long_roads
        self.longest = self.top[0][0] if self.top else 0
        # each road a card may meet: its numbers, then its terms (`terms`)
        self.met = {m: (s := over.get(m) or stats[m]) + terms(s) for n, m in enumerate(self.link) if meets >> n & 1}

    def roads(self, face: Face) -> Roads:
        """The city's roads once `face` is laid here."""
        link, meets, leaves = self.link, self.meets, self.leaves
        if not face.mask & meets:  # its roads meet none of the city's
            count, out, hops, commutes, loops = self.totals
            new, _, longest, more_hops, more_commutes, more_loops = face.alone
            for group in face.groups:
                out += -1 if group.mask & leaves else 1
            return (
                count + new,
                out,
                max(longest, self.longest),
                hops + more_hops,
                commutes + more_commutes,
                loops + more_loops,
            )
        parts: list[tuple[Stats, int, list[int], int, Group]] = [
            (g.stats, g.mask, [link[s] for s in g.slots if meets >> s & 1], 0, g) for g in face.groups
        ]
        if len(parts) == 2 and not set(parts[0][2]).isdisjoint(parts[1][2]):  # both the card's roads meet one road
            (one, mask, ids, _, group), (two, more, others, _, _) = parts
            size, parks, homes, shops, off, loops = (a + b for a, b in zip(one, two))
            parts = [((size, parks, homes, shops, off, loops), mask | more, ids + others, 1, group)]
        count, out, hops, commutes, loops = self.totals
        longest, met = 0, set()
        for (size, parks, homes, shops, _off, on_loops), mask, ids, extra, group in parts:
            off = mask & leaves
            if ids:
                joined = set(ids)
                met |= joined
                for m in joined:
                    msize, mparks, mhomes, mshops, moff, mloops, mout, mhops, mcommutes, _ = self.met[m]
                    size += msize
                    parks += mparks
                    homes += mhomes
                    shops += mshops
                    off = off or moff
                    on_loops += mloops
                    count -= 1
                    out -= mout
                    hops -= mhops
                    commutes -= mcommutes
                    loops -= mloops
                if self.base.loops and len(ids) != len(joined) + extra:  # the card meets a road twice: a new loop
                    on_loops = self.loops_through(face, group)
            count += 1
            out += -1 if off else 1
            hops += parks >= 2
            commutes += bool(homes and shops)
            loops += on_loops
            longest = max(longest, size)
        rest = next((size for size, n in self.top if n not in met), 0) if met else self.longest
        return count, out, max(longest, rest), hops, commutes, loops

    def loops_through(self, face: Face, group: Group) -> int:
        """The blocks on a loop of the road that `group` of `face` joins, counted in the city grown by the card (a
        card that meets one road twice may close a loop: rare, so counted the long way)."""
        grown = dict(self.base.cells)
        grown.update(zip(self.feet, face.blocks))

        def linked(cell: Cell) -> list[Cell]:
            return road_links(grown, cell)

        start = self.feet[group.positions[0]]
        part = next(part for part in flood([c for c, b in grown.items() if b.roads], linked) if start in part)
        return len(cycle_cells(part, linked))
