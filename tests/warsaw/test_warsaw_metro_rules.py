"""One test per rule ID of rules/warsaw.md for the metro (W-METRO), the tunnel and bridges (W-BRIDGE), and the
gaps whose PROPOSED resolution they build (W-GAP-8, W-GAP-9, W-GAP-22, W-GAP-30, W-GAP-33), in the sandbox.
"""

from warsaw_helpers import around, cleared, edge, lay_line, refused

from gamekit.warsaw import BRIDGE_COSTS, MAP, Sandbox, bridge_payments, lines
from gamekit.warsaw.metro import INLAND_BANKS, OTHER_BANK, RIVER_SIDES, TUNNEL_WAYS

# --- metro ----------------------------------------------------------------------------------------


def test_W_METRO_2_six_markers_each_then_no_more_metro():
    city = Sandbox()
    lay_line(city, 0, 6)
    a, b = sorted(min(city.legal_metro_edges(1) - MAP.river_edges, key=sorted))
    assert refused(city, city.metro, a, b, 0).rule == "W-METRO-2"
    city.metro(a, b, 1)


def test_W_METRO_3_a_segment_lies_between_two_neighbouring_hexes():
    city = Sandbox()
    assert refused(city, city.metro, (0, 0), (2, 0), 0).rule == "W-METRO-3"
    city.metro((0, 0), (-1, 0), 0)
    error = refused(city, city.metro, (-1, 0), (0, 0), 1)
    assert error.rule == "W-METRO-3" and "already" in error.reason


def test_W_METRO_4_the_first_segment_anywhere_later_ones_continue():
    city = Sandbox()
    city.metro((-2, 3), (-2, 2), 2)  # the first segment of the game, anywhere
    assert refused(city, city.metro, (0, 0), (-1, 0), 0).rule == "W-METRO-4"
    city.metro((-2, 2), (-3, 3), 0)  # continues player 2's segment: any builder's metro counts


def test_W_METRO_5_stage_one_has_one_line_without_branches():
    city = Sandbox()
    city.metro((-1, 0), (0, 0), 0)
    city.metro((-1, 0), (0, -1), 1)  # the corner of (-1, 0), (0, 0), (0, -1) is now inside the line
    assert refused(city, city.metro, (0, 0), (0, -1), 0).rule == "W-METRO-5"
    assert edge((0, 0), (0, -1)) not in city.legal_metro_edges(0)


def test_W_METRO_6_stage_two_one_branch_starts_the_second_line():
    city = Sandbox()
    city.metro((-1, 0), (0, 0), 0)
    city.metro((-1, 0), (0, -1), 1)
    city.stage = 2
    assert lines(city.board) == 1
    city.metro((0, 0), (0, -1), 2)
    assert lines(city.board) == 2
    city.metro((0, 0), (1, -1), 3)  # either line may go on
    city.metro((-1, 0), (-1, -1), 3)


def test_W_METRO_7_never_a_third_line():
    city = Sandbox(stage=2)
    city.metro((-1, 0), (0, 0), 0)
    city.metro((-1, 0), (0, -1), 0)
    city.metro((0, 0), (0, -1), 0)  # the branch: two lines
    city.metro((0, 0), (-1, 1), 1)  # the corner of (-1, 0), (0, 0), (-1, 1) is now inside a line
    assert refused(city, city.metro, (-1, 0), (-1, 1), 1).rule == "W-METRO-7"


def test_W_METRO_8_each_segment_scores_one_for_its_builder():
    city = Sandbox()
    assert city.metro((-1, 0), (0, 0), 0) == 1
    city.metro((-1, 0), (0, -1), 1)
    city.metro((-1, 0), (-1, -1), 1)
    assert [city.score().rows(s)["metro"] for s in range(4)] == [1, 2, 0, 0]


def test_W_METRO_9_never_along_the_board_perimeter():
    city = Sandbox()
    assert refused(city, city.metro, (0, 3), (0, 4), 0).rule == "W-METRO-9"
    assert refused(city, city.metro, (0, 4), (0, 5), 0).rule == "W-COMP-1"  # no map hex at all
    perimeter = [e for e in MAP.board.corners.edges(data=True) if e[2]["perimeter"]]
    assert len(perimeter) == 132 - 90 and not city.legal_metro_edges(0) & {frozenset(e[2]["cells"]) for e in perimeter}


def test_W_METRO_10_a_line_at_the_board_edge_ends_there():
    city = Sandbox()
    city.metro((-3, 0), (-3, 1), 0)  # between two suburban hexes: one end is on the board's edge
    for inside in ((-3, 0), (-3, 1)):  # the two perimeter sides at that end, towards (-4, 1) off the map
        assert refused(city, city.metro, inside, (-4, 1), 0).rule == "W-METRO-10"
    assert city.legal_metro_edges(0) - MAP.river_edges == {edge((-3, 0), (-2, 0)), edge((-3, 1), (-2, 0))}


def test_W_METRO_11_no_loop():
    city = Sandbox()
    ring = around((0, 0))
    for neighbour in ring[:5]:
        city.metro((0, 0), neighbour, 0)
    assert refused(city, city.metro, (0, 0), ring[5], 0).rule == "W-METRO-11"


def test_W_METRO_12_never_along_the_river():
    city = Sandbox()
    for river in MAP.river_edges:
        assert refused(city, city.metro, *sorted(river), 0).rule == "W-METRO-12"


def test_W_METRO_13_a_line_reaching_the_river_crosses_by_the_tunnel():
    """ "Kiedy linia metra dotrze do rzeki, gracz który umieścił taki odcinek metra bierze z banku znacznik
    tunelu i umieszcza go na rzece w ten sposób aby łączył właśnie wybudowany odcinek z drugim brzegiem
    rzeki (tak, by kolejny fragment mógł powstać pomiędzy dwoma heksami)"."""
    city = Sandbox()
    city.metro((0, 1), (1, 0), 0)  # one end on the river: the tunnel goes under the edge (1, 0)|(1, 1)
    assert city.board.tunnel == (edge((1, 0), (1, 1)),)
    assert edge((1, 1), (2, 0)) in city.legal_metro_edges(1)  # the line goes on on the right bank
    city.metro((1, 1), (2, 0), 1)
    assert lines(city.board) == 1
    two_ways = Sandbox()
    error = refused(two_ways, two_ways.metro, (1, -2), (2, -2), 0)  # the tunnel could go two ways: choose
    assert error.rule == "W-METRO-13" and "choose" in error.reason
    assert two_ways.tunnel_options((1, -2), (2, -2)) == {edge((1, -2), (2, -3)), edge((2, -3), (2, -2))}
    assert refused(two_ways, two_ways.metro, (1, -2), (2, -2), 0, tunnel=((1, 0), (2, 0))).rule == "W-METRO-13"
    two_ways.metro((1, -2), (2, -2), 0, tunnel=((1, -2), (2, -3)))
    assert edge((1, -3), (2, -3)) in two_ways.legal_metro_edges(0)


def test_W_METRO_13_a_line_reaching_the_river_where_it_bends_gets_the_tunnel_too():
    """ "bierze z banku znacznik tunelu i umieszcza go na rzece w ten sposób aby łączył właśnie wybudowany
    odcinek z drugim brzegiem rzeki": at (0, 1), (0, 2), (1, 1) the river bends round the right-bank hex
    (1, 1), and neither river side there ends where the line can go on; the tunnel runs under two."""
    city = Sandbox()
    assert city.tunnel_options((0, 1), (0, 2)) == {edge((0, 1), (1, 1)), edge((0, 2), (1, 1))}
    city.metro((0, 1), (0, 2), 0, tunnel=((0, 1), (1, 1)))
    assert city.board.tunnel == (edge((0, 1), (1, 1)), edge((1, 0), (1, 1)))
    assert edge((1, 1), (2, 0)) in city.legal_metro_edges(1)  # on the right bank, where the tunnel comes up
    assert edge((1, 1), (2, 1)) not in city.legal_metro_edges(1)  # the other way was not taken
    city.metro((1, 1), (2, 0), 1)
    assert lines(city.board) == 1 and city.score().rows(0)["metro"] == 1


def test_W_METRO_13_every_segment_reaching_the_river_gets_the_tunnel():
    """ "Kiedy linia metra dotrze do rzeki ... bierze z banku znacznik tunelu": every side between two hexes
    with an end on the river, at a straight stretch or where the river bends, takes the tunnel as the first
    segment of a 4-player game (W-GAP-9), and the line can go on from the other bank."""
    reaching = [
        e
        for e in map(frozenset, MAP.board.cells.edges)
        if e not in MAP.river_edges and any(RIVER_SIDES[c] for c in MAP.side(e))
    ]
    assert len(reaching) == 15
    bends = set()
    for side in reaching:
        a, b = sorted(side)
        city = Sandbox()
        options = city.tunnel_options(a, b)
        assert options, side
        for first in options:
            city = Sandbox()
            city.metro(a, b, 0, tunnel=tuple(sorted(first)))
            under = city.board.tunnel
            assert under[0] == first and set(under) <= MAP.river_edges
            if len(under) > 1:
                bends.add(side)
            landing = set(MAP.side(under[-1])) - set(MAP.side(under[-2] if len(under) > 1 else side))
            (landing,) = landing
            assert INLAND_BANKS[landing] == {OTHER_BANK[MAP.bank(a)]}  # the other bank, between two hexes
            onward = [e for e in city.legal_metro_edges(1) - MAP.river_edges if landing in MAP.side(e)]
            assert len(onward) == 1 and MAP.bank(min(onward[0])) != MAP.bank(a)
    assert bends == {edge((0, -3), (0, -2)), edge((0, 1), (0, 2)), edge((3, -3), (3, -2))}  # under 2 sides
    for side in (side for side in reaching if MAP.bank(min(side)) == "left"):
        three = Sandbox(players=3)  # with 3 players nothing crosses to the right bank (W-METRO-15)
        three.metro(*sorted(side), 0)
        assert three.board.tunnel is None


def test_W_METRO_14_the_tunnel_scores_nothing():
    city = Sandbox()
    city.metro((0, 1), (1, 0), 0)
    assert city.board.tunnel is not None and city.score().rows(0)["metro"] == 1


def test_W_METRO_15_three_players_no_metro_on_the_right_bank():
    city = Sandbox(players=3)
    assert refused(city, city.metro, (3, -1), (3, 0), 0).rule == "W-METRO-15"
    city.metro((0, 1), (1, 0), 0)  # reaches the river, but the tunnel would lead to the right bank
    assert city.board.tunnel is None
    assert all(MAP.bank(min(e)) == "left" for e in city.legal_metro_edges(0) - MAP.river_edges)


# --- bridges --------------------------------------------------------------------------------------


def test_W_BRIDGE_1_three_prices():
    assert [dict(cost) for cost in BRIDGE_COSTS] == [
        {"fund": 1, "concrete": 1, "rubble": 1},
        {"fund": 1, "rubble": 3},
        {"fund": 1, "concrete": 2},
    ]
    assert bridge_payments(1, 2, 3) == BRIDGE_COSTS
    assert bridge_payments(1, 1, 0) == () and bridge_payments(0, 3, 3) == ()


def test_W_BRIDGE_2_only_while_the_player_holds_a_metro_marker():
    city = Sandbox()
    lay_line(city, 0, 6)
    assert refused(city, city.bridge, (1, 0), (2, 0), 0).rule == "W-BRIDGE-2"
    city.bridge((1, 0), (2, 0), 1)


def test_W_BRIDGE_3_across_the_river_only():
    city = Sandbox()
    assert refused(city, city.bridge, (0, 0), (1, 0), 0).rule == "W-BRIDGE-3"
    assert refused(city, city.bridge, (1, 0), (3, 0), 0).rule == "W-BRIDGE-3"
    assert city.legal_metro_edges(0) & MAP.river_edges == MAP.river_edges  # every river edge takes a bridge


def test_W_BRIDGE_4_a_bridge_takes_a_metro_marker():
    city = Sandbox()
    city.bridge((1, 0), (2, 0), 0)
    assert city.board.markers_used(0) == 1
    lay_line(city, 0, 5)
    a, b = sorted(min(city.legal_metro_edges(1) - MAP.river_edges, key=sorted))
    assert refused(city, city.metro, a, b, 0).rule == "W-METRO-2"


def test_W_BRIDGE_5_each_bridge_scores_four():
    city = Sandbox()
    assert city.bridge((1, 0), (2, 0), 2) == 4
    city.bridge((0, 2), (1, 1), 2)
    assert city.score().rows(2)["bridges"] == 8


def test_W_BRIDGE_6_four_bridges_in_the_whole_game():
    city = Sandbox()
    rivers = sorted(MAP.river_edges, key=sorted)
    for owner, river in enumerate(rivers[:4]):
        city.bridge(*sorted(river), owner)
    assert refused(city, city.bridge, *sorted(rivers[4]), 0).rule == "W-BRIDGE-6"
    assert not city.legal_metro_edges(0) & MAP.river_edges


def test_W_BRIDGE_7_three_players_may_still_bridge_the_river():
    city = Sandbox(players=3)
    assert city.bridge((1, 0), (2, 0), 0) == 4


# --- the gaps' PROPOSED resolutions the engine builds ---------------------------------------------


def test_W_GAP_8_lines_are_paths_through_corners():
    city = Sandbox(stage=2)
    lay_line(city, 0, 4)
    assert lines(city.board) == 1
    assert lines(Sandbox().board) == 0


def test_W_GAP_9_once_the_tunnel_is_used_a_line_reaching_the_river_ends():
    city = Sandbox()
    city.metro((0, 1), (1, 0), 0)  # the tunnel: this end of the line moves to the right bank
    city.metro((0, 0), (1, 0), 0)
    error = refused(city, city.metro, (1, 0), (1, -1), 0, tunnel=((1, -1), (2, -1)))
    assert error.rule == "W-METRO-13" and "already under the river" in error.reason
    city.metro((1, 0), (1, -1), 0)  # reaches the river: this end is closed
    assert city.board.tunnel == (edge((1, 0), (1, 1)),)
    assert city.legal_metro_edges(0) - MAP.river_edges == {edge((1, 1), (2, 0))}  # only the right-bank end is open


def test_W_GAP_9_the_tunnel_takes_the_nearest_way_to_the_other_bank():
    start = next(iter(set(MAP.side(edge((0, 1), (1, 0)))) & set(MAP.side(edge((1, 0), (1, 1))))))
    assert sorted(len(way.under) for way in TUNNEL_WAYS[start]) == [1, 3]  # round (1, 1) the long way: 3 sides
    assert Sandbox().tunnel_options((0, 1), (1, 0)) == {edge((1, 0), (1, 1))}  # only the nearest is offered
    city = Sandbox()
    assert refused(city, city.metro, (0, 1), (1, 0), 0, tunnel=((0, 1), (1, 1))).rule == "W-METRO-13"
    assert Sandbox().tunnel_options((1, -2), (2, -2)) == {edge((1, -2), (2, -3)), edge((2, -3), (2, -2))}  # 1 and 1


def test_W_GAP_22_segments_and_bridges_share_the_six_markers():
    city = Sandbox()
    city.bridge((1, 0), (2, 0), 0)
    city.bridge((0, 2), (1, 1), 0)
    lay_line(city, 0, 4)
    assert city.board.markers_used(0) == 6
    assert refused(city, city.bridge, (1, 2), (2, 1), 0).rule == "W-BRIDGE-2"


def test_W_GAP_30_the_tunnel_does_not_border_buildings():
    city = cleared()
    city.metro((0, 1), (1, 0), 0)
    city.build((1, 1), "service", 1)  # next to the tunnel's river edge only
    city.build((0, 1), "service", 2)
    assert [city.score().rows(s)["metro_adjacency"] for s in (1, 2)] == [0, 1]


def test_W_GAP_33_one_bridge_per_river_edge():
    city = Sandbox()
    city.bridge((1, 0), (2, 0), 0)
    assert refused(city, city.bridge, (2, 0), (1, 0), 1).rule == "W-GAP-33"
