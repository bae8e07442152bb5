"""The OpenSpiel adapter (`gamekit.openspiel`, issue 15 point 9): every kit game registered with pyspiel plays as
the kit plays it (action i is the engine's i-th legal move), clones stay apart, returns follow the kit's winners,
the strings show a seat only what it may see, and OpenSpiel's own bots play whole games.

The adapter is the optional `ai` extra (`open-spiel`), so these tests run only where pyspiel imports: the one
place in the suite where a skip is allowed (pytest.importorskip below), for an extra that is not installed.
"""

import json
import random

import pytest

import gamekit
from gamekit.seats import Redacted

pyspiel = pytest.importorskip("pyspiel")  # the `ai` extra; with it installed, the adapter must import

from gamekit import openspiel  # noqa: E402  (after the skip: it needs pyspiel)

GAMES = sorted(gamekit.GAMES)


def random_actions(state, seed):
    """Play `state` to its end with random actions; the actions played."""
    rnd, played = random.Random(seed), []
    while not state.is_terminal():
        played.append(rnd.choice(state.legal_actions()))
        state.apply_action(played[-1])
    return played


def test_every_game_is_registered_with_its_player_counts_and_parameters():
    names = set(pyspiel.registered_names())
    for name in GAMES:
        assert openspiel.PREFIX + name in names
        game = pyspiel.load_game(openspiel.PREFIX + name)
        kind = game.get_type()
        assert game.num_players() == openspiel.DEFAULT_PLAYERS[name]
        assert (kind.min_num_players, kind.max_num_players) == (
            min(gamekit.GAMES[name].PLAYER_COUNTS),
            max(gamekit.GAMES[name].PLAYER_COUNTS),
        )
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert pyspiel.load_game("gamekit_metropolys", {"players": 3, "seed": 4}).num_players() == 3


@pytest.mark.parametrize("name", GAMES)
def test_an_action_is_the_engines_legal_move_of_that_index_and_returns_follow_the_winners(name):
    players = openspiel.DEFAULT_PLAYERS[name]
    state = pyspiel.load_game(openspiel.PREFIX + name, {"seed": 5}).new_initial_state()
    played = random_actions(state, seed=1)
    match = gamekit.GAMES[name].new_game(players=players, seed=5)
    for action in played:
        match.play(match.legal_moves()[action])
    assert match.is_over and state.history() == played
    score = match.score()
    if name == "cardcity":  # co-operative: every seat has the team's result
        assert state.returns() == [1.0 if score.won else 0.0] * players
    else:
        winners = score.winners()
        assert state.returns() == [1 / len(winners) if s in winners else 0.0 for s in range(players)]
        assert sum(state.returns()) == pytest.approx(1.0)


def test_a_clone_plays_on_without_changing_the_original():
    state = pyspiel.load_game("gamekit_metromania", {"seed": 2}).new_initial_state()
    state.apply_action(0)
    before = state.observation_string(0)
    clone = state.clone()
    random_actions(clone, seed=3)
    assert clone.is_terminal() and not state.is_terminal()
    assert state.observation_string(0) == before and len(state.history()) == 1


def test_a_seats_strings_are_its_view_and_its_public_history():
    game = pyspiel.load_game("gamekit_warsaw", {"seed": 6})
    state = game.new_initial_state()
    match = gamekit.GAMES["warsaw"].new_game(players=3, seed=6)
    rnd = random.Random(7)
    for _ in range(40):  # far enough for secret moves (norms kept, cards discarded) to be redacted for the others
        action = rnd.choice(state.legal_actions())
        state.apply_action(action)
        match.play(match.legal_moves()[action])
    redacted = 0
    for seat in range(3):
        seen = json.loads(state.information_state_string(seat))
        view = json.loads(json.dumps(match.view(seat), sort_keys=True, default=str))
        assert seen["view"] == view == json.loads(state.observation_string(seat))["view"]
        assert seen["history"] == [str(move) for move in match.seat_view(seat).history]
        redacted += sum(isinstance(move, Redacted) for move in match.seat_view(seat).history)
    assert redacted  # the game went far enough for some moves to be secret from some seats


@pytest.mark.parametrize("name", GAMES)
def test_openspiels_bots_play_whole_games(name):
    import numpy as np  # installed with open-spiel
    from open_spiel.python.algorithms import mcts
    from open_spiel.python.algorithms.evaluate_bots import evaluate_bots
    from open_spiel.python.bots.uniform_random import UniformRandomBot

    game = pyspiel.load_game(openspiel.PREFIX + name, {"seed": 8})
    rs = np.random.RandomState(1)
    rollouts = mcts.RandomRolloutEvaluator(1, rs)
    players = [mcts.MCTSBot(game, 2, 3, rollouts, random_state=rs)]
    players += [UniformRandomBot(p, rs) for p in range(1, game.num_players())]
    returns = evaluate_bots(game.new_initial_state(), players, rs)
    assert len(returns) == game.num_players() and all(0 <= r <= 1 for r in returns)
