"""The Metropolys board through the board kit's hooks: the keyboard visits every neighbourhood (arrows move the
cursor, Enter bids there or is refused with the rule, Escape drops the building picked), the status line hands the
screen over, and the side panel is laid out by the kit with an accessible name on every button."""

import ipywidgets as ipw

from gamekit import metropolys
from gamekit.metropolys import CITY, Bid
from widgets import GameApp
from widgets.metropolys.board import MetropolysBoard

BLUE, GREY, RED, WHITE = range(4)
ARROWS = ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp")


def new_app(players=4, seed=7, **options):
    options.setdefault("first_player", BLUE)
    return GameApp(metropolys.new_game(players=players, seed=seed, **options), MetropolysBoard)


def walk_to(board, wanted):
    """Press arrow keys until the cursor is on a place where `wanted(place)`, trying each arrow from each place
    reached (a search over the cursor's moves); returns the keys pressed from the start."""
    start = board.keys.cursor
    paths, seen = {start: []}, {start}
    frontier = [start]
    while frontier:
        place = frontier.pop(0)
        if place is not None and wanted(place):
            board.keys.cursor = start
            for key in paths[place]:
                board.keys.press(key)
            assert board.keys.cursor == place
            return paths[place]
        for key in ARROWS:
            board.keys.cursor = place
            board.keys.press(key)
            if board.keys.cursor not in seen:
                seen.add(board.keys.cursor)
                paths[board.keys.cursor] = [*paths[place], key]
                frontier.append(board.keys.cursor)
    raise AssertionError("the arrows reach no such place")


def test_every_neighbourhood_is_a_place_and_is_named():
    board = new_app(players=3, seed=1).board
    places = list(board.places())
    assert sorted(places) == sorted(CITY) and len(set(places)) == len(places)  # in play or not, built or empty
    assert set(board.legal_targets()) <= set(places)
    assert board.place_name("C7") == "neighbourhood C7 (industry, Central)"


def test_arrows_reach_a_legal_place_and_enter_bids_there_with_the_picked_building():
    app = new_app()
    board = app.board
    board.click("C7")  # Blue opens with 1; Grey outbids next to C7
    board.keys.press("ArrowUp")
    first = board.keys.cursor
    assert first == next(iter(board.legal_targets())) and "a legal place: Enter plays it" in board.status.text
    legal = set(board.legal_targets())
    walk_to(board, lambda n: n in legal and n != first)
    target = board.keys.cursor
    assert f"Cursor on neighbourhood {target} (" in board.status.text
    board.pick(4)
    board.keys.press("Enter")
    assert app.match.history == (Bid("C7", 1), Bid(target, 4)) and app.errors == []


def test_enter_on_a_place_that_is_not_marked_is_refused_with_its_rule_and_changes_nothing():
    app = new_app()
    board = app.board
    board.click("C7")
    board.keys.press("ArrowUp")
    walk_to(board, lambda n: n == "S13")  # far from C7
    assert "not marked" in board.status.text
    state = app.match.state
    board.keys.press("Enter")
    assert app.match.state is state and board.status.kind == "warning"
    assert "(rule M-AUCTION-5)" in board.status.text and board.keys.cursor == "S13"


def test_enter_in_a_district_out_of_play_cites_the_player_count_rule():
    app = new_app(players=3, seed=1)
    board = app.board
    unused = app.match.state.setup.unused
    board.keys.press("ArrowRight")
    walk_to(board, lambda n: CITY.nodes[n]["district"] in unused)
    board.keys.press(" ")
    assert app.match.history == () and "(rule M-PC-2)" in board.status.text


def test_escape_drops_the_building_picked_and_changes_nothing():
    app = new_app()
    board = app.board
    board.click("C7")
    board.pick(9)
    assert board.value == 9 and board.picker.value == 9
    state = app.match.state
    board.keys.press("Escape")
    assert board.value == board.picker.value == 2 and app.match.state is state  # Grey's lowest outbid again
    assert board.status.text.startswith("Move 1: bid 1 on C7. Grey to bid")


def test_the_status_line_hands_the_screen_to_the_seat_on_turn():
    board = new_app().board
    assert board.status.text.endswith("Pass the screen to Blue. Blue: press “show my goals” when only you can see it.")
    board.secret_button.value = True  # Blue looks: nothing to hand over while Blue plays
    assert "Pass the screen" not in board.status.text
    board.click("C7")
    assert "Grey to bid" in board.status.text and board.status.text.endswith(
        "Pass the screen to Grey. Grey: press “show my goals” when only you can see it."
    )


def test_the_kit_lays_out_the_side_panel_and_every_button_has_a_name():
    board = new_app().board
    left, side = board.widget.children
    assert "gk-side" in side._dom_classes and "gk-board" in board.widget._dom_classes
    assert board.model in left.children and board.picker in side.children and board.goals_text in side.children

    def buttons(widget):
        if isinstance(widget, (ipw.Button, ipw.ToggleButton, ipw.ToggleButtons)):
            yield widget
        for child in getattr(widget, "children", ()):
            yield from buttons(child)

    found = list(buttons(board.widget))
    assert len(found) == 3  # the picker, Pass and the kit's "show my goals"
    assert all(b.description or b.tooltip for b in found)
    assert all(label for label, _ in board.picker.options)
