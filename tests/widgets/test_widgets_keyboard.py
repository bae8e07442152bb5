"""Keyboard play through the board kit (widgets.keyboard), on the toy board: the arrow keys move the cursor over the
places, Home brings it to the first legal place, Enter plays or is refused with the rule, Escape cancels, U and R
undo and redo; and the tap mark clears
once a tap is answered."""

import toygame
from bokeh.events import Tap
from toyboard import ToyBoard

from widgets.keyboard import ARROWS, nearest


def board():
    return ToyBoard(toygame.new_game(players=2, seed=7))


def test_nearest_follows_the_arrow_and_prefers_straight_ahead():
    points = {"left": (-1, 0), "far left": (-3, 0), "up left": (-1, 1.2), "right": (1, 0)}
    assert nearest(points, (0, 0), ARROWS["ArrowLeft"]) == "left"
    assert nearest(points, (0, 0), ARROWS["ArrowRight"]) == "right"
    assert nearest(points, (0, 0), ARROWS["ArrowDown"]) is None  # nothing below: the cursor stays


def test_arrows_move_the_cursor_and_enter_plays_the_place_under_it():
    b = board()
    b.keys.press("ArrowRight")  # the first press puts the cursor on the first legal place
    start = b.keys.cursor
    assert start == next(iter(b.legal_targets())) and "a legal place" in b.status.text
    assert b.keys.source.data == {"x": [start[0] + 0.5], "y": [start[1] + 0.5]}
    b.keys.press("ArrowRight")
    assert b.keys.cursor == (start[0] + 1, start[1])
    b.keys.press("Enter")
    assert len(b.match.history) == 1 and b.match.history[0].cell == (start[0] + 1, start[1])


def test_home_brings_the_cursor_back_to_the_first_legal_place():
    b = board()
    b.keys.press("ArrowUp")
    b.keys.press("Enter")  # the first legal place is taken now
    b.keys.press("ArrowLeft")
    b.keys.press("Home")
    assert b.keys.cursor == next(iter(b.legal_targets())) and "a legal place" in b.status.text


def test_enter_on_a_taken_place_is_refused_with_its_rule_and_changes_nothing():
    b = board()
    b.keys.press("ArrowUp")
    b.keys.press("Enter")
    taken = b.keys.cursor
    state = b.match.state
    b.keys.press("Enter")  # the same cell again: taken now
    assert b.match.state is state and b.status.kind == "warning"
    assert "Not allowed" in b.status.text and "(rule " in b.status.text
    assert b.keys.cursor == taken  # the cursor stays where the learner left it


def test_u_and_r_undo_and_redo_and_say_so_when_there_is_nothing():
    b = board()
    b.keys.press("u")
    assert b.status.text == "Nothing to undo yet." and not b.match.history
    b.keys.press("ArrowLeft")
    b.keys.press(" ")
    b.keys.press("U")
    assert not b.match.history and b.match.can_redo
    b.keys.press("r")
    assert len(b.match.history) == 1
    b.keys.press("R")
    assert b.status.text == "Nothing to redo."


def test_escape_cancels_and_other_keys_do_nothing():
    b = board()
    state = b.match.state
    for key in ("Escape", "x", "Tab", ""):
        b.keys.press(key)
    assert b.match.state is state and b.errors == []


def test_every_tap_is_answered_once_so_the_page_takes_its_ring_away():
    b = board()
    x, y = b.position(next(iter(b.legal_targets())))
    start = b.answered.tags[0]
    b._tapped(Tap(b.figure, x=x, y=y))
    assert len(b.match.history) == 1 and b.answered.tags == [start + 1]  # answered with the redraw
    b._tapped(Tap(b.figure, x=x, y=y))  # refused: answered alone, the reason stays
    assert b.answered.tags == [start + 2] and b.status.kind == "warning"
    b._tapped(Tap(b.figure, x=-5, y=-5))  # nothing there
    assert b.answered.tags == [start + 3]
