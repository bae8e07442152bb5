"""Scoring, the same for a game and the Sandbox: M-GEND-2, M-SCORE-1, M-SCORE-2, M-SCORE-3, M-SCORE-4, M-SCORE-5,
M-SCORE-6, M-FAM-1, M-FAM-2, M-FAM-3, M-FAM-4, M-ADV-2, M-ADV-6, M-ADV-7, M-ADV-8, M-ADV-9, M-ADV-10, M-ADV-11,
M-OBJ-1, M-OBJ-2, M-OBJ-3, M-OBJ-4, M-OBJ-5, M-OBJ-6, M-TIE-1, M-GAP-4, M-GAP-6, M-GAP-9, M-GAP-10, M-GAP-11,
M-GAP-12.

The sheet has one row per item of the rulebook's scoring section. Area cards count each building once
(M-ADV-11) and score the best grouping, found exactly (M-GAP-10): a maximum matching (networkx) for the
pairs of the Bridges card, an exact search for the most disjoint groups of three (Monuments, Lakes,
Chains). Ties go to whoever constructed more buildings, then stay ties (M-TIE-1, M-GAP-12).
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Sequence
from itertools import combinations
from typing import NamedTuple

import networkx as nx

from gamekit.core import Score
from gamekit.i18n import N_, _
from gamekit.metropolys.city import CITY, DISTRICTS
from gamekit.metropolys.goals import FAMILY_POINTS, GROUP_POINTS, NEIGHBOURHOOD_POINTS

TOKEN_ROWS = (
    N_("fashionable neighbourhoods"),
    N_("metro tokens"),
    N_("metro card"),
    N_("archaeological sites"),
    N_("archaeological site card"),
)
FAMILY_CATEGORIES = (*TOKEN_ROWS, N_("area objective"))  # the sheet shows each in the language shown (score_city)
ADVANCED_CATEGORIES = (N_("tallest buildings"), *TOKEN_ROWS, N_("neighbourhood objective"), N_("area objective"))
TALLEST_POINTS = 5  # M-ADV-6
HEIGHTS = {**dict.fromkeys(range(1, 6), 1), **dict.fromkeys(range(6, 10), 2), **dict.fromkeys(range(10, 14), 3)}
FAMILY_TEST = {  # the map attribute a Family Area card asks of each building, once however many it touches
    "bridges": "bridge",  # M-FAM-1
    "monuments": "monument",  # M-FAM-2
    "lakes": "lake",  # M-FAM-3
    "borders": "border",  # M-FAM-4
}


class Building(NamedTuple):
    """A constructed building (flipped, its number hidden): where, whose, and its number."""

    neighbourhood: str
    owner: int
    value: int


def most_disjoint(groups: Iterable[Collection[str]]) -> list[tuple[str, ...]]:
    """The largest set of pairwise disjoint groups, found by exact search (M-GAP-10).

    The search state is the set of buildings still free, memoised: at most 2**13 states for one player."""
    groups = sorted({tuple(sorted(g)) for g in groups})

    @functools.cache
    def best(free: frozenset[str]) -> tuple[tuple[str, ...], ...]:
        fitting = [g for g in groups if free.issuperset(g)]
        if not fitting:
            return ()
        first = min(n for g in fitting for n in g)  # it is either left out, or in one of its groups
        options = [best(free - {first})]
        options += [(g, *best(free.difference(g))) for g in fitting if first in g]
        return max(options, key=len)

    return list(best(frozenset(n for g in groups for n in g)))


def area_groups(owned: Collection[str], card: str, variant: str) -> list[tuple[str, ...]]:
    """The groups of a seat's buildings that score its Area card, each building used once (M-ADV-11).

    Family cards score each qualifying building, so each group is one building (M-GAP-9)."""
    if variant == "family":
        attribute = FAMILY_TEST[card]
        return [(n,) for n in sorted(owned) if CITY.nodes[n][attribute]]
    owned = set(owned)
    if card == "bridges":  # M-OBJ-2: pairs, so a maximum matching
        pairs: nx.Graph[str] = nx.Graph(b.ends for b in CITY.graph["bridges"].values() if owned.issuperset(b.ends))
        return sorted(tuple(sorted(pair)) for pair in nx.max_weight_matching(pairs, maxcardinality=True))
    if card == "monuments":  # M-OBJ-3
        return most_disjoint(
            m.neighbourhoods for m in CITY.graph["monuments"].values() if owned.issuperset(m.neighbourhoods)
        )
    if card == "lakes":  # M-OBJ-4: any 3 of your buildings around one lake
        return most_disjoint(
            trio
            for lake in CITY.graph["lakes"].values()
            for trio in combinations(owned.intersection(lake.neighbourhoods), 3)
        )
    if card == "districts":  # M-OBJ-5: one group per district with 3 or more
        return [
            tuple(sorted(here))
            for d in DISTRICTS
            if len(here := [n for n in owned if CITY.nodes[n]["district"] == d]) >= 3
        ]
    # M-OBJ-6, M-GAP-9: a chain is 3 buildings A-B-C, A next to B and B next to C
    mine = CITY.subgraph(owned)
    return most_disjoint((a, b, c) for b in mine for a, c in combinations(mine[b], 2))


def height(value: int) -> int:
    """The building's height, not its number (M-ADV-2): 1 small (1-5), 2 medium (6-9), 3 tall (10-13)."""
    return HEIGHTS[value]


def tallest(built: Iterable[Building], players: int, district: str) -> tuple[int, ...]:
    """The seats taking the Tallest building token of a district (M-ADV-6, M-ADV-7, M-GAP-4, M-GAP-11): compare each
    seat's heights there from the tallest down; having a building beats having none; full ties all win."""
    heights: list[list[int]] = [[] for _ in range(players)]
    for b in built:
        if CITY.nodes[b.neighbourhood]["district"] == district:
            heights[b.owner].append(HEIGHTS[b.value])
    keys = [tuple(sorted(h, reverse=True)) for h in heights]  # M-ADV-7: tallest first, then the second...
    best = max(keys)  # M-GAP-11: (3, 2) beats (3,), as having a building beats none; M-EX-7
    return tuple(s for s, key in enumerate(keys) if key == best) if best else ()


def score_city(
    variant: str,
    built: Sequence[Building],
    gained: Sequence[Sequence[int]],
    metro_card: int | None,
    archaeology_card: int | None,
    goals: Sequence[Sequence[str]],
) -> Score:
    """The score sheet for a city: built buildings, tokens gained per seat (fashionable, metro,
    archaeology), the special cards' holders and each seat's secret cards (a seat may hold none)."""
    players = len(gained)
    owned = [[b.neighbourhood for b in built if b.owner == s] for s in range(players)]
    tall = [tallest(built, players, d) for d in DISTRICTS] if variant == "advanced" else []
    sheet = []
    for s in range(players):
        fashionable, metro, archaeology = gained[s]
        # M-SCORE-1, M-TOKEN-2: +3 a fashionable token; M-SCORE-2: +1 a metro token; M-SCORE-3: +3 the Metro card;
        # M-SCORE-4: -1 an archaeological site; M-SCORE-5: -2 its card; the same in both games (M-ADV-8, M-EX-5)
        row = [3 * fashionable, metro, 3 * (metro_card == s), -archaeology, -2 * (archaeology_card == s)]
        cards = goals[s]
        if variant == "family":
            row.append(FAMILY_POINTS * len(area_groups(owned[s], cards[0], variant)) if cards else 0)  # M-SCORE-6
        else:
            kind, area = cards or (None, None)
            mine = sum(kind == CITY.nodes[n]["kind"] for n in owned[s])
            area_points = GROUP_POINTS[area] * len(area_groups(owned[s], area, variant)) if area else 0  # M-ADV-10
            tallest_points = TALLEST_POINTS * sum(s in winners for winners in tall)
            row = [tallest_points, *row, NEIGHBOURHOOD_POINTS * mine, area_points]
        sheet.append(tuple(row))
    categories = FAMILY_CATEGORIES if variant == "family" else ADVANCED_CATEGORIES
    # M-TIE-1, M-GAP-12: a tie in points goes to whoever constructed more buildings, then stays a draw
    return Score(tuple(_(c) for c in categories), tuple(sheet), tiebreak=tuple(len(o) for o in owned))
