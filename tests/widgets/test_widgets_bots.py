"""Issue 15 point 5: computer players on every board (widgets.seating, GameApp(players=...), widgets.play). With
pause=0 the computers answer as soon as the person's action is over, so each test plays synchronously: the person's
moves are the test's, the bots answer, undo takes back to the person's turn, and the bots see only a seat view."""

import random

import pytest

from gamekit import bots, metropolys
from gamekit.seats import SeatView
from widgets import GameApp, play
from widgets.metropolys.board import MetropolysBoard

GAMES = {  # game → (seats, options): two seats, but Warsaw, played by 3 to 5
    "cardcity": (["you", "greedy"], {}),
    "metropolys": (["you", "greedy"], {}),
    "metromania": (["you", "greedy"], {}),
    "warsaw": (["you", "greedy", "random"], {}),
}


class Spy(bots.GreedyBot):
    """A greedy bot that keeps what it was given to choose from."""

    def __init__(self, seed=0):
        super().__init__(seed)
        self.given = []

    def choose(self, sv):
        self.given.append(sv)
        return super().choose(sv)


def press(app, key):
    """A key pressed on the board, as the page sends it (through ipyevents and the status line's guard)."""
    app.board.keys.events._handle_mouse_msg(None, {"type": "keydown", "key": key}, [])


def play_out(app, rnd, person=0, limit=500):
    """Play the person's turns with random legal moves until the game ends; the computers answer each one."""
    turns = 0
    while not app.match.is_over:
        assert app.match.current_player == person, "the computers played until it was the person's turn again"
        assert app.play(rnd.choice(app.match.legal_moves()))
        turns += 1
        assert turns < limit
    return turns


@pytest.mark.parametrize("game", GAMES)
def test_a_game_of_each_game_plays_to_the_end_against_computers_that_see_only_their_seat_view(game):
    seats, options = GAMES[game]
    spy = Spy(seed=1)
    app = play(game, players=[seats[0], spy, *seats[2:]], seed=3, pause=0, **options)
    turns = play_out(app, random.Random(game))
    match = app.match
    plays = [match.rules.current_player(match.state_after(ply)) for ply in range(len(match.history))]
    assert turns == plays.count(0) and len(spy.given) == plays.count(1) > 0
    assert all(type(sv) is SeatView and sv.seat == 1 for sv in spy.given)
    assert app.errors == [] and app.status.kind == "info"
    log = app.history_panel.log.value
    assert log.count("(computer, greedy)") == plays.count(1) and log.count("(computer, random)") == plays.count(2)
    assert app.seating.players == ["you", "greedy", *seats[2:]]


def test_the_computer_moves_as_soon_as_the_app_is_made_when_it_starts():
    app = play("metropolys", players=["greedy", "you"], seed=2, pause=0, first_player=0)
    assert len(app.match.history) >= 1 and app.match.current_player == 1
    assert "Blue (computer, greedy)" in app.history_panel.log.value
    ringed = app.board.last_move.data
    bid = app.match.history[-1]
    assert list(zip(ringed["x"], ringed["y"])) == [app.board.position(bid.neighbourhood)]


def test_undo_takes_back_to_the_persons_last_turn_and_redo_plays_their_move_again():
    app = play("metropolys", players=["you", "greedy"], seed=4, pause=0, first_player=0)
    app.play(metropolys.Bid("C1", 1))
    answered = app.match.history
    assert len(answered) == 2 and app.match.current_player == 0
    app.history_panel.undo_button.click()  # the computer's bid, then the person's
    assert app.match.history == () and app.match.current_player == 0 and app.match.can_redo
    app.history_panel.redo_button.click()  # the person's bid again, and the computer answers it afresh
    assert app.match.history == answered and not app.match.can_redo
    app.play(app.match.legal_moves()[0])
    assert len(app.match.history) > len(answered) + 1
    press(app, "u")  # the key takes back as far as the button
    assert app.match.history == answered and app.match.current_player == 0 and app.errors == []


def test_an_undo_with_only_the_computers_first_move_behind_changes_nothing_and_says_so():
    app = play("metropolys", players=["greedy", "you"], seed=2, pause=0, first_player=0)
    first = app.match.history
    assert len(first) >= 1 and app.match.current_player == 1
    press(app, "u")
    assert app.match.history == first and app.match.current_player == 1
    assert app.status.text == "There is no move of yours to take back yet."


def test_a_person_cannot_play_for_a_computer_and_sees_no_marks_on_its_turn():
    app = play("metropolys", players=["you", "greedy"], seed=4, pause=0, first_player=0)
    assert app.seating.refusal(metropolys.Pass()) is None and len(app.board.highlights.data["x"]) > 0
    app.match.play(metropolys.Bid("C1", 1))  # on the match itself, outside any action: the computer waits for settle()
    assert app.match.current_player == 1 and app.board.highlights.data["x"] == []
    assert app.status.text == "Grey (computer, greedy) is thinking…"
    assert not app.board.play(metropolys.Pass())
    assert app.status.text == "✗ Grey (computer, greedy) is to move: wait for its move."
    assert len(app.match.history) == 1
    app.seating.settle()
    assert len(app.match.history) == 2 and app.match.current_player == 0 and app.errors == []


def test_an_error_of_a_computer_shows_in_the_status_line_and_changes_nothing():
    class Broken(bots.RandomBot):
        def choose(self, sv):
            raise RuntimeError("the bot broke")

    app = play("metropolys", players=["you", Broken()], seed=4, pause=0, first_player=0)
    app.play(metropolys.Bid("C1", 1))
    assert len(app.match.history) == 1 and app.match.current_player == 1
    assert app.status.kind == "error" and "the bot broke" in app.status.text and "computer" in app.status.text
    assert [str(err) for err in app.errors] == ["the bot broke"]


def test_the_players_dropdowns_reseat_without_losing_the_game():
    app = GameApp(metropolys.new_game(players=2, seed=4, first_player=0), MetropolysBoard, pause=0)
    pickers = app.seat_pickers
    assert [p.value for p in pickers] == ["you", "you"] and app.seating.players == ["you", "you"]
    assert all(p.description and p.tooltip and "computer" in p.tooltip for p in pickers)
    assert [label for label, _ in pickers[0].options] == [
        "you",
        "computer: random",
        "computer: greedy",
        "computer: search",
    ]
    app.play(metropolys.Bid("C1", 1))
    pickers[1].value = "greedy"  # Grey is to move: the computer takes the seat and answers at once
    assert len(app.match.history) == 2 and app.match.current_player == 0
    assert "Grey (computer, greedy)" in app.history_panel.log.value and app.players == ["you", "greedy"]
    pickers[1].value = "you"  # and gives it back: the game goes on by hot seat
    app.play(metropolys.Pass() if app.match.state.auction.bids else app.match.legal_moves()[0])
    assert len(app.match.history) == 3 and app.match.current_player == 1
    app.reseat(1, "random")  # the same from code; the dropdown follows
    assert pickers[1].value == "random" and len(app.match.history) >= 4 and app.errors == []


def test_a_sandbox_has_no_players_row_and_a_game_of_the_wrong_name_is_refused():
    from widgets.warsaw.sandbox import sandbox_app

    app = sandbox_app()
    assert app.seating is None and app.seat_pickers == []
    with pytest.raises(ValueError, match="'chess'"):
        play("chess")
    with pytest.raises(ValueError, match="'chess'"):
        play("metropolys", players=["you", "chess"])


def test_a_search_bot_of_ones_own_budget_takes_a_seat_and_its_dropdown_says_search():
    app = play("metromania", players=["you", "you"], seed=2, pause=0)
    app.play(app.match.legal_moves()[0])
    while app.match.current_player == 0:  # a Metromania turn can be several moves
        app.play(app.match.legal_moves()[0])
    app.reseat(1, bots.SearchBot(seed=1, iterations=30))
    assert app.seat_pickers[1].value == "search" and app.match.current_player == 0
    assert "Player 2 (computer, search)" in app.history_panel.log.value and app.errors == []


def test_with_two_people_and_a_computer_hot_seat_stays_and_the_computers_secrets_cannot_be_asked_for():
    app = play("metropolys", players=["you", "you", "greedy"], seed=4, pause=0, first_player=0)
    board = app.board
    assert app.seating.pinned is None and board.viewer is None and board.secret_button.layout.display is None
    board.secret_button.value = True  # Blue asks for their goals, as in any hot-seat game
    assert board.viewer == 0
    while app.match.current_player != 2:  # on the match itself: the computer waits for settle()
        app.match.play(app.match.legal_moves()[0])
    assert board.viewer is None and board.secret_button.layout.display == "none"
    app.seating.settle()
    assert app.match.current_player != 2 and board.secret_button.layout.display is None and app.errors == []


def test_a_bot_of_a_kind_the_dropdown_does_not_list_is_offered_by_its_name_and_can_be_chosen_again():
    class Cautious(bots.RandomBot):
        name = "cautious"

    cautious = Cautious(seed=3)
    app = play("metropolys", players=["you", cautious], seed=4, pause=0, first_player=0)
    picker = app.seat_pickers[1]
    assert picker.value is cautious and picker.label == "computer: cautious"
    picker.value = "greedy"
    assert app.seating.players == ["you", "greedy"] and app.players == ["you", "greedy"]
    assert [label for label, _ in picker.options][-1] == "computer: search"  # the other kind is gone with its bot
    app.reseat(1, cautious)
    assert picker.value is cautious and app.seating.bots[1] is cautious
    app.play(metropolys.Bid("C1", 1))
    assert "Grey (computer, cautious)" in app.history_panel.log.value and app.errors == []
