"""The Advanced area cards' best grouping (M-GAP-10) checked against brute force: on random cities of the map,
and on random set systems for the exact search."""

import random
from itertools import combinations

import networkx as nx
import pytest

from gamekit.metropolys import CITY
from gamekit.metropolys.scoring import area_groups, most_disjoint


def brute_force(groups):
    """The most disjoint groups, by trying every choice of k groups, from the most that could fit down."""
    groups = sorted({tuple(sorted(g)) for g in groups})
    if not groups:
        return 0
    items = {n for g in groups for n in g}
    for k in range(min(len(groups), len(items) // min(map(len, groups))), 0, -1):
        for pick in combinations(groups, k):
            if len({n for g in pick for n in g}) == sum(map(len, pick)):
                return k
    return 0


def candidate_groups(owned, card):
    owned = set(owned)
    if card == "bridges":
        return [b.ends for b in CITY.graph["bridges"].values() if owned.issuperset(b.ends)]
    if card == "monuments":
        return [m.neighbourhoods for m in CITY.graph["monuments"].values() if owned.issuperset(m.neighbourhoods)]
    if card == "lakes":
        return [t for lake in CITY.graph["lakes"].values() for t in combinations(owned & set(lake.neighbourhoods), 3)]
    return [t for t in combinations(sorted(owned), 3) if nx.is_connected(CITY.subgraph(t))]


@pytest.mark.parametrize("card", ["bridges", "monuments", "lakes", "chains"])
def test_area_grouping_matches_brute_force_on_random_cases(card):
    rnd = random.Random(card)
    nodes = sorted(CITY)
    for _ in range(60):
        centre = rnd.choice(nodes)
        near = sorted(nx.single_source_shortest_path_length(CITY, centre, cutoff=2))
        owned = rnd.sample(near, min(len(near), rnd.randint(3, 9)))
        groups = area_groups(owned, card, "advanced")
        used = [n for g in groups for n in g]
        assert len(used) == len(set(used)) and set(used) <= set(owned)
        assert all(tuple(sorted(g)) in {tuple(sorted(c)) for c in candidate_groups(owned, card)} for g in groups)
        assert len(groups) == brute_force(candidate_groups(owned, card))


def test_most_disjoint_matches_brute_force_on_random_set_systems():
    rnd = random.Random(5)
    for _ in range(200):
        items = [f"b{i}" for i in range(rnd.randint(3, 10))]
        groups = [rnd.sample(items, 3) for _ in range(rnd.randint(0, 9))]
        best = most_disjoint(groups)
        assert len(best) == brute_force(groups)
        assert len({n for g in best for n in g}) == 3 * len(best)
