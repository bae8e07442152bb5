"""Hostile input for every game: 100,000 malformed moves and 10,000 mutated save files per game end only in
IllegalMove or SaveFileError, each under 500 characters, with the state unchanged; `why_illegal(m) is None`
exactly when `play(m)` succeeds. (Counts: FUZZ_MOVES and FUZZ_SAVES in the environment; these are the defaults.)"""

import copy
import dataclasses
import json
import os
import random

import numpy as np
import pytest

import gamekit
from gamekit import IllegalMove, SaveFileError
from tools import rule_index

MOVES = int(os.environ.get("FUZZ_MOVES", "100000"))
SAVES = int(os.environ.get("FUZZ_SAVES", "10000"))
LIMIT = 500
ODD = [
    None,
    True,
    False,
    0,
    -1,
    7,
    10**40,
    1.5,
    float("nan"),
    np.int64(1),
    "",
    "x" * 2000,
    "C1",
    "fund",
    [],
    [0, 0],
    (),
    (0,),
    (0, 0),
    (0, 0, 0),
    ((0, 0), (0, 1)),
    (((0, 0),),),
    ("a", "b"),
    {"a": 1},
    frozenset({1}),
    object(),
]


def deep(levels):
    value = 0
    for _ in range(levels):
        value = (value,)
    return value


def hostile_moves(match, rnd):
    """Moves of the game's own classes with odd fields, mutations of legal moves, and things that are no move."""
    classes = list(match.rules.moves.values())
    legal = match.legal_moves()
    while True:
        kind = rnd.random()
        if kind < 0.45 and legal:
            move = rnd.choice(legal)
            fields = dataclasses.fields(move)
            if not fields:
                yield rnd.choice(ODD)
                continue
            name = rnd.choice(fields).name
            value = rnd.choice([*ODD, deep(rnd.randrange(50, 500))])
            yield _replace(move, name, value)
        elif kind < 0.9:
            cls = rnd.choice(classes)
            values = [rnd.choice(ODD) for _ in dataclasses.fields(cls)]
            try:
                yield cls(*values)
            except Exception:
                continue
        else:
            yield rnd.choice(ODD)


def _replace(move, name, value):
    copy_ = copy.copy(move)
    object.__setattr__(copy_, name, value)  # bypass __post_init__: the rules must cope with any field value
    return copy_


def positions(module, rnd, count):
    """Matches at random points of random games."""
    for _i in range(count):
        players = rnd.choice(module.PLAYER_COUNTS)
        match = module.new_game(players=players, seed=rnd.randrange(10**6))
        for _ in range(rnd.randrange(0, 60)):
            if match.is_over:
                break
            match.play(rnd.choice(match.legal_moves()))
        yield match


@pytest.mark.parametrize("name", sorted(gamekit.GAMES))
def test_malformed_moves_get_only_illegal_move_and_change_nothing(name):
    module, rnd = gamekit.GAMES[name], random.Random(f"fuzz-moves:{name}")
    defined = set(rule_index.digest_rules(name))
    tried = played = 0
    per_position = 500
    for match in positions(module, rnd, MOVES // per_position):
        moves = hostile_moves(match, rnd)
        for _ in range(per_position):
            move = next(moves)
            before, history = match.state, match.history
            reason = match.why_illegal(move)
            assert reason is None or (isinstance(reason, str) and len(reason) < LIMIT)
            try:
                match.play(move)
            except IllegalMove as err:
                assert reason == str(err) and len(str(err)) < LIMIT and err.rule in defined
                assert match.state is before and match.history == history
            else:
                assert reason is None, f"{move!r} was played, but why_illegal said {reason}"
                played += 1
                match.undo()
                assert match.state == before
            tried += 1
    assert tried >= MOVES and played < tried


def mutations(data, rnd):
    """Every leaf of a save, changed: wrong type, negative, huge, removed, or a key added beside it."""
    paths = [path for path in _leaves(data, ()) if path]
    while True:
        mutated = copy.deepcopy(data)
        path = rnd.choice(paths)
        parent = mutated
        for key in path[:-1]:
            parent = parent[key]
        key, how = path[-1], rnd.randrange(6)
        if how == 0:
            parent[key] = rnd.choice(["7", 2.0, True, None, [], {}, [1, [2]]])
        elif how == 1:
            parent[key] = -abs(parent[key]) - 1 if isinstance(parent[key], int) else -1
        elif how == 2:
            parent[key] = rnd.choice([10**25, 10**400, "x" * 100_000, [0] * 10_000])
        elif how == 3 and isinstance(parent, dict):
            del parent[key]
        elif how == 4 and isinstance(parent, dict):
            parent["extra"] = 1
        else:
            parent[key] = rnd.choice([0, 1, 2, 3, 13, "", "fund", [0, 0], [[0, 0], [0, 1]]])
        yield json.dumps(mutated)


def _leaves(value, path):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, (*path, key))
    elif isinstance(value, list) and value:
        for index, item in enumerate(value):
            yield from _leaves(item, (*path, index))
    yield path


@pytest.mark.parametrize("name", sorted(gamekit.GAMES))
def test_mutated_saves_give_one_save_file_error_or_load_and_round_trip(name):
    module, rnd = gamekit.GAMES[name], random.Random(f"fuzz-saves:{name}")
    loaded = refused = 0
    per_save = 250
    for match in positions(module, rnd, SAVES // per_save):
        texts = mutations(json.loads(match.to_json()), rnd)
        for _ in range(per_save):
            text = next(texts)
            try:
                again = gamekit.load(text)
            except SaveFileError as err:
                assert len(str(err)) < LIMIT
                refused += 1
            else:
                assert gamekit.load(again.to_json()).state == again.state
                loaded += 1
    assert loaded + refused >= SAVES and refused > loaded
