"""Neighbourhood tokens (żetony) and the two special cards: M-COMP-4, M-COMP-5, M-SETUP-2, M-SETUP-3, M-SETUP-4,
M-SETUP-5, M-TOKEN-1, M-TOKEN-2, M-TOKEN-3, M-TOKEN-4, M-SPEC-1, M-SPEC-2, M-SPEC-3, M-PC-1, M-PC-2, M-PC-3,
M-GAP-2, M-GAP-3, M-GAP-13.

Tokens are fashionable neighbourhoods (modne sąsiedztwo), metro stations (metro) and archaeological
sites (stanowisko archeologiczne). A layout maps neighbourhoods to token kinds, at most one token each
(M-GAP-13): 7 in Central and 5 in each peripheral district in play, none in a dead end. The "Welcome"
layout is read from the city data; a random layout is dealt from the seed. With 2 or 3 players some
peripheral districts are left out and their tokens removed (M-PC-2, M-PC-3). `gain` applies the Metro and
Archaeological site card rules after each token taken. Functions take the city graph as an argument, so
that city.py can check its own data here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TypeAlias

import networkx as nx

from gamekit.core import rng
from gamekit.i18n import _

FASHIONABLE, METRO, ARCHAEOLOGY = "fashionable", "metro", "archaeology"
TOKEN_KINDS = (FASHIONABLE, METRO, ARCHAEOLOGY)  # the order of each seat's counts in State.gained
Counts: TypeAlias = tuple[int, int, int]  # one seat's tokens gained, in TOKEN_KINDS order
METRO_CARD, ARCHAEOLOGY_CARD = "metro_card", "archaeology_card"  # one of each (M-COMP-5)
SUPPLY = 9  # of each kind (M-COMP-4)
REMOVED = {  # tokens taken out of the game (M-PC-2, M-PC-3); what is left adds up as in M-EX-4
    4: {FASHIONABLE: 0, METRO: 0, ARCHAEOLOGY: 0},
    3: {FASHIONABLE: 1, METRO: 2, ARCHAEOLOGY: 2},
    2: {FASHIONABLE: 4, METRO: 3, ARCHAEOLOGY: 3},
}
UNUSED_COUNT = {4: 0, 3: 1, 2: 2}  # peripheral districts left out (M-PC-2, M-PC-3)
CENTRAL = "C"
TOKENS_IN = {True: 7, False: 5}  # per district, by "is it Central?" (M-SETUP-3)
LAYOUTS = ("welcome", "random")


def district_pairs(city: nx.Graph) -> list[tuple[str, str]]:
    """The pairs of peripheral districts next to each other: joined by a bridge (for M-PC-3)."""
    pairs: set[tuple[str, str]] = set()
    for a, b in city.edges:
        da, db = sorted((city.nodes[a]["district"], city.nodes[b]["district"]))
        if city.edges[a, b]["bridge"] and CENTRAL not in (da, db):
            pairs.add((da, db))
    return sorted(pairs)


def unused_districts(city: nx.Graph, players: int, seed: int, layout: str) -> tuple[str, ...]:
    """The peripheral districts left out (M-PC-2, M-PC-3, M-GAP-3): fixed by the Welcome aid in a first game,
    otherwise one district at random (3 players) or a random pair of neighbouring districts (2 players)."""
    if players == 4:
        return ()
    if layout == "welcome":
        return city.graph["welcome_unused"][players]
    if players == 3:
        peripheral = sorted(d for d in city.graph["districts"] if d != CENTRAL)
        return (rng(seed, "unused districts").choice(peripheral),)
    return rng(seed, "unused districts").choice(district_pairs(city))


def token_places(city: nx.Graph, unused: tuple[str, ...]) -> dict[str, list[str]]:
    """District → the neighbourhoods in play that may take a token (no dead ends, M-SETUP-4)."""
    places: dict[str, list[str]] = {d: [] for d in city.graph["districts"] if d not in unused}
    for n, data in city.nodes(data=True):
        if data["district"] in places and not data["dead_end"]:
            places[data["district"]].append(n)
    return places


def supply(players: int) -> Counter:
    """How many tokens of each kind are in play (M-COMP-4 less M-PC-2, M-PC-3)."""
    return Counter({kind: SUPPLY - REMOVED[players][kind] for kind in TOKEN_KINDS})


def random_layout(city: nx.Graph, players: int, seed: int, unused: tuple[str, ...]) -> dict[str, str]:
    """A random layout (M-SETUP-3, M-SETUP-4): the tokens in play, shuffled, on random places of each district."""
    rnd = rng(seed, "token layout")
    bag = sorted(supply(players).elements())
    rnd.shuffle(bag)
    layout = {}
    for district, places in sorted(token_places(city, unused).items()):
        for n in rnd.sample(places, TOKENS_IN[district == CENTRAL]):
            layout[n] = bag.pop()
    return layout


def token_layout(city: nx.Graph, players: int, seed: int, layout: str, unused: tuple[str, ...]) -> dict[str, str]:
    """Neighbourhood → token kind at the start of a game (M-SETUP-2, M-SETUP-3, M-GAP-2)."""
    if layout == "random":
        return random_layout(city, players, seed, unused)
    welcome = city.graph["welcome"]
    return {n: kind for n, kind in welcome.items() if city.nodes[n]["district"] not in unused}


def layout_problem(city: nx.Graph, layout: Mapping[str, str], unused: tuple[str, ...], players: int) -> str | None:
    """What is wrong with a token layout for `players` with `unused` districts left out, or None."""
    if len(unused) != UNUSED_COUNT[players] or CENTRAL in unused or len(set(unused)) != len(unused):
        return _("a {players}-player game leaves out {count} peripheral district(s), not {unused}").format(
            players=players, count=UNUSED_COUNT[players], unused=list(unused)
        )
    if players == 2 and tuple(sorted(unused)) not in district_pairs(city):
        return _("the 2 districts left out must be next to each other (joined by a bridge), not {unused}").format(
            unused=list(unused)
        )
    counts = Counter(layout.values())
    if counts != supply(players):
        return _("a {players}-player game uses {wanted} tokens, not {found}").format(
            players=players, wanted=dict(supply(players)), found=dict(counts)
        )
    places = token_places(city, unused)
    for district, allowed in places.items():
        here = [n for n in layout if city.nodes[n]["district"] == district]
        if len(here) != TOKENS_IN[district == CENTRAL]:
            return _("district {district} must hold {count} tokens, not {found}").format(
                district=district, count=TOKENS_IN[district == CENTRAL], found=len(here)
            )
        if dead_ends := sorted(set(here) - set(allowed)):
            return _("no token may lie in a dead end (M-SETUP-4): {places}").format(places=dead_ends)
    if outside := sorted(n for n in layout if city.nodes[n]["district"] in unused):
        return _("no token may lie in a district left out of the game: {places}").format(places=outside)
    return None


def gain(
    gained: tuple[Counts, ...], metro_card: int | None, archaeology_card: int | None, seat: int, kind: str
) -> tuple[tuple[Counts, ...], int | None, int | None]:
    """Counts and card holders after `seat` takes a token of `kind`: the cards may change hands at any token.

    Metro card: the first to take a Metro token takes it; it then moves only to a seat with MORE Metro
    tokens than its holder (a tie leaves it). Archaeological site card: whoever took the last one holds it.
    """
    fashionable, metro, archaeology = gained[seat]
    mine = (fashionable + (kind == FASHIONABLE), metro + (kind == METRO), archaeology + (kind == ARCHAEOLOGY))
    gained = gained[:seat] + (mine,) + gained[seat + 1 :]
    # M-TOKEN-3, M-SPEC-2, M-EX-6: the Metro card goes to the first to gain a metro token, then only to MORE
    if kind == METRO and (metro_card is None or mine[1] > gained[metro_card][1]):
        metro_card = seat
    elif kind == ARCHAEOLOGY:  # M-TOKEN-4, M-SPEC-3: the last to gain an archaeological site takes its card
        archaeology_card = seat
    return gained, metro_card, archaeology_card
