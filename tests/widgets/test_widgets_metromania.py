"""widgets.metromania: clicks on arrows start the picked line, clicks on edges dig it, clicks on vertices build
stations and the bonus station; several ways to dig an edge are offered as buttons; every legal move of random
states is reachable by clicks and controls; refusals show reason + rule and change nothing; Unfair
Municipality's letters stay hidden in hot seat; a finished game draws its trips' fastest routes."""

import random

import pytest
from bokeh.events import Tap

from gamekit import metromania
from gamekit.metromania import Sandbox, StartLine, Station, Tunnels
from widgets import GameApp
from widgets.metromania import MetromaniaBoard
from widgets.metromania_picture import DASHES, MetroPicture, route_polylines


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
    line, target = (move.line, move.arrow) if type(move) is StartLine else \
        (move.segments[0][0], frozenset(move.segments[0][1]))
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
    moves = play_until(app, lambda moves: sum(type(m) is Tunnels and m.spot is not None for m in moves) >= 1
                       and len({m for m in moves if type(m) is Tunnels}) > 1
                       and any(len([n for n in moves if type(n) is Tunnels and n.segments == m.segments]) > 1
                               for m in moves if type(m) is Tunnels))
    move = next(m for m in moves if type(m) is Tunnels and m.letter
                and len([n for n in moves if type(n) is Tunnels and n.segments == m.segments]) > 1)
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


@pytest.mark.parametrize("players, seed, variant", [(2, 7, "standard"), (3, 4, "unfair_municipality"),
                                                    (4, 2, "running_blind")])
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
            board.reveal()
            for move in moves:
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
    """"chyba że nie ma już takiej możliwości": the lesson's corner game, where the dashed line in the corner
    (-5, 5) can never reach the far half; the board marks the edge to (-4, 5), and a click finishes the line."""
    def dig(*vertices, line=0):
        return Tunnels(tuple((line, (a, b)) for a, b in zip(vertices, vertices[1:])))

    match = metromania.new_game(players=2, seed=7)
    for move in [StartLine(0, (5, -4)), dig((5, -4), (4, -4), (3, -4), (2, -4)),  # Player 2
                 StartLine(0, (-1, 5)), dig((-1, 5), (-1, 4), (-1, 3), (-1, 2)),  # Player 1
                 dig((2, -4), (1, -4), (0, -4)), StartLine(1, (-5, 4)), dig((-5, 4), (-5, 5), line=1),
                 dig((-1, 2), (-1, 1), (-1, 0), (-1, -1))]:
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
    moves = play_until(app, lambda moves: any(type(m) is Station and m.vertex for m in moves)
                       and app.match.state.bonus < 0, seed=1)
    station = next(m for m in moves if type(m) is Station and m.vertex)
    assert station.vertex in board.legal_targets()
    board.click(station.vertex)
    assert app.match.history[-1] == station and app.errors == []
    assert list(board.position(station.vertex)) in [list(p) for p in zip(board.drawing.stations.data["x"],
                                                                          board.drawing.stations.data["y"])]


def test_unfair_municipality_hides_the_letters_in_hand_until_the_player_shows_them():
    app = new_app(players=3, seed=1, variant="unfair_municipality")
    board = app.board

    def letters_shown():
        return {m.holder for m in app.match.state.markers
                if m.spot is None and f"{m.letter} {m.kind}" in board.seats_text.value}

    assert letters_shown() == set() and board.show_markers.layout.display == ""  # not even the player on turn
    seat = app.match.current_player
    board.reveal()
    assert letters_shown() == {seat} and board.show_markers.layout.display == "none"
    moves = play_until(app, lambda moves: app.match.current_player != seat and app.match.state.turns[seat])
    assert letters_shown() == set()  # the turn passed: hidden again
    marked = play_until(app, lambda moves: any(type(m) is Tunnels and m.letter for m in moves))
    board.revealed = None
    move = next(m for m in marked if type(m) is Tunnels and m.letter)
    board.refresh()
    hints = " ".join(board.highlights.data["hint"])
    assert not any(f"marker {letter} on" in hints for letter in "ABCDEF") and moves
    board.pick_line(move.segments[0][0])
    board.click(frozenset(move.segments[0][1]))
    assert "Show my markers" in board.status.text and board.choices.children == ()


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
    assert board.drawing.routes.data["xs"] and board.drawing.trip_ends.data["text"]
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
    from widgets.metromania import MetromaniaBoard

    app = GameApp(metromania.new_game(players=2, seed=7), MetromaniaBoard)
    assert app.score_panel.seats == ["Player 1 (1)", "Player 2 (2)"]
    app.board.click(next(iter(app.board.legal_targets())))
    log = app.history_panel.log.value
    assert app.match.history and ("(1):" in log or "(2):" in log) and "(A):" not in log and "(B):" not in log
