"""Issue 13 point 5 on the Metropolys and card-city boards: what a board shows for a seat does not depend on what that
seat cannot know. For random positions, `rules.resample(state, seat, rng)` re-draws everything `seat` cannot know (the
other seats' secret goals, the other hands and the pile under its top card); a board opened on the twin must show
exactly the same words and chart data as on the real position, hidden (every seat's twin) and after the seat on turn
pressed "show my …" (its own twin). Were another seat's hidden card drawn anywhere, the twin would show another one.
"""

import random

import pytest
from board_text import shown

from gamekit import Match, cardcity, metropolys
from gamekit.metropolys.words import CARD_NAMES
from widgets.cardcity.board import CardCityBoard
from widgets.metropolys.board import MetropolysBoard

GAMES = {  # name → (new game, board, the games to draw positions from: (players, options))
    "metropolys": (
        metropolys.new_game,
        MetropolysBoard,
        [
            (2, {"variant": "family"}),
            (3, {"variant": "advanced"}),
            (4, {"variant": "family"}),
            (4, {"variant": "advanced"}),
        ],
    ),
    "cardcity": (
        cardcity.new_game,
        CardCityBoard,
        [(2, {"variant": "normal"}), (3, {"variant": "easy"}), (4, {"variant": "hard"})],
    ),
}
POSITIONS_PER_GAME = 3  # each costs a board per seat and one more (about 0.3 s each)


def positions(name):
    """(match, state) pairs from random games of every variant and player count, none of them over."""
    new_game, _, setups = GAMES[name]
    for players, options in setups:
        match, picker = new_game(players=players, seed=players, **options), random.Random(f"{name}{players}{options}")
        states = []
        while not match.is_over:
            states.append(match.state)
            match.play(picker.choice(match.legal_moves()))
        yield from ((match, state) for state in picker.sample(states, POSITIONS_PER_GAME))


def board_at(match, state, board):
    """A board opened on `state`, with the pointer resting on a cell."""
    view = board(Match.at(match.rules, state, match.players, match.seed, match.options))
    if isinstance(view, CardCityBoard):  # what the page does when the pointer rests on a cell: the hover score
        x, y = min(state.anchors)
        view.pointer.data = {"x": [x], "y": [y]}
    return view


def board_shows(board):
    return shown(board.widget, board.figure)


def revealed(board):
    """What the board shows once the seat on turn pressed the board kit's "show my …"."""
    board.secret_button.value = True
    assert board.viewer == board.match.current_player
    return board_shows(board)


@pytest.mark.parametrize("name", GAMES)
def test_a_board_shows_a_seat_the_same_on_every_state_it_cannot_tell_apart(name):
    board, rnd = GAMES[name][1], random.Random(name)
    different = checked = 0
    for match, state in positions(name):
        rules, current = match.rules, match.rules.current_player(state)
        real = board_at(match, state, board)
        hidden = board_shows(real)
        mine = revealed(real)
        secret = rules.secrets(state, current)[board.secret]
        named = [CARD_NAMES[item] if isinstance(item, str) else str(item) for item in secret]  # a goal by its name
        assert mine != hidden and all(name in mine[0] for name in named)
        for seat in range(match.players):
            twin = rules.resample(state, seat, rnd)
            different += twin != state
            other = board_at(match, twin, board)
            assert board_shows(other) == hidden, f"{name}: the table can tell seat {seat}'s twin apart"
            if seat == current:
                assert revealed(other) == mine, f"{name}: seat {seat} can tell its twin apart"
            assert other.errors == [] and real.errors == []
            checked += 1
    assert different > 0 and checked > 0
