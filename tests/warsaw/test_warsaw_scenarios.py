"""Scenarios built in the Sandbox: the rulebook's worked examples (W-EX-1 to W-EX-9, each named in its test)
and a small city whose whole score sheet is worked out by hand."""

from warsaw_helpers import ZIGZAG, cleared, edge, lay_line, refused

from gamekit.warsaw import CATEGORIES, MAP, Sandbox, Task, bridge_payments
from gamekit.warsaw.buildings import CARD_POINTS


def test_W_EX_1_residential_next_to_two_service_and_one_transport_scores_three_at_the_end():
    city = cleared()
    city.build((0, 1), "service", 1)
    city.build((-1, 0), "service", 2)
    city.build((-1, 2), "transport", 3)
    city.build((-1, 1), "residential", 0)  # its other neighbours (0, 0), (-2, 1), (-2, 2) are empty
    rows = city.score().rows(0)
    assert rows["neighbours"] == 3 and rows["metro_adjacency"] == 0
    assert city.score().total(0) == CARD_POINTS["residential"] + 3


def test_W_EX_2_a_residential_built_next_to_an_existing_cultural_meets_the_task():
    city = cleared()
    task = Task("residential", "cultural", 3)
    city.add_task(task)
    city.build((0, 1), "cultural", 1)
    assert city.build((0, 2), "residential", 0) == CARD_POINTS["residential"] + 3
    assert city.tasks == () and city.score().rows(0)["urban_tasks"] == 3
    assert f'Task "{task}" is met: +3 VP.' in city.explain((0, 2))


def test_W_EX_2_b_cultural_built_next_to_an_existing_residential_does_not():
    city = cleared()
    task = Task("residential", "cultural", 3)
    city.add_task(task)
    city.build((0, 1), "residential", 1)
    assert city.build((0, 2), "cultural", 0) == CARD_POINTS["cultural"]
    assert city.tasks == (task,) and city.score().rows(0)["urban_tasks"] == 0
    assert city.explain((0, 2))[1] == (
        f'Task "{task}" is not met: order matters, a residential building must be'
        " the one built now, next to an existing cultural building."
    )


def test_W_EX_3_a_socialist_realist_building_next_to_an_existing_type():
    city = cleared()
    city.add_task(Task("socrealism", "service", 4))
    city.build((0, 1), "transport", 0, "socrealism")
    assert city.build((0, 2), "service", 1) == CARD_POINTS["service"]  # the style building stood first
    assert city.build((-1, 2), "residential", 2, "socrealism") == CARD_POINTS["residential"] + 4


def test_W_EX_4_two_disjoint_complete_sets_score_six():
    norm = ["residential", "service", "transport", "metro"]
    city = cleared(hexes=())
    suburbs = [h for h in MAP.hexes if MAP.zone(h) == "suburban" and MAP.bank(h) == "left"]
    for hex, kind in zip(suburbs, ["residential", "service", "transport"] * 2):
        city.build(hex, kind, 0)
    lay_line(city, 0, 1)
    assert city.score(norms={0: norm}).rows(0)["norms"] == 3  # one metro segment: one set
    city.metro(*ZIGZAG[1], 0)
    assert city.score(norms={0: norm}).rows(0)["norms"] == 6
    city.match.undo()
    city.match.undo()
    assert city.score(norms={0: norm}).rows(0)["norms"] == -3


def test_W_EX_5_five_players_need_only_the_first_three_elements():
    norm = ["cultural", "representative", "bridge", "industrial"]
    for players, expected in ((4, -3), (5, 3)):
        city = cleared(players=players, hexes=())
        city.build((0, 3), "cultural", 1)
        city.build((-3, 0), "representative", 1)
        city.bridge((1, 0), (2, 0), 1)
        assert city.score(norms={1: norm}).rows(1)["norms"] == expected


def test_W_EX_6_industrial_now_and_at_the_end():
    city = Sandbox()
    for hex in ((-1, 1), (-1, 0), (-2, 1)):
        city.clear_rubble(hex)
    for hex in ((-3, 2), (-1, 1), (-1, 0)):
        city.build(hex, "transport", 1)  # 3 buildings; (-2, 0) and (-2, 2) hold rubble; (-3, 1) is empty
    assert city.build((-2, 1), "industrial", 0) == 2 + 3 == 5
    city.clear_rubble((-2, 0))
    city.build((-2, 0), "transport", 1)
    city.build((-3, 1), "transport", 1)  # only (-2, 2) is still unbuilt
    city.metro((-2, 1), (-3, 2), 2)
    rows = city.score().rows(0)
    assert (rows["industrial"], rows["neighbours"], rows["metro_adjacency"]) == (5, 1, 1)


def test_W_EX_7_style_majorities_and_ties():
    city = cleared(players=4, hexes=())
    suburbs = iter(h for h in MAP.hexes if MAP.zone(h) == "suburban")
    for owner, socrealist, modernist in ((0, 3, 4), (1, 3, 2), (2, 1, 0)):
        for style in ["socrealism"] * socrealist + ["modernism"] * modernist:
            city.build(next(suburbs), "transport", owner, style)
    assert [city.score().rows(s)["styles"] for s in range(4)] == [3 + 5, 3, 0, 0]


def test_W_EX_8_equal_points_the_most_buildings_wins():
    city = cleared(stage=2)
    free = [h for h in MAP.hexes if h not in {h for pair in ZIGZAG[:3] for h in pair}]
    for hex in free[:12]:
        city.build(hex, "transport", 0)
    for hex in free[12:23]:
        city.build(hex, "transport", 1)
    lay_line(city, 1, 3)  # next to no building
    score = city.score()
    assert score.total(0) == score.total(1) == 36 and score.tiebreak[:2] == (12, 11)
    assert score.winners() == [0]
    shared = cleared(stage=2)
    for owner in (0, 1):
        for hex in free[12 * owner : 12 * owner + 12]:
            shared.build(hex, "transport", owner)
    assert shared.score().winners() == [0, 1]


def test_W_EX_9_a_bridge_with_the_last_metro_marker_and_the_last_rubble():
    city = Sandbox()
    city.bridge((1, 0), (2, 0), 1)
    city.bridge((0, 2), (1, 1), 1)
    lay_line(city, 0, 5)  # player 0 holds 1 metro marker
    assert [dict(cost) for cost in bridge_payments(fund=1, concrete=0, rubble=3)] == [{"fund": 1, "rubble": 3}]
    assert city.bridge((1, 2), (2, 1), 0) == 4
    assert city.board.markers_used(0) == 6 and bridge_payments(fund=0, concrete=0, rubble=0) == ()
    assert refused(city, city.bridge, (1, -1), (2, -1), 0).rule == "W-BRIDGE-2"


def test_a_small_city_scored_by_hand():
    city = Sandbox()
    for hex in ((0, 2), (0, 1), (-1, 2)):
        city.clear_rubble(hex)
    assert city.build((0, 2), "residential", 0) == 2
    assert city.build((0, 1), "service", 1) == 2
    assert city.build((-1, 2), "transport", 2) == 3
    city.add_task(Task("cultural", "residential", 3))
    assert city.build((1, 2), "cultural", 3) == 3 + 3
    assert city.build((-3, 3), "industrial", 0) == 2 + 3
    city.metro((0, 2), (-1, 2), 1)
    city.metro((0, 2), (0, 1), 2, tunnel=((0, 2), (1, 1)))  # reaches the river where it bends: two ways across
    assert city.board.tunnel == (edge((0, 2), (1, 1)), edge((1, 1), (1, 2)))  # the tunnel scores nothing
    city.bridge((0, 2), (1, 1), 3)
    city.stage = 2
    for hex in ((0, 0), (-1, 1)):
        city.clear_rubble(hex)
    city.build((0, 0), "representative", 0, "modernism")  # a historic site, open in stage II
    city.build((-1, 1), "cultural", 1, "socrealism")
    score = city.score()
    assert score.categories == CATEGORIES
    assert score.sheet == (
        # buildings, industrial, metro, bridges, urban_tasks, neighbours, metro_adjacency, norms, styles
        (5, 5, 0, 0, 0, 6, 1, 0, 5),
        (5, 0, 1, 0, 0, 2, 1, 0, 5),
        (3, 0, 1, 0, 0, 0, 1, 0, 0),
        (3, 0, 0, 4, 3, 0, 0, 0, 0),
    )
    assert [score.total(s) for s in range(4)] == [22, 14, 5, 10] and score.winners() == [0]
    while city.match.can_undo:
        city.match.undo()
    assert city.state == Sandbox().state
