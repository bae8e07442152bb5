"""Property tests (hypothesis): whatever segments players try, in any order, by any owner, in either stage,
the metro the sandbox accepts never holds a loop or a third line and never runs along the river or the board's
edge, and every refused try changes nothing."""

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from gamekit import IllegalMove
from gamekit.geometry import AXIAL_DIRECTIONS
from gamekit.warsaw import MAP, Sandbox, lines
from gamekit.warsaw.board import METRO_MARKERS
from gamekit.warsaw.metro import INLAND_BANKS, network

EDGES = sorted(tuple(sorted(e)) for e in MAP.board.cells.edges)
PERIMETER = [
    ((q, r), (q + dq, r + dr)) for q, r in MAP.hexes for dq, dr in AXIAL_DIRECTIONS if (q + dq, r + dr) not in MAP
]

LEFT, RIGHT = frozenset({"left"}), frozenset({"right"})
tries = st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 4), st.booleans(), st.integers(0, 1)), max_size=40)


def check_network(city):
    board, graph = city.board, network(city.board)
    assert not graph or nx.is_tree(graph)  # connected, and no loop (W-METRO-4, W-METRO-11)
    branches = sum(degree == 3 for _, degree in graph.degree)
    assert branches <= (0 if city.stage == 1 else 1) and lines(board) <= 2  # W-METRO-5, W-METRO-6, W-METRO-7
    edges = [piece.edge for piece in board.segments]
    assert len(set(edges)) == len(edges) and not set(edges) & MAP.river_edges  # W-METRO-3, W-METRO-12
    assert all(edge in MAP.sides for edge in edges)  # between two hexes of the map, never the perimeter (W-METRO-9)
    if board.tunnel is not None:  # under the river from a corner of one bank to a corner of the other (W-GAP-9)
        under = nx.Graph(tuple(MAP.side(side)) for side in board.tunnel)
        assert set(board.tunnel) <= MAP.river_edges and nx.is_tree(under) and max(d for _, d in under.degree) <= 2
        ends = [corner for corner, degree in under.degree if degree == 1]
        assert graph.has_edge(*ends) and {frozenset(INLAND_BANKS[end]) for end in ends} == {LEFT, RIGHT}
        middle = {frozenset(INLAND_BANKS[corner]) for corner, degree in under.degree if degree == 2}
        assert len(middle) <= 1 and middle <= {LEFT, RIGHT}  # still on the bank the line came from
    assert all(board.markers_used(owner) <= METRO_MARKERS for owner in range(city.players))
    if city.players == 3:
        assert all(MAP.bank(min(edge)) == "left" for edge in edges)  # W-METRO-15


@settings(max_examples=150, deadline=None)
@given(players=st.sampled_from((3, 4, 5)), switch=st.integers(0, 40), tries=tries)
def test_random_metro_networks_stay_legal(players, switch, tries):
    city = Sandbox(players=players)
    for step, (pick, owner, legal_only, tunnel_pick) in enumerate(tries):
        if step == switch:
            city.stage = 2
        owner %= players
        if legal_only:
            choices = sorted(sorted(e) for e in city.legal_metro_edges(owner) - MAP.river_edges)
            if not choices:
                continue
            a, b = choices[pick % len(choices)]
        else:
            a, b = (EDGES + PERIMETER)[pick % (len(EDGES) + len(PERIMETER))]
        options = sorted(sorted(river) for river in city.tunnel_options(a, b)) if (a, b) in EDGES else []
        tunnel = tuple(options[tunnel_pick % len(options)]) if options else None
        before = city.state
        try:
            city.metro(a, b, owner, tunnel=tunnel)
        except IllegalMove:
            assert not legal_only and city.state is before
        check_network(city)
