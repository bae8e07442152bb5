"""widgets.metromania.board: clicks on arrows start the picked line, clicks on edges dig it, clicks on vertices build
stations and the bonus station; several ways to dig an edge are offered as buttons; every legal move of random
states is reachable by clicks and controls; refusals show reason + rule and change nothing; Unfair
Municipality's letters stay hidden in hot seat (the board kit's secret gate), and the board shows a seat the same on
every state `resample` draws for it; a finished game draws its trips' fastest routes."""

import random

import pytest
from board_text import shown
from bokeh.events import Tap

from gamekit import Match, metromania
from gamekit.metromania import Sandbox, StartLine, Station, Tunnels
from widgets import GameApp
from widgets.metromania.board import MetromaniaBoard
from widgets.metromania.picture import DASHES, MetroPicture, route_polylines


def new_app(players=2, seed=7, **options):
    return GameApp(metromania.new_game(players=players, seed=seed, **options), MetromaniaBoard)


def play_until(app, wanted, seed=0, limit=400):
    """Play random legal moves until `wanted(moves)` holds for the legal moves; returns those moves."""
    rnd = random.Random(seed)
    for _ in range(limit):
        moves = app.match.legal_moves()
        if wanted(moves):
            return moves
        app.match.play(rnd.choice(moves))
    raise AssertionError("the position never came")


def play_by_controls(board, move):
    """Make `move` the way a learner would: the line picker, a click on the board, a choice button."""
    if move == Station(None):
        board.no_bonus.click()
        return
    if type(move) is Station:
        board.click(move.vertex)
        return
    line, target = (
        (move.line, move.arrow) if type(move) is StartLine else (move.segments[0][0], frozenset(move.segments[0][1]))
    )
    board.pick_line(line)
    before = len(board.match.history)
    board.click(target)
    if len(board.match.history) == before:
        buttons = [b for b in board.choices.children if getattr(b, "description", None) == str(move)]
        assert len(buttons) == 1, (move, [getattr(b, "description", "") for b in board.choices.children])
        buttons[0].click()


def test_a_click_on_a_white_arrow_starts_the_chosen_line_and_clicks_on_edges_dig_it():
    app = new_app()
    board = app.board
    starts = {m.arrow for m in app.match.legal_moves() if type(m) is StartLine and m.line == 0}
    assert set(board.legal_targets()) == starts and "start a line" in board.status.text
    arrow = board.legal_targets()[0]
    board.click(arrow)
    assert app.match.history == (StartLine(0, arrow),) and app.errors == []
    edge = board.legal_targets()[0]
    assert type(edge) is frozenset and arrow in edge and board.drawing.legal.data["xs"]  # legal edges drawn
    board.click(edge)
    (tip,) = edge - {arrow}
    assert app.match.history[-1] == Tunnels(((0, (arrow, tip)),))
    assert "1 of 3 tunnels laid" in board.status.text
    assert board.drawing.lines.data["dash"] == ["solid"] and len(board.drawing.starts.data["text"]) == 1


def test_a_tap_maps_to_the_nearest_vertex_or_edge_middle():
    board = new_app().board
    x, y = board.position(board.legal_targets()[0])
    board.figure._trigger_event(Tap(board.figure, x=x + 0.15, y=y - 0.1))
    assert len(board.match.history) == 1 and board.errors == []
    edge = board.legal_targets()[0]
    ex, ey = board.position(edge)
    assert board.target_at(ex + 0.1, ey - 0.05) == edge
    assert board.target_at(0.0, 0.0) == (0, 0) and board.target_at(9.0, 9.0) is None


def test_the_dashed_line_picker_changes_what_a_click_does():
    board = new_app().board
    board.pick_line(1)
    board.click(board.legal_targets()[0])
    assert board.match.history[0] == StartLine(1, board.match.history[0].arrow)
    assert board.line == 1 and board.drawing.lines.data["dash"] == [DASHES[1]]
    assert board.drawing.starts.data["marker"] == ["diamond"]


def test_a_refused_click_shows_the_reason_and_the_rule_and_changes_nothing():
    app = new_app()
    board = app.board
    board.click(board.legal_targets()[0])
    state = app.match.state
    board.click(frozenset({(0, 0), (1, 0)}))  # far from the line's end
    assert board.status.kind == "warning" and "(rule MM-LINE-2)" in board.status.text
    assert app.match.state is state and app.errors == []


def test_an_edge_beside_a_spot_offers_each_way_to_dig_it_as_buttons():
    app = new_app()
    board = app.board
    moves = play_until(
        app,
        lambda moves: (
            sum(type(m) is Tunnels and m.spot is not None for m in moves) >= 1
            and len({m for m in moves if type(m) is Tunnels}) > 1
            and any(
                len([n for n in moves if type(n) is Tunnels and n.segments == m.segments]) > 1
                for m in moves
                if type(m) is Tunnels
            )
        ),
    )
    move = next(
        m
        for m in moves
        if type(m) is Tunnels
        and m.letter
        and len([n for n in moves if type(n) is Tunnels and n.segments == m.segments]) > 1
    )
    board.pick_line(move.segments[0][0])
    board.click(frozenset(move.segments[0][1]))
    assert board.pending and "choose how to dig" in board.status.text
    texts = [b.description for b in board.choices.children[1:]]
    assert str(move) in texts and texts[-1] == "Cancel"
    board.choices.children[-1].click()  # Cancel
    assert board.pending == () and board.choices.children == ()
    play_by_controls(board, move)
    assert app.match.history[-1] == move and app.errors == []
    assert any(text.endswith(f" {move.letter}") for text in board.drawing.labels.data["text"])


@pytest.mark.parametrize(
    "players, seed, variant", [(2, 7, "standard"), (3, 4, "unfair_municipality"), (4, 2, "running_blind")]
)
def test_every_legal_move_of_random_states_is_reachable_by_clicks_and_controls(players, seed, variant):
    app = new_app(players=players, seed=seed, variant=variant)
    board, match = app.board, app.match
    rnd = random.Random(seed)
    checked = set()
    for ply in range(400):
        if match.is_over:
            break
        moves = match.legal_moves()
        if ply % 6 == 0 or match.state.bonus >= 0:
            for move in moves:
                board.reveal()  # an undo hides the letters again (the kit's secret gate)
                play_by_controls(board, move)
                assert match.history[-1] == move, (move, board.status.text)
                checked.add(type(move).__name__ + ("+letter" if getattr(move, "letter", None) else ""))
                match.undo()
        match.play(rnd.choice(moves))
    assert app.errors == [] and {"StartLine", "Tunnels", "Station"} <= checked


def test_no_bonus_station_declines_the_bonus():
    app = new_app(seed=3)
    board = app.board
    play_until(app, lambda moves: Station(None) in moves)
    assert board.no_bonus.layout.display == "" and "bonus station" in board.status.text
    board.no_bonus.click()
    assert app.match.history[-1] == Station(None) and board.no_bonus.layout.display == "none"


def test_MM_END_2_a_line_in_a_corner_ends_on_its_own_half_with_one_click():
    """ "chyba że nie ma już takiej możliwości": the lesson's corner game, where the dashed line in the corner
    (-5, 5) can never reach the far half; the board marks the edge to (-4, 5), and a click finishes the line."""

    def dig(*vertices, line=0):
        return Tunnels(tuple((line, (a, b)) for a, b in zip(vertices, vertices[1:])))

    match = metromania.new_game(players=2, seed=7)
    for move in [
        StartLine(0, (5, -4)),
        dig((5, -4), (4, -4), (3, -4), (2, -4)),  # Player 2
        StartLine(0, (-1, 5)),
        dig((-1, 5), (-1, 4), (-1, 3), (-1, 2)),  # Player 1
        dig((2, -4), (1, -4), (0, -4)),
        StartLine(1, (-5, 4)),
        dig((-5, 4), (-5, 5), line=1),
        dig((-1, 2), (-1, 1), (-1, 0), (-1, -1)),
    ]:
        match.play(move)
    board = MetromaniaBoard(match)
    board.pick_line(1)
    edge = frozenset({(-5, 5), (-4, 5)})
    assert board.legal_targets() == [edge]
    board.click(edge)
    assert match.state.lines[3].finished and match.state.bonus == 3 and board.errors == []


def test_a_click_on_a_closed_section_builds_a_station():
    app = new_app(seed=5)
    board = app.board
    moves = play_until(
        app, lambda moves: any(type(m) is Station and m.vertex for m in moves) and app.match.state.bonus < 0, seed=1
    )
    station = next(m for m in moves if type(m) is Station and m.vertex)
    assert station.vertex in board.legal_targets()
    board.click(station.vertex)
    assert app.match.history[-1] == station and app.errors == []
    assert list(board.position(station.vertex)) in [
        list(p) for p in zip(board.drawing.stations.data["x"], board.drawing.stations.data["y"])
    ]


def letters_shown(board):
    """The seats whose letters in hand the board's seat table shows."""
    return {
        m.holder
        for m in board.match.state.markers
        if m.spot is None and f"{m.letter} {m.kind}" in board.seats_text.value
    }


def test_MM_VAR_1_unfair_municipality_hides_the_letters_in_hand_until_the_player_shows_them():
    """ "Each player keeps his destination markers letter-side-down in front of him": the board kit's secret gate,
    "show my markers", shows the letters of the player on turn only, and only after it asks (hot seat)."""
    app = new_app(players=3, seed=1, variant="unfair_municipality")
    board = app.board
    assert letters_shown(board) == set() and board.secret_button.layout.display is None  # not even the player on turn
    seat = app.match.current_player
    assert board.secret_button.description == f"Player {seat + 1}: show my markers"
    board.secret_button.value = True  # what a press does in the page
    assert letters_shown(board) == {seat} and board.viewer == seat
    assert board.secret_button.description == f"Player {seat + 1}: hide my markers"
    moves = play_until(app, lambda moves: app.match.current_player != seat and app.match.state.turns[seat])
    assert letters_shown(board) == set() and board.viewer is None  # the turn passed: hidden again
    marked = play_until(app, lambda moves: any(type(m) is Tunnels and m.letter for m in moves))
    board.hide()
    move = next(m for m in marked if type(m) is Tunnels and m.letter)
    hints = " ".join(board.highlights.data["hint"])
    assert not any(f"marker {letter} on" in hints for letter in "ABCDEF") and moves
    board.pick_line(move.segments[0][0])
    board.click(frozenset(move.segments[0][1]))
    assert "show my markers” first" in board.status.text and board.choices.children == ()


def test_MM_VAR_1_stepping_back_after_show_my_markers_hides_every_letter():
    """ "The markers are only revealed when they are placed": a player presses "show my markers", then steps back (◀)
    in the move log to the previous player's turn. The board showed that player's letters there; now it shows
    nobody's, and undo, redo and loading a game hide them too."""
    app = new_app(players=3, seed=1, variant="unfair_municipality")
    board = app.board
    play_until(
        app,
        lambda moves: (
            len(app.match.history) >= 3
            and app.match.state.laid == 0
            and app.match.current_player != app.match.rules.current_player(app.match.state_after(2))
        ),
    )
    seat = app.match.current_player
    board.secret_button.value = True
    assert letters_shown(board) == {seat}
    app.history_panel.back_button.click()
    assert board.shown_ply is not None and board.viewer is None and letters_shown(board) == set()
    assert board.secret_button.disabled and not board.secret_button.value
    app.history_panel.forward_button.click()
    assert letters_shown(board) == set() and board.viewer is None  # back in the present, it must ask again
    for action in (app.history_panel.undo_button, app.history_panel.redo_button):
        board.secret_button.value = True
        assert letters_shown(board) == {app.match.current_player}
        action.click()
        assert board.viewer is None and letters_shown(board) == set()
    board.secret_button.value = True
    app.load(app.save())
    assert app.board.viewer is None and letters_shown(app.board) == set() and app.errors == []


def test_only_unfair_municipality_has_a_show_my_markers_button_and_every_letter_shows_at_the_end():
    for variant, players in (("standard", 2), ("no_corruption", 3), ("running_blind", 2), ("little_subway", 2)):
        board = new_app(players=players, variant=variant).board
        assert board.secret is None and board.secret_button.layout.display == "none", variant
    app = new_app(players=3, seed=1, variant="unfair_municipality")
    play_until(app, lambda moves: not moves, seed=3)
    in_hand = [m for m in app.match.state.markers if m.spot is None]
    assert in_hand and all(f"{m.letter} {m.kind}" in app.board.seats_text.value for m in in_hand)
    assert app.board.secret_button.disabled


def test_looking_back_shows_an_earlier_board_read_only():
    app = new_app()
    board = app.board
    board.click(board.legal_targets()[0])
    board.click(board.legal_targets()[0])
    board.show_ply(1)
    assert len(board.drawing.lines.data["xs"][0]) == 1 and board.drawing.legal.data["xs"] == []
    board.click(board.legal_targets()[0])
    assert len(app.match.history) == 2 and "earlier move" in board.status.text
    board.show_ply(None)
    assert len(board.drawing.lines.data["xs"][0]) == 2


def test_a_finished_game_draws_the_picked_trips_fastest_routes():
    app = new_app(seed=7)
    play_until(app, lambda moves: not moves, seed=2)
    board = app.board
    found = {t.name: t for t in metromania.trips(app.match.state)}
    with_routes = [name for name, t in found.items() if t.routes]
    assert with_routes and board.trip == board.trip_picker.value == with_routes[0]
    assert board.trip_picker.layout.display == ""
    name = "P-L" if board.trip == "park-lake" else board.trip
    assert board.drawing.routes.data["xs"] and board.drawing.trip_ends.data["text"] == [name, name]
    board.trip_picker.value = next(name for name, t in found.items() if not t.routes)
    assert board.drawing.routes.data["xs"] == [] and app.errors == []


def test_a_picture_of_a_sandbox_draws_a_trip_route_along_the_lines():
    box = Sandbox(players=2, seed=0)
    box.line(0, [(-2, -3), (-2, -2), (-2, -1), (-2, 0), (-2, 1)]).station((-2, -2)).station((-2, 1))
    route = [((0, 0), (-2, -2)), ((0, 0), (-2, 1))]
    assert route_polylines(box.state, route) == [[box.city.pos((-2, j)) for j in range(-2, 2)]]
    picture = MetroPicture(box)
    assert picture.drawing.lines.data["dash"] == ["solid"] and len(picture.drawing.stations.data["x"]) == 2
    with pytest.raises(ValueError, match="no test trip"):
        MetroPicture(box, trip="Z")


def test_a_saved_game_loads_into_a_new_board_and_the_score_panel_follows():
    app = new_app(players=3, seed=2)
    play_until(app, lambda moves: len(app.match.history) >= 12)
    text = app.save()
    app.load(text)
    assert app.errors == [] and len(app.match.history) == 12 and app.board.match is app.match
    assert app.board.drawing.lines.data["xs"] and "Loaded a saved game" in app.status.text
    assert "stations" in app.score_panel.table.value


def test_players_are_numbered_on_the_sheet_and_in_the_log_since_letters_name_markers():
    from gamekit import metromania
    from widgets import GameApp
    from widgets.metromania.board import MetromaniaBoard

    app = GameApp(metromania.new_game(players=2, seed=7), MetromaniaBoard)
    assert app.score_panel.seats == ["Player 1 (1)", "Player 2 (2)"]
    app.board.click(next(iter(app.board.legal_targets())))
    log = app.history_panel.log.value
    assert app.match.history and ("(1):" in log or "(2):" in log) and "(A):" not in log and "(B):" not in log


@pytest.mark.parametrize(
    "variant, players, count", [("unfair_municipality", 3, 3), ("unfair_municipality", 4, 2), ("running_blind", 2, 2)]
)
def test_the_board_shows_a_seat_the_same_on_every_state_it_cannot_tell_apart(variant, players, count):
    """Issue 13 point 5: for random positions, `resample` draws again what a seat cannot see (the other hands in
    Unfair Municipality, the face-down counters in Running blind); a board opened on the twin shows exactly the
    same words and chart data as on the real position, to the table and, after "show my markers", to the seat
    on turn."""

    def board_at(state):
        return MetromaniaBoard(Match.at(match.rules, state, match.players, match.seed, match.options))

    def revealed(board):  # what the board shows once the seat on turn pressed the kit's "show my markers"
        board.secret_button.value = True
        assert board.viewer == board.match.current_player
        return shown(board.widget, board.figure)

    match, rnd = metromania.new_game(players=players, seed=players, variant=variant), random.Random(variant)
    states = []
    while not match.is_over:
        states.append(match.state)
        match.play(rnd.choice(match.legal_moves()))
    different = 0
    for state in rnd.sample(states[: len(states) // 2], count):
        current = match.rules.current_player(state)
        real = board_at(state)
        hidden = shown(real.widget, real.figure)
        mine = revealed(real) if real.secret else None
        for seat in range(players):
            twin = match.rules.resample(state, seat, rnd)
            different += twin != state
            other = board_at(twin)
            assert shown(other.widget, other.figure) == hidden, f"the table can tell seat {seat}'s twin apart"
            if seat == current and mine is not None:
                assert revealed(other) == mine != hidden, f"seat {seat} can tell its twin apart"
            assert other.errors == [] and real.errors == []
    assert different > 0


def test_the_pointer_resting_on_any_vertex_shows_its_coordinates_on_the_board_and_the_picture():
    """Issue 16 point 15: the lessons name vertices "(-4, 1)"; a hover on the city shows each one's coordinates."""
    from bokeh.models import HoverTool

    box = Sandbox(players=2, seed=7)
    for fig in (new_app().board.figure, MetroPicture(box).figure):
        hovers = [tool for tool in fig.tools if isinstance(tool, HoverTool) and tool.tooltips == "@name"]
        assert len(hovers) == 1
        names = hovers[0].renderers[0].data_source.data["name"]
        assert len(names) == 91 and "(0, 0)" in names and "(-5, 2) white arrow" in names
