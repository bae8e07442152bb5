"""widgets.metropolys.board: a click on a neighbourhood bids, Pass passes, refusals show reason + rule and change
nothing, only the current player's goals ever appear, and the map draws the auction and the city."""

import html
import re

import ipywidgets as ipw
import pytest
from bokeh.events import Tap

from gamekit import metropolys
from gamekit.metropolys import CITY, Bid, Pass, Sandbox, goal_text
from gamekit.metropolys.examples import AUCTION, auction_example
from widgets import GameApp
from widgets.metropolys.board import MetropolysBoard
from widgets.metropolys.city_map import CityPicture, neighbourhood_at, position

BLUE, GREY, RED, WHITE = range(4)
NAMES = ("Blue", "Grey", "Red", "White")


def new_app(players=4, seed=7, **options):
    """A board on a new game; Blue starts unless `first_player` says otherwise."""
    options.setdefault("first_player", BLUE)
    return GameApp(metropolys.new_game(players=players, seed=seed, **options), MetropolysBoard)


def page_text(widget):
    """Every string the widget tree shows (HTML values, labels, options), as one text."""
    parts = []
    for key in ("value", "description", "tooltip", "placeholder"):
        value = getattr(widget, key, None)
        if isinstance(value, str):
            parts.append(value)
    parts += [str(option) for option in getattr(widget, "options", ())]
    for child in getattr(widget, "children", ()):
        parts.append(page_text(child))
    return html.unescape(re.sub(r"<[^>]+>", "", "\n".join(parts)))


def test_a_click_on_a_neighbourhood_bids_with_the_picked_building():
    app = new_app()
    board = app.board
    assert board.value == 1 and board.status.text.startswith("New game: Blue starts. Blue opens")
    board.pick(5)
    board.click("C7")
    assert app.match.history == (Bid("C7", 5),) and app.errors == []
    assert board.value == 6 and board.picker.options[0] == ("6", 6)  # Grey's lowest outbid
    assert set(board.legal_targets()) == set(metropolys.auction_targets(app.match.state))
    assert board.layers.bids.data["label"] == ["B5"]
    assert "Grey to bid: more than 5, next to C7" in board.status.text


def test_a_tap_on_the_map_bids_on_the_neighbourhood_under_it():
    board = new_app().board
    x, y = position("S4")
    board.figure._trigger_event(Tap(board.figure, x=x + 0.3, y=y - 0.2))
    assert board.match.history == (Bid("S4", 1),)
    assert neighbourhood_at(*position("C3")) == "C3" and neighbourhood_at(*CITY.graph["lakes"]["L3"].pos) is None


def test_the_pass_button_passes_and_the_opener_may_not_pass():
    app = new_app()
    board = app.board
    assert board.pass_button.disabled
    board.pass_turn()
    assert app.match.history == () and board.status.kind == "warning" and "M-AUCTION-1" in board.status.text
    board.click("C7")
    assert not board.pass_button.disabled
    board.pass_button.click()
    assert app.match.history == (Bid("C7", 1), Pass()) and app.match.current_player == RED
    assert "G Grey passed" in page_text(board.auction_text)


@pytest.mark.parametrize("target, rule", [("S13", "M-AUCTION-5"), ("C8", "M-AUCTION-7")])
def test_an_illegal_click_shows_reason_and_rule_and_changes_nothing(target, rule):
    app = new_app()
    board = app.board
    board.click("C7")
    if target == "C8":
        app.match.undo()
        board.click("C9")  # C8 is across lake L3 from C9
    before, bids = app.match.state, dict(board.layers.bids.data)
    board.click(target)
    assert app.match.state is before and dict(board.layers.bids.data) == bids
    assert board.status.kind == "warning" and f"(rule {rule})" in board.status.text
    assert board.status.text.startswith("✗ Not allowed: ") and app.errors == []


def test_a_click_on_an_occupied_neighbourhood_is_refused():
    board = new_app().board
    board.click("C7")
    board.click("C8")
    board.click("C8")  # Red tries the neighbourhood Grey just bid in: not empty
    assert len(board.match.history) == 2 and "(rule M-AUCTION-6)" in board.status.text


def test_the_board_says_who_starts_the_game():
    """The first player comes from the seed unless the players choose (M-SETUP-8, M-GAP-16); the board
    names them in the status line of a new game and in the side panel all game long."""
    firsts = {}
    for seed in range(12):
        match = metropolys.new_game(players=4, seed=seed)
        firsts[match.current_player] = seed
    assert set(firsts) == {BLUE, GREY, RED, WHITE}
    for seat, seed in firsts.items():
        name = ("Blue", "Grey", "Red", "White")[seat]
        app = GameApp(metropolys.new_game(players=4, seed=seed), MetropolysBoard)
        assert app.board.status.text.startswith(f"New game: {name} starts. {name} opens the auction")
        assert f"{name[0]} {name} starts: the first player" in page_text(app.board.seats_text)
        app.board.click(next(iter(app.board.legal_targets())))
        assert f"{name} starts: the first player" in page_text(app.board.seats_text)


def test_only_the_current_players_goals_are_ever_shown():
    for variant in ("family", "advanced"):
        app = new_app(variant=variant)
        board, goals = app.board, app.match.state.setup.goals
        texts = {seat: [goal_text(card, variant) for card in goals[seat]] for seat in range(4)}
        for _ in range(6):
            seat = app.match.current_player
            shown = page_text(app.widget)
            assert not any(t in shown for cards in texts.values() for t in cards)  # hidden until asked
            board.secret_button.value = True  # the board kit's "show my goals", pressed in the page
            assert board.viewer == seat and board.secret_button.description == f"{NAMES[seat]}: hide my goals"
            shown = page_text(app.widget)
            assert all(t in shown for t in texts[seat])
            assert not any(t in shown for other in range(4) if other != seat for t in texts[other])
            board.click(next(iter(board.legal_targets())))  # the next player starts hidden again
            assert board.secret_button.value is False and board.viewer is None


def test_M_SETUP_6_looking_back_after_show_my_goals_hides_every_goal():
    """ "Każdy z graczy otrzymuje jedną kartę, w ukryciu ją sprawdza": Grey presses "show my goals", then steps
    back (◀) in the move log to the position where Blue was to play. The board shows no one's goals there (it used
    to show Blue's), and coming back to the present Grey must ask again."""
    app = new_app()
    board, goals = app.board, app.match.state.setup.goals
    board.click("C7")
    board.secret_button.value = True
    assert board.viewer == GREY and goal_text(goals[GREY][0], "family") in page_text(board.goals_text)
    app.history_panel.back_button.click()
    shown = page_text(app.widget)
    assert board.shown_ply == 0 and board.viewer is None and board.secret_button.disabled
    assert not any(goal_text(card, "family") in shown for cards in goals for card in cards)
    assert "hidden while you look back" in shown
    app.history_panel.forward_button.click()
    assert board.viewer is None and "Grey's secret goals are hidden" in page_text(board.goals_text)
    assert app.errors == []


def test_undo_and_redo_hide_the_goals_again():
    app = new_app()
    board = app.board
    board.click("C7")
    for action in (app.history_panel.undo_button, app.history_panel.redo_button):
        board.secret_button.value = True
        assert board.viewer == app.match.current_player
        action.click()
        assert board.viewer is None and "secret goals are hidden" in page_text(board.goals_text)


def test_all_goals_are_revealed_when_the_game_is_over():
    app = new_app(players=2, seed=3)
    while not app.match.is_over:
        app.match.play(app.match.legal_moves()[0])
    shown = page_text(app.widget)
    assert all(goal_text(card, "family") in shown for cards in app.match.state.setup.goals for card in cards)
    assert "Game over" in app.board.status.text and list(app.board.legal_targets()) == []


def test_the_auction_panel_follows_the_rulebook_example():
    match = auction_example()
    board = MetropolysBoard(match)
    for move in AUCTION[:6]:
        match.play(move)
    text = page_text(board.auction_text)
    assert "Blue bids 3 on C1" in text and "White bids 10 on C12 ◀ high bid" in text
    assert "Blue passed" in text and "Grey passed" in text and "To play: R Red" in text
    match.play(AUCTION[6])
    match.play(AUCTION[7])
    assert "Red won the auction and built on C13 (all the other players passed)" in board.status.text
    assert board.layers.built.data["label"][-1] == "R█" and board.layers.bids.data["label"] == []


def test_undo_and_redo_through_the_app_redraw_the_map():
    app = new_app()
    app.board.click("C7")
    app.history_panel.undo_button.click()
    assert app.match.history == () and app.board.layers.bids.data["label"] == []
    app.history_panel.redo_button.click()
    assert app.board.layers.bids.data["label"] == ["B1"]


def test_unused_districts_are_drawn_and_refused():
    app = new_app(players=3, seed=1)
    board = app.board
    unused = app.match.state.setup.unused
    assert len(board.layers.unused.data["q"]) == sum(d in unused for _, d in CITY.nodes(data="district"))
    outside = next(n for n, d in CITY.nodes(data="district") if d in unused)
    board.click(outside)
    assert app.match.history == () and "M-PC-2" in board.status.text


def test_a_city_picture_outlines_area_groups():
    sandbox = Sandbox(players=4, variant="advanced")
    for value, n in enumerate(("C7", "C8", "C11", "C1", "C2"), start=1):
        sandbox.build(n, BLUE, value)
    groups = sandbox.area_groups(BLUE, "monuments")
    picture = CityPicture(sandbox, groups=groups)
    assert groups == [("C11", "C7", "C8")] and picture.layers.groups.data["label"] == ["g1"] * 3
    assert isinstance(picture.widget, ipw.DOMWidget) and len(picture.layers.built.data["q"]) == 5


# ipywidgets 8 pads a button by 10 px on each side (`.jupyter-button`), and a digit is at most 0.64 em wide in the
# fonts JupyterLab uses (DejaVu Sans: 0.636 em). Measured in JupyterLab: "3.2em" cut "10"–"13" to "1…" at a widget
# font size of 10 px or less; the width below showed every label whole from 9 to 18 px.
BUTTON_PADDING_PX, DIGIT_EM = 10, 0.64


@pytest.mark.parametrize("font_px", [9, 10, 13, 16, 20])
def test_the_bid_buttons_show_their_whole_label_at_any_font_size(font_px):
    board = new_app().board
    width = re.fullmatch(r"calc\(([\d.]+)em \+ ([\d.]+)px\)", board.picker.style.button_width)
    assert width, (
        f"a bid button's width must grow with its font and hold the padding: {board.picker.style.button_width}"
    )
    room = float(width[1]) * font_px + float(width[2]) - 2 * BUTTON_PADDING_PX
    longest = max(len(label) for label, _ in board.picker.options)
    assert longest == 2  # the buildings 10 to 13
    assert room >= longest * DIGIT_EM * font_px
