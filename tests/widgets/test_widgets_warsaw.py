"""widgets.warsaw.sandbox: the sandbox board driven from Python. A click on a hex builds, on a side lays metro, on the
river builds a bridge; refusals show reason + rule and change nothing; the highlights, the hover outlook and
the heat-map agree with the sandbox; undo, redo and saves work through the app."""

import pytest
from bokeh.events import Tap

from gamekit.warsaw import MAP, PlaceBridge, PlaceBuilding, PlaceMetro, Sandbox, SetStage, Task
from widgets.warsaw.picture import hex_centre, side_middle
from widgets.warsaw.sandbox import WarsawBoard, sandbox_app


def side(a, b):
    return frozenset((a, b))


def pieces(board):
    """Everything the map draws that a click can change."""
    p = board.picture
    return [dict(source.data) for source in (p.rubble, p.buildings, p.segments, p.bridges, p.tunnel, p.owners)]


def test_a_click_on_a_hex_builds_the_chosen_building_for_the_chosen_owner():
    app = sandbox_app()
    board = app.board
    board.kind.value, board.style.value, board.owner.value = "industrial", "modernism", 2
    board.click((-3, 3))
    assert app.match.history == (PlaceBuilding((-3, 3), "industrial", 2, "modernism"),)
    drawn = board.picture.buildings.data
    assert (drawn["q"], drawn["r"], drawn["kind"], drawn["mark"]) == ([-3], [3], ["I"], ["C·M"])
    assert board.status.text.startswith("Move 1: Player 3 (C): a modernist industrial building (przemysłowy,")
    rows = app.match.score().rows(2)
    assert (rows["industrial"], rows["neighbours"], rows["styles"]) == (2 + 3, 3, 5)  # 3 unbuilt neighbours
    assert app.score_panel.source.data["total"][2] == 13
    assert "Player 3 (C): a modernist industrial building" in app.history_panel.log.value
    assert app.errors == []


def test_a_tap_near_the_middle_of_a_side_lays_metro_there():
    app = sandbox_app()
    board = app.board
    board.tool.value = "metro"
    board.owner.value = 1
    x, y = side_middle(side((-1, 0), (0, 0)))
    board.figure._trigger_event(Tap(board.figure, x=x + 0.1, y=y - 0.1))
    assert app.match.history == (PlaceMetro((-1, 0), (0, 0), 1),)
    assert board.picture.owners.data["letter"] == ["B"] and board.picture.owners.data["marker"] == ["circle"]
    assert app.match.score().rows(1)["metro"] == 1 and app.errors == []


def test_a_click_on_the_river_builds_a_bridge():
    app = sandbox_app()
    board = app.board
    board.tool.value = "metro"
    river = side((1, 0), (2, 0))
    assert river in MAP.river_edges and river in board.legal_targets()
    board.click(river)
    assert app.match.history == (PlaceBridge((1, 0), (2, 0), 0),)
    assert board.picture.owners.data["marker"] == ["square"] and board.picture.segments.data["xs"] == []
    assert app.match.score().rows(0)["bridges"] == 4


@pytest.mark.parametrize(
    "tool, target, rule",
    [
        ("build", (0, 0), "W-FOUND-2"),  # rubble
        ("rubble", (0, -3), "W-SETUP-4"),  # a suburban hex has none
        ("historic", (0, 3), "W-ZONE-2"),
        ("metro", side((0, 3), (0, 4)), "W-METRO-9"),  # the board's edge
    ],
)
def test_an_illegal_click_shows_the_reason_and_rule_and_changes_nothing(tool, target, rule):
    app = sandbox_app()
    board = app.board
    board.tool.value = tool
    before, text = pieces(board), app.history_panel.log.value
    board.click(target)
    assert board.status.kind == "warning" and board.status.text.startswith("✗ Not allowed: ")
    assert board.status.text.endswith(f"(rule {rule})")
    assert app.match.history == () and pieces(board) == before and app.history_panel.log.value == text
    assert app.errors == []


def test_a_second_segment_away_from_the_line_is_refused_with_its_rule():
    app = sandbox_app()
    board = app.board
    board.tool.value = "metro"
    board.click(side((-1, 0), (0, 0)))
    board.click(side((-3, 3), (-2, 2)))
    assert "(rule W-METRO-4)" in board.status.text and len(app.match.history) == 1


def test_a_click_that_misses_or_does_not_fit_the_tool_is_explained():
    board = sandbox_app().board
    board.click(side((0, 1), (1, 0)))
    assert board.status.kind == "warning" and "click a hex" in board.status.text
    board.tool.value = "metro"
    board.click((0, 1))
    assert "click the side between two hexes" in board.status.text
    board.click_at(*hex_centre((0, 1)))  # the middle of a hex is far from every side
    assert "nothing to play there" in board.status.text and board.match.history == ()


def test_the_marked_places_follow_the_tool_kind_style_and_owner():
    city = Sandbox(players=3)
    city.clear_rubble((0, 1))
    app = sandbox_app(city)
    board = app.board

    def marked():
        return set(zip(board.highlights.data["x"], board.highlights.data["y"]))

    def at(targets):
        return {board.position(t) for t in targets}

    assert marked() == at(city.legal_hexes("residential", 0))
    board.kind.value, board.owner.value = "cultural", 2
    assert marked() == at(city.legal_hexes("cultural", 2))
    board.tool.value = "metro"
    assert marked() == at(city.legal_metro_edges(2))
    board.tool.value = "rubble"
    assert marked() == at(city.board.rubble)
    board.tool.value = "historic"
    assert marked() == set()  # every site still has rubble


def test_the_heat_map_shows_the_what_if_scores():
    city = Sandbox()
    for hex in ((0, 1), (0, 2), (-1, 2)):
        city.clear_rubble(hex)
    city.build((0, 2), "service", 1)
    app = sandbox_app(city)
    board = app.board
    board.kind.value, board.owner.value = "residential", 1
    assert board.picture.heat.data["value"] == []  # off at first
    for choice, field in (("now", "now"), ("end", "gain")):
        board.heat_choice.value = choice
        heat = board.picture.heat.data
        shown = {(q, r): int(v) for q, r, v in zip(heat["q"], heat["r"], heat["value"])}
        expected = {hex: getattr(w, field) for hex, w in city.what_if("residential", 1).items()}
        assert shown == expected
    assert shown[(0, 1)] == 2 + 1 + 1  # its card, its service neighbour, and the service's new neighbour
    board.tool.value = "metro"
    assert board.picture.heat.data["value"] == []  # the outlook is for buildings


def test_hovering_a_hex_says_what_the_building_would_score_now_and_at_the_end():
    city = Sandbox()
    city.clear_rubble((0, 1))
    city.clear_rubble((0, 2))
    city.build((0, 2), "transport", 3)
    board = sandbox_app(city).board
    x, y = hex_centre((0, 1))
    board.pointer.data = {"x": [x], "y": [y], "key": ["0,1,0"]}  # what the page sends when the pointer enters
    outlook = city.what_if("residential", 0)[(0, 1)]
    assert f"now {outlook.now:+d} VP" in board.hover_text.value and outlook.now == 2
    assert f"would have <b>{outlook.total}</b> ({outlook.gain:+d})" in board.hover_text.value and outlook.gain == 3
    assert board.hint((0, 1)) == "now +2 VP; at the end: total 3 (+3)"
    board.pointer.data = {"x": [0.1], "y": [0.0], "key": ["0,0,0"]}
    assert "rubble" in board.hover_text.value and "W-FOUND-2" in board.hover_text.value
    board.pointer.data = {"x": [], "y": [], "key": []}  # the pointer left the board
    assert board.hover_text.value == ""
    board._hover((0, 1))
    board.click((0, 1))  # the hover text follows the change under the pointer
    assert "not free" in board.hover_text.value
    board.tool.value = "metro"
    assert board.hover_text.value == ""  # a hex means nothing to the metro tool
    board._hover(side((0, 3), (0, 4)))
    assert "W-METRO-9" in board.hover_text.value


def test_undo_and_redo_take_the_map_back_and_forth():
    app = sandbox_app()
    board = app.board
    start = pieces(board)
    board.click((0, -3))
    built = pieces(board)
    app.history_panel.undo_button.click()
    assert app.match.history == () and pieces(board) == start
    assert app.score_panel.source.data["total"] == [0, 0, 0, 0]
    app.history_panel.redo_button.click()
    assert len(app.match.history) == 1 and pieces(board) == built


def test_a_segment_reaching_the_river_two_ways_asks_where_the_tunnel_goes():
    app = sandbox_app()
    board = app.board
    board.tool.value = "metro"
    board.click(side((0, 1), (0, 2)))  # where the river bends round (1, 1): the tunnel goes one way or the other
    assert app.match.history == () and "W-METRO-13" in board.status.text
    options = {side((0, 1), (1, 1)), side((0, 2), (1, 1))}
    assert set(board.legal_targets()) == options
    board.click(side((0, 2), (1, 1)))
    assert app.match.history == (PlaceMetro((0, 1), (0, 2), 0, ((0, 2), (1, 1))),)
    assert len(board.picture.tunnel.data["xs"]) == 2 and board.tunnel_for is None  # under two river sides


def test_one_rubble_cube_on_each_hex_with_rubble():
    app = sandbox_app()
    drawn = app.board.picture.rubble.data
    assert len(drawn["x"]) == len(app.match.state.board.rubble) == 19
    assert sorted(zip(drawn["x"], drawn["y"])) == sorted(hex_centre(h) for h in app.match.state.board.rubble)


def test_rubble_historic_sites_stage_and_tasks():
    city = Sandbox()
    city.add_task(Task("residential", "cultural", 3))
    app = sandbox_app(city)
    board = app.board
    assert "residential building next to an existing cultural building (3 VP)" in board.tasks.value
    board.tool.value = "rubble"
    board.click((1, -1))
    board.tool.value = "historic"
    assert list(board.legal_targets()) == [(1, -1)]
    board.click((1, -1))
    assert board.picture.buildings.data["mark"] == ["A★"] and "Barbakan" in app.history_panel.log.value
    board.stage_button.click()
    assert app.match.history[-1] == SetStage(2) and board.stage_button.disabled
    assert "stage II (Modernizacja) begins" in app.history_panel.log.value


def test_the_app_saves_and_loads_a_sandbox():
    app = sandbox_app(players=5, stage=2)
    app.board.click((0, -3))
    text = app.save()
    other = sandbox_app()
    other.load(text)
    assert other.match.history == app.match.history and other.match.players == 5
    assert isinstance(other.board, WarsawBoard) and len(other.board.owner.options) == 5
    assert other.errors == [] and "Loaded a saved game" in other.status.text


def test_three_players_show_the_neutral_buildings_and_the_pickers_can_be_preset():
    board = sandbox_app(players=3, seed=3, tool="metro", kind="industrial", heat="now").board
    drawn = board.picture.buildings.data
    assert sorted(zip(drawn["q"], drawn["r"])) == sorted(Sandbox(players=3, seed=3).board.neutral)
    assert len(drawn["q"]) == 7 and set(drawn["kind"]) == {"N"}
    assert (board.tool.value, board.kind.value, board.heat_choice.value) == ("metro", "industrial", "now")
    assert len(board.owner.options) == 3 and board.picture.heat.data["value"] == []  # no heat for metro
    board.tool.value = "build"
    assert len(board.picture.heat.data["value"]) == len(board.sandbox.legal_hexes("industrial", 0))


def test_a_click_near_any_side_finds_that_side_and_a_click_on_a_hex_finds_the_hex():
    board = sandbox_app().board
    for hex in MAP.hexes:
        assert board.target_at(*hex_centre(hex)) == hex
    board.tool.value = "metro"
    sides = [frozenset(e) for e in MAP.board.cells.edges] + [side((0, 3), (0, 4)), side((-3, 0), (-4, 1))]
    for edge in sides:
        x, y = side_middle(edge)
        for dx, dy in ((0, 0), (0.2, 0.1), (-0.15, -0.2)):
            assert board.target_at(x + dx, y + dy) == edge
    assert board.target_at(*hex_centre((0, 0))) is None and board.target_at(20, 20) is None


# --- the keyboard (the board kit's cursor) --------------------------------------------------------------


def press_to(board, target):
    """Press arrow keys, as a learner would, until the keyboard cursor is on `target`: the first press puts it on the
    first legal place; a breadth-first search over the four arrows finds the keys, which are then pressed again from
    there. Fails if no keys lead to `target`."""
    board.keys.press("ArrowRight")
    start = board.keys.cursor
    paths, frontier = {start: []}, [start]
    while frontier and target not in paths:
        place = frontier.pop(0)
        for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            board.keys.cursor = place
            board.keys.press(key)
            if board.keys.cursor not in paths:
                paths[board.keys.cursor] = [*paths[place], key]
                frontier.append(board.keys.cursor)
    assert target in paths, f"no arrow keys lead to {target}"
    board.keys.cursor = start
    for key in paths[target]:
        board.keys.press(key)
    assert board.keys.cursor == target and board.place_name(target) in board.status.text


def test_the_keyboard_builds_on_a_marked_hex_and_enter_elsewhere_is_refused_with_its_rule():
    app = sandbox_app()
    board = app.board
    assert set(board.places()) == set(MAP.hexes) and set(board.legal_targets()) < set(board.places())
    press_to(board, (-3, 3))
    assert board.status.text.endswith("(a legal place: Enter plays it).")
    board.keys.press("Enter")
    assert app.match.history == (PlaceBuilding((-3, 3), "residential", 0),)
    press_to(board, (0, 0))  # rubble on the historic site of the Royal Castle
    assert "hex (0, 0), urban, rubble, historic site of" in board.status.text and "(not marked)" in board.status.text
    state = app.match.state
    board.keys.press("Enter")
    assert app.match.state is state and board.status.text.endswith("(rule W-FOUND-2)")


def test_with_the_metro_tool_the_cursor_visits_the_sides_and_escape_drops_a_waiting_tunnel():
    app = sandbox_app()
    board = app.board
    board.tool.value = "metro"
    assert side((0, 3), (0, 4)) in board.places() and (0, 0) not in board.places()  # the edge too, to be refused
    press_to(board, side((0, 1), (0, 2)))
    board.keys.press("Enter")  # it reaches the river where the tunnel may go two ways: the next click chooses
    assert board.tunnel_for == side((0, 1), (0, 2)) and set(board.legal_targets()) == {
        side((0, 1), (1, 1)),
        side((0, 2), (1, 1)),
    }
    board.keys.press("Escape")
    assert board.tunnel_for is None and app.match.history == () and side((-1, 0), (0, 0)) in board.legal_targets()
    press_to(board, side((0, 3), (0, 4)))
    assert "(the board's edge)" in board.status.text
    board.keys.press("Enter")
    assert app.match.history == () and board.status.text.endswith("(rule W-METRO-9)")
