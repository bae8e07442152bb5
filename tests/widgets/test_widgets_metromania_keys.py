"""widgets.metromania.board on the board kit's keyboard: the cursor visits every vertex and edge of the city, each
named in words, Enter plays the move a click would (a refusal keeps the city as it is and says its rule), and Escape
drops the ways offered to dig an edge."""

from test_widgets_metromania import new_app, play_until

from gamekit.metromania import StartLine, Tunnels


def test_the_keyboard_cursor_visits_every_vertex_and_edge_and_enter_starts_a_line():
    app = new_app()
    board = app.board
    city = app.match.state.city
    assert len(set(board.places())) == len(city.vertices) + len(city.edges) == 91 + 240
    board.keys.press("ArrowRight")  # the first press puts the cursor on the first legal place: a white arrow
    arrow = board.keys.cursor
    assert arrow in board.legal_targets() and f"Cursor on white arrow {arrow} (a legal place" in board.status.text
    board.keys.press("Enter")
    assert app.match.history == (StartLine(0, arrow),) and app.errors == []


def test_enter_on_an_unmarked_edge_is_refused_with_its_rule_and_changes_nothing():
    app = new_app()
    board = app.board
    board.click(board.legal_targets()[0])  # the solid line starts: now its tunnels are marked
    edge = next(p for p in board.places() if type(p) is frozenset and p not in set(board.legal_targets()))
    board.keys.cursor = edge
    board.keys.press("ArrowLeft")
    board.keys.press("ArrowRight")
    assert board.keys.cursor not in set(board.legal_targets()) and "(not marked)" in board.status.text
    state, played = app.match.state, app.match.history
    board.keys.press("Enter")
    assert app.match.state is state and app.match.history == played
    assert board.status.kind == "warning" and "(rule MM-" in board.status.text and app.errors == []


def several_ways(moves):
    """A Tunnels move laying a location marker on an edge that may be dug in several ways, or None."""
    tunnels = [m for m in moves if type(m) is Tunnels]
    return next((m for m in tunnels if m.letter and sum(n.segments == m.segments for n in tunnels) > 1), None)


def test_escape_drops_the_ways_offered_to_dig_an_edge_and_places_are_named():
    app = new_app()
    board = app.board
    move = several_ways(play_until(app, several_ways))
    board.pick_line(move.segments[0][0])
    edge = frozenset(move.segments[0][1])
    board.keys.cursor = edge
    board.keys.press("Enter")
    assert board.pending and board.choices.children
    state = app.match.state
    board.keys.press("Escape")
    assert board.pending == () and board.choices.children == () and app.match.state is state
    a, b = sorted(edge)
    assert board.place_name(edge) == f"edge {a}–{b}, beside {move.spot}"
    assert board.place_name((0, 0)) == "vertex (0, 0)" and board.place_name((4, 1)) == "white arrow (4, 1)"
