"""The conformance harness: every game in gamekit.GAMES (and the tiny test game) keeps the engine contract.

Random playouts over many seeds check that legal_moves agrees with why_illegal, a refused move changes
nothing, undo/redo restore states exactly, saves round-trip, the same seed and moves give the same game,
the score total equals the sum of the sheet, and view(seat) hides the other seats' secrets.
"""

import json
import os
import random
import re

import pytest
import toygame

import gamekit
from gamekit import IllegalMove, savefile
from tools import rule_index

GAMES = {**{name: gamekit.GAMES[name] for name in gamekit.GAMES}, "toy": toygame}
LOADABLE = {**gamekit.GAMES, "toy": toygame}
PLAYOUTS = int(os.environ.get("CONFORMANCE_PLAYOUTS", "0"))  # 0: each game's own default
RULE_ID = re.compile(r"^[A-Z]+(-[A-Z0-9]+)+$")
DEFINED = {name: set(rule_index.digest_rules(name)) for name in gamekit.GAMES}  # the rule IDs each digest defines


def playouts(name):
    module = GAMES[name]
    count = PLAYOUTS or getattr(module, "CONFORMANCE_PLAYOUTS", 30)
    return [
        (players, seed)
        for seed in range(count)
        for players in module.PLAYER_COUNTS[seed % len(module.PLAYER_COUNTS) :][:1]
    ]


def random_game(name, players, seed, check):
    """Play a random game, calling check(match, picker) before every move."""
    module = GAMES[name]
    match = module.new_game(players=players, seed=seed)
    picker = random.Random(f"conformance:{name}:{seed}")
    while not match.is_over:
        check(match, picker)
        legal = match.legal_moves()
        assert legal, "a game that is not over must offer a move"
        match.play(picker.choice(legal))
    assert match.legal_moves() == []
    return match


def sample_candidates(match, picker, limit=80):
    moves = match.rules.candidate_moves(match.state)
    return moves if len(moves) <= limit else picker.sample(moves, limit)


@pytest.mark.parametrize("name", GAMES)
def test_legal_moves_agree_with_why_illegal(name):
    def check(match, picker):
        legal = match.legal_moves()
        assert len(set(legal)) == len(legal), "legal_moves lists a move twice"
        for move in picker.sample(legal, min(len(legal), 40)):
            assert match.why_illegal(move) is None, f"{move} is listed as legal but refused"
        legal_set = set(legal)
        for move in sample_candidates(match, picker):
            reason = match.rules.why_illegal(match.state, move)
            assert (reason is None) == (move in legal_set), f"{move}: why_illegal says {reason}"

    for players, seed in playouts(name):
        random_game(name, players, seed, check)


@pytest.mark.parametrize("name", GAMES)
def test_refused_move_changes_nothing(name):
    refused = 0

    def check(match, picker):
        nonlocal refused
        legal = set(match.legal_moves())
        illegal = [m for m in sample_candidates(match, picker, 20) if m not in legal]
        if not illegal:
            return
        before, history = match.state, match.history
        move = picker.choice(illegal)
        with pytest.raises(IllegalMove) as caught:
            match.play(move)
        assert match.state is before and match.state == before and match.history == history
        assert RULE_ID.match(caught.value.rule), caught.value.rule
        assert name == "toy" or caught.value.rule in DEFINED[name], f"{caught.value.rule} is in no digest"
        assert caught.value.reason.endswith(".") and caught.value.rule in str(caught.value)
        assert match.why_illegal(move) == str(caught.value)
        with pytest.raises(IllegalMove):
            match.preview(move)
        refused += 1

    for players, seed in playouts(name):
        random_game(name, players, seed, check)
    assert refused > 0, "no illegal move was ever tried"


@pytest.mark.parametrize("name", GAMES)
def test_undo_and_redo_restore_states_exactly(name):
    for players, seed in playouts(name):
        match = random_game(name, players, seed, lambda m, p: None)
        states = [match.state_after(i) for i in range(len(match.history) + 1)]
        moves = match.history
        for i in range(len(moves), 0, -1):
            match.undo()
            assert match.state == states[i - 1] and match.history == moves[: i - 1]
        for i in range(1, len(moves) + 1):
            match.redo()
            assert match.state == states[i]
        match.undo()
        match.play(moves[-1])
        assert match.state == states[-1] and not match.can_redo


@pytest.mark.parametrize("name", GAMES)
def test_saves_round_trip_and_same_seed_same_game(name):
    for players, seed in playouts(name):
        match = random_game(name, players, seed, lambda m, p: None)
        text = match.to_json()
        again = savefile.load(text, LOADABLE)
        assert again.state == match.state and again.history == match.history
        assert again.to_json() == text
        replay = GAMES[name].new_game(players=players, seed=seed)
        for move in match.history:
            replay.play(move)
        assert replay.state == match.state
        assert json.loads(text)["moves"] == json.loads(json.dumps(json.loads(text)["moves"]))


@pytest.mark.parametrize("name", GAMES)
def test_score_total_is_the_sum_of_the_sheet(name):
    def check(match, picker):
        score = match.score()
        for seat in range(score.seats):
            assert score.total(seat) == sum(score.rows(seat).values())
            assert list(score.rows(seat)) == list(score.categories)

    for players, seed in playouts(name):
        match = random_game(name, players, seed, check)
        check(match, None)
        assert match.score().winners() or match.score().target is not None


@pytest.mark.parametrize("name", GAMES)
def test_view_hides_other_seats_secrets(name):
    def check(match, picker):
        for seat in range(match.players):
            view = match.view(seat)
            json.dumps(view)
            for other in range(match.players):
                for key, value in match.rules.secrets(match.state, other).items():
                    seen = view["seats"][other].get(key)
                    if other == seat:
                        assert seen == value, f"seat {seat} cannot see its own {key}"
                    elif value:
                        assert seen != value, f"seat {seat} can see seat {other}'s {key}"

    for players, seed in playouts(name):
        random_game(name, players, seed, check)
