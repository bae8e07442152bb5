"""No seat is shown what it may not know: for random positions of every game, re-drawing what a seat cannot see
(`rules.resample`) changes nothing that seat is shown — its view, its score sheet, and its previews."""

import random

import pytest
import toygame

import gamekit

GAMES = {**{name: gamekit.GAMES[name] for name in gamekit.GAMES}, "toy": toygame}
GAMES_PER_COUNT = 6
POSITIONS_PER_GAME = 8


def games(name):
    """New matches of every variant and player count the game allows."""
    module = GAMES[name]
    for variant in getattr(module, "VARIANTS", (None,)):
        for players in module.PLAYER_COUNTS:
            try:
                options = {} if variant is None else {"variant": variant}
                yield module.new_game(players=players, seed=0, **options), options
            except ValueError:
                continue  # a variant that does not exist for this player count


def positions(name):
    """(match, state) pairs from random games of every variant and player count, some just before the end."""
    module = GAMES[name]
    for first, options in games(name):
        players = first.players
        for seed in range(GAMES_PER_COUNT):
            match = module.new_game(players=players, seed=seed, **options)
            picker = random.Random(f"secrets:{name}:{players}:{seed}:{options}")
            states = [match.state]
            while not match.is_over:
                match.play(picker.choice(match.legal_moves()))
                states.append(match.state)
            yield from (
                (match, state) for state in picker.sample(states[:-1], min(POSITIONS_PER_GAME, len(states) - 1))
            )
            yield match, states[-2]  # just before the game-ending move


@pytest.mark.parametrize("name", GAMES)
def test_what_a_seat_cannot_know_changes_nothing_it_is_shown(name):
    checked = 0
    for match, state in positions(name):
        rules = match.rules
        current = rules.current_player(state)
        for seat in range(match.players):
            twin = rules.resample(state, seat, random.Random(checked))
            checked += 1
            assert rules.view(twin, seat) == rules.view(state, seat)
            assert rules.score(twin, seat, reveal=False) == rules.score(state, seat, reveal=False)
            if seat == current:
                moves = rules.legal_moves(state)
                assert rules.legal_moves(twin) == moves
                for move in moves[:40]:
                    assert rules.score(rules.apply(twin, move), seat, reveal=False) == rules.score(
                        rules.apply(state, move), seat, reveal=False
                    ), f"preview of {move}"
    assert checked > 0


@pytest.mark.parametrize("name", GAMES)
def test_a_preview_never_reveals_and_the_full_sheet_shows_once_the_game_is_over(name):
    match, _ = next(games(name))
    picker = random.Random(1)
    while True:
        move = picker.choice(match.legal_moves())
        if match.rules.is_over(match.rules.apply(match.state, move)):
            break
        match.play(move)
    hidden = match.preview(move, seat=0)
    assert hidden == match.rules.score(match.rules.apply(match.state, move), 0, reveal=False)
    match.play(move)
    assert match.score(seat=0) == match.score() == match.rules.score(match.state, None, reveal=True)


def test_resample_redraws_what_is_hidden():
    match = toygame.new_game(players=2, seed=4)
    twins = {toygame.RULES.resample(match.state, 0, random.Random(i)).hands[1] for i in range(20)}
    assert len(twins) > 1 and all(t.isdisjoint(match.state.hands[0]) for t in twins)
