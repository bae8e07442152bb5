"""The city map, token layouts and the 2- and 3-player maps, with the board's gaps: one test per rule ID, named
after it."""

from collections import Counter
from importlib import resources

import networkx as nx
import pytest

from gamekit import metropolys
from gamekit.geometry import hex_distance
from gamekit.metropolys import CITY, DISTRICTS, KINDS, Bid, CityError, load_city
from gamekit.metropolys.city import play_neighbours, unused_options
from gamekit.metropolys.rules import RULES
from gamekit.metropolys.tokens import REMOVED, SUPPLY, TOKEN_KINDS, district_pairs

TEXT = resources.files("gamekit.metropolys").joinpath("data/city.toml").read_text("utf-8")


def district_of(n):
    return CITY.nodes[n]["district"]


def tokens_per_district(tokens):
    return Counter(district_of(n) for n in tokens)


def start(players, seed, layout="random", variant="family"):
    return RULES.initial_state(players, seed, variant, layout)


def test_M_COMP_1_one_board_as_one_frozen_graph():
    assert isinstance(CITY, nx.Graph) and nx.is_frozen(CITY) and nx.is_connected(CITY)
    keys = {"district", "kind", "hex", "pos", "bridge", "monument", "lake", "border", "dead_end", "token"}
    assert all(set(data) == keys for _, data in CITY.nodes(data=True))
    assert len(CITY) == 64 and all(len(data["pos"]) == 2 for _, data in CITY.nodes(data=True))
    with pytest.raises(nx.NetworkXError):
        CITY.add_edge("C1", "E1")


def test_M_COMP_8_five_districts_kinds_river_four_lakes_monuments_bridges():
    assert set(CITY.graph["districts"]) == set(DISTRICTS) == {"C", "N", "E", "S", "W"}
    assert {district_of(n) for n in CITY} == set(DISTRICTS)
    assert Counter(kind for _, kind in CITY.nodes(data="kind")).keys() == set(KINDS)
    assert len(CITY.graph["lakes"]) == 4 and len(CITY.graph["river"]) > 20
    assert len(CITY.graph["monuments"]) == 10 and len(CITY.graph["bridges"]) == 12
    for a, b, bridge in CITY.edges(data="bridge"):
        if bridge is None:  # side by side: always in one district (the river runs between districts)
            assert district_of(a) == district_of(b) and hex_distance(CITY.nodes[a]["hex"], CITY.nodes[b]["hex"]) == 1
        else:
            assert district_of(a) != district_of(b) and set(CITY.graph["bridges"][bridge].ends) == {a, b}
    cells = [CITY.nodes[n]["hex"] for n in CITY] + list(CITY.graph["water"])
    assert len(cells) == len(set(cells))


def test_M_SETUP_1_a_four_player_game_uses_the_whole_board():
    state = start(4, 0)
    assert state.setup.unused == () and set(state.setup.neighbours) == set(CITY)
    assert all(set(state.setup.neighbours[n]) == set(CITY[n]) for n in CITY)


def test_M_SETUP_2_the_first_game_uses_the_welcome_layout():
    welcome = {n: kind for n, kind in CITY.nodes(data="token") if kind}
    assert len(welcome) == 27 and Counter(welcome.values()) == dict.fromkeys(TOKEN_KINDS, 9)
    for seed in (0, 1, 99):
        assert start(4, seed, "welcome").tokens == welcome
    assert metropolys.new_game(seed=5).state.setup.layout == "welcome"  # the default, for a first game


def test_M_SETUP_3_random_layouts_put_7_in_central_and_5_in_each_other_district():
    layouts = set()
    for seed in range(30):
        for players in (2, 3, 4):
            state = start(players, seed)
            expected = {d: 7 if d == "C" else 5 for d in DISTRICTS if d not in state.setup.unused}
            assert tokens_per_district(state.tokens) == expected
            assert start(players, seed).tokens == state.tokens  # the same seed, the same layout
            layouts.add(tuple(sorted(state.tokens.items())))
    assert len(layouts) == 90


def test_M_SETUP_4_no_token_in_a_dead_end():
    """PL: "Nie układaj żetonów w ślepych uliczkach (tzn. w sąsiedztwach otoczonych wodą z tylko jedną drogą
    na zewnątrz)" (never put a token in a dead end, i.e. a neighbourhood surrounded by water with only one
    way out)."""
    dead_ends = sorted(n for n, dead_end in CITY.nodes(data="dead_end") if dead_end)
    assert dead_ends == ["E1", "W10"]
    layouts = [start(4, seed).tokens for seed in range(40)]
    assert not any(set(dead_ends) & set(tokens) for tokens in layouts)
    assert not set(dead_ends) & set(start(4, 0, "welcome").tokens)
    assert any("E12" in tokens for tokens in layouts)  # one way out, but on the board's edge: not a dead end


def test_M_PC_1_two_and_three_players_play_a_smaller_city_with_13_buildings_each():
    for players in (2, 3):
        state = start(players, 4)
        assert len(state.setup.neighbours) < len(CITY) and len(state.tokens) < 27
        assert all(metropolys.hand(state, s) == tuple(range(1, 14)) for s in range(players))


def test_M_PC_2_three_players_leave_out_one_district_and_5_tokens():
    seen = set()
    for seed in range(30):
        state = start(3, seed)
        (out,) = state.setup.unused
        seen.add(out)
        assert out != "C" and Counter(state.tokens.values()) == {"fashionable": 8, "metro": 7, "archaeology": 7}
        assert not any(district_of(m) == out for n in state.setup.neighbours for m in (n, *state.setup.neighbours[n]))
    assert seen == {"N", "E", "S", "W"}
    match = metropolys.new_game(players=3, seed=0, layout="welcome")
    assert match.state.setup.unused == ("E",)
    err = match.rules.why_illegal(match.state, Bid("E5", 3))
    assert err.rule == "M-PC-2" and "East district is not used in a 3-player game" in err.reason


def test_M_PC_3_two_players_leave_out_two_neighbouring_districts_and_10_tokens():
    pairs = set()
    for seed in range(30):
        state = start(2, seed)
        pairs.add(state.setup.unused)
        assert state.setup.unused in district_pairs(CITY)
        assert Counter(state.tokens.values()) == {"fashionable": 5, "metro": 6, "archaeology": 6}
    assert pairs == {("E", "N"), ("E", "S"), ("N", "W"), ("S", "W")}  # never N+S or E+W: not neighbours
    match = metropolys.new_game(players=2, seed=0, layout="welcome")
    assert match.state.setup.unused == ("E", "N")
    err = match.rules.why_illegal(match.state, Bid("N1", 3))
    assert err.rule == "M-PC-3" and "North district" in err.reason


def test_M_EX_4_token_arithmetic_for_each_player_count():
    for players, total, counts in ((4, 27, (9, 9, 9)), (3, 22, (8, 7, 7)), (2, 17, (5, 6, 6))):
        assert tuple(SUPPLY - REMOVED[players][kind] for kind in TOKEN_KINDS) == counts
        assert total == sum(counts) == 7 + 5 * players  # `players` peripheral districts are in play
        for layout in ("welcome", "random"):
            assert len(start(players, 11, layout).tokens) == total


@pytest.mark.parametrize(
    "old, new, message",
    [
        ('{ id = "C2", hex = [-1, -1]', '{ id = "C2", hex = [-2, -1]', "hold two"),
        ('{ id = "W6", hex = [-4, 0]', '{ id = "W6", hex = [-3, 0]', "hold two"),
        ('{ id = "C7", hex', '{ id = "W11", hex', "share a side"),
        ('B1 = ["W1", "N7"]', 'B1 = ["W1", "N8"]', "straight across one river cell"),
        ("L4 = [[5, 1]]", "", "4 lakes"),
        ('M1 = ["N2", "N3", "N8"]', 'M1 = ["N2", "N3", "N9"]', "where its three neighbourhoods meet"),
        ('kind = "park" }', 'kind = "parks" }', "kind: 'parks' must be one of administration,"),
        ('"E4", "W5"', '"E1", "W5"', "dead end"),
        ('fashionable = ["C8",', 'fashionable = ["C6",', "holds two tokens"),
        ('metro = ["C4",', 'metro = ["W3",', "district C must hold 7"),
        ('unused_with_2_players = ["E", "N"]', 'unused_with_2_players = ["E", "W"]', "next to each other"),
        ('unused_with_3_players = ["E"]', 'unused_with_3_players = ["N"]', "tokens"),
        ('C = "Central"', 'C = "Centre"', r"districts.C: 'Centre' must be Central \(M-COMP-8\)"),
    ],
)
def test_M_GAP_1_the_city_file_is_checked_when_loaded(old, new, message):
    assert old in TEXT
    with pytest.raises(CityError, match=message):
        load_city(TEXT.replace(old, new, 1))


def test_M_GAP_1_the_city_is_big_enough_for_every_player_count():
    for players in (2, 3, 4):
        for unused in unused_options(CITY, players):
            area = play_neighbours(unused)
            assert len(area) >= 12 * players + 2 and nx.is_connected(CITY.subgraph(area))
            places = Counter(district_of(n) for n in area if not CITY.nodes[n]["dead_end"])
            assert places["C"] >= 7 and all(places[d] >= 5 for d in places if d != "C")


def test_M_GAP_2_the_map_and_welcome_layout_are_marked_as_our_reconstruction():
    assert "OUR RECONSTRUCTION" in TEXT.splitlines()[0]
    assert "[welcome]" in TEXT


def test_M_GAP_3_districts_left_out_have_no_tokens_bids_or_adjacency():
    assert start(3, 1, "welcome").setup.unused == ("E",) == start(3, 2, "welcome").setup.unused
    for players in (2, 3):
        for seed in range(10):
            state = start(players, seed)
            out = {n for n in CITY if district_of(n) in state.setup.unused}
            assert out and not out & set(state.tokens) and not out & set(state.setup.neighbours)
            assert not out & {m for ns in state.setup.neighbours.values() for m in ns}
            assert not out & set(metropolys.auction_targets(state))
    assert play_neighbours(("E",))["C6"] == ("C5", "C10")  # its bridge to E6 leads out of play


def test_M_GAP_9_geometric_terms_come_from_the_map():
    assert CITY.nodes["N11"]["bridge"] == ("B2", "B4") and CITY.nodes["C2"]["bridge"] == ()
    assert CITY.nodes["C5"]["monument"] == ("M4", "M5") and CITY.nodes["E9"]["lake"] == ("L2", "L4")
    assert set(CITY.graph["lakes"]["L3"].neighbourhoods) == {"C3", "C4", "C8", "C9", "C12", "C13"}
    for _n, data in CITY.nodes(data=True):  # border: a side on the edge of the board
        cell = data["hex"]
        around = [(cell[0] + dq, cell[1] + dr) for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))]
        on_board = {CITY.nodes[m]["hex"] for m in CITY} | set(CITY.graph["water"])
        assert data["border"] == any(c not in on_board for c in around)
    assert not any(CITY.nodes[n]["border"] for n in CITY if district_of(n) == "C")


def test_M_GAP_13_at_most_one_token_per_neighbourhood():
    for seed in range(20):
        tokens = start(4, seed).setup.tokens
        assert len({n for n, _ in tokens}) == len(tokens) == 27


def test_M_GAP_15_a_dead_end_has_one_way_out_and_water_on_every_other_side():
    """PL: "w sąsiedztwach otoczonych wodą z tylko jedną drogą na zewnątrz" (in neighbourhoods surrounded by
    water, with only one way out): a side on the edge of the board is not water."""
    water = set(CITY.graph["water"])
    for n, data in CITY.nodes(data=True):
        cell = data["hex"]
        around = [(cell[0] + dq, cell[1] + dr) for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))]
        sides = Counter(
            "water" if c in water else "land" if c in {CITY.nodes[m]["hex"] for m in CITY} else "edge" for c in around
        )
        assert data["dead_end"] == (CITY.degree(n) == 1 and sides["edge"] == 0)  # one way out: a side or a bridge
    assert CITY.degree("E12") == 1 and CITY.nodes["E12"]["border"] and not CITY.nodes["E12"]["dead_end"]
    match = metropolys.new_game(seed=0)
    match.play(Bid("E3", 3))
    assert match.why_illegal(Bid("E1", 5)) is not None  # E1 is reached from E2 only
    match.play(Bid("E2", 4))
    assert metropolys.auction_targets(match.state) == ("E1", "E4", "N11")
