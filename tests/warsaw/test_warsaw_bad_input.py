"""Bad input gets one clear error, for the full game and the sandbox: a move or an edit with fields of any type is
built without raising, says what it is, and is refused by `why_illegal` (called directly, not only through a Match)
with an IllegalMove; a save file with any leaf changed loads and round-trips, or gives one SaveFileError."""

import copy
import dataclasses
import json
import random

import pytest
from warsaw_game_helpers import planning, realising, seat

import gamekit
from gamekit import IllegalMove, SaveFileError
from gamekit.warsaw import RULES, SANDBOX_RULES, Metro, Sandbox, SetStage, Task, new_game

LIMIT = 500  # characters of a refusal or a save-file error


class LoudRepr:
    def __repr__(self):
        raise RuntimeError("no repr")


class LoudEq:
    def __eq__(self, other):
        raise RuntimeError("no comparison")

    __hash__ = object.__hash__


ODD = [
    None,
    True,
    2.0,
    float("nan"),
    "",
    "x" * 2000,
    "L5",
    "fund",
    "free",
    "residential",
    -1,
    0,
    1,
    2,
    60,
    10**40,
    10**5000,
    (),
    (0,),
    (0, 1),
    (1, 0),
    (0, 0, 0),
    ("a", 1),
    (True, 0),
    (0.5, 0),
    (0, 10**5000),
    [0, 1],
    ((0, 1), (1, 0)),
    ((0, 1), "x"),
    ((0, 1), (0, 1)),
    ((0, 1), (0, 2), (0, 3)),
    {"a": 1},
    frozenset(),
    object(),
    LoudRepr(),
    (LoudRepr(), 0),
    LoudEq(),
    (0, LoudEq()),
]


def odd_moves(classes, rnd, count):
    """`count` moves of each class, each field an odd value (of the right type now and then)."""
    for cls in classes:
        for _ in range(count if dataclasses.fields(cls) else 1):
            yield cls(*(rnd.choice(ODD) for _ in dataclasses.fields(cls)))


def check_refusals(rules, state, moves):
    """Each move is refused with a short IllegalMove, or is one of the legal moves; `str()` never raises."""
    legal, refused = rules.legal_moves(state), 0
    for move in moves:
        assert str(move)
        problem = rules.why_illegal(state, move)
        if problem is None:
            assert move in legal, move
        else:
            assert isinstance(problem, IllegalMove) and len(str(problem)) < LIMIT and problem.rule
            refused += 1
    return refused


def test_W_FLOW_2_a_malformed_move_is_built_said_and_refused_without_raising():
    """ "1. Biuro Odbudowy Stolicy", "2. Planowanie", "3 Realizacja projektów": a round's phases are made of the
    game's own moves, with fields of their declared types. A Delegate or a Metro of any fields is built (normalised
    only when its hexes are hexes), and why_illegal, called directly, refuses it with a reason; never a TypeError,
    an IndexError or a KeyError."""
    rnd = random.Random(7)
    refused = 0
    for players in (3, 4, 5):
        state, play = RULES.initial_state(players, players), random.Random(players)
        for step in range(160):
            if step % 20 == 0:
                refused += check_refusals(RULES, state, odd_moves(RULES.moves.values(), rnd, 25))
            if RULES.is_over(state):
                break
            state = RULES.apply(state, RULES.random_move(state, play))
    assert refused > 2000
    state = realising(planning())
    state = seat(state, state.active, fund=1)
    assert RULES.why_illegal(state, Metro((0, 0), "x")).rule == "W-COMP-1"  # the rules' own reason: no hex
    assert RULES.why_illegal(state, Metro((0, 0), (0, 1), "fund", ((0, 0), "x"))).rule == "W-METRO-13"
    assert str(RULES.why_illegal(state, "build everything")).startswith("'build everything' is not a move of Warsaw")


def test_W_COMP_1_a_malformed_sandbox_edit_is_built_said_and_refused_without_raising():
    """ "podzieloną na 37 pól w kształcie heksów": a sandbox edit names hexes of the map and pieces of the game; one
    with fields of any other type is built, says what it is, and is refused by why_illegal, called directly."""
    rnd, city = random.Random(8), Sandbox(players=3, seed=1)
    city.clear_rubble((0, 1))
    city.build((0, 1), "residential", owner=0)
    refused = check_refusals(SANDBOX_RULES, city.state, odd_moves(SANDBOX_RULES.moves.values(), rnd, 150))
    assert refused > 800


@pytest.mark.parametrize("stage", [2.0, True, "2", None, 3])
def test_W_FLOW_1_a_sandbox_stage_is_the_whole_number_1_or_2(stage):
    """ "Etap I (Odbudowa Warszawy) kończy się, wraz z zakończeniem 4 tury": the stages are I and II, so a stage is
    the whole number 1 or 2, never 2.0, True or "2", in a new sandbox, a save or a change of stage."""
    with pytest.raises(ValueError, match="stage must be 1 or 2"):
        Sandbox(stage=stage)
    city = Sandbox()
    with pytest.raises(IllegalMove):
        city.stage = stage
    assert city.stage == 1 and city.match.history == ()
    saved = json.loads(city.match.to_json())
    for where in ("options", "move"):
        text = copy.deepcopy(saved)
        if where == "options":
            text["options"]["stage"] = stage
        else:
            text["moves"] = [{"type": "SetStage", "stage": stage}]
        with pytest.raises(SaveFileError, match="stage"):
            Sandbox.load(json.dumps(text))
    city.stage = 2
    assert Sandbox.load(city.match.to_json()).stage == 2 and city.match.history == (SetStage(2),)


def leaves(value, path=()):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from leaves(item, (*path, index))
    yield path


CHANGES = [
    "7",
    2.0,
    True,
    None,
    [],
    {},
    "negative",
    10**25,
    "x" * 1000,
    "missing",
    "extra key",
    0,
    1,
    3,
    13,
    [0, 0],
    "fund",
]


def mutations(text):
    """The save with each of its leaves changed each way: wrong type, negative, huge, missing, an extra key beside."""
    data = json.loads(text)
    for path in filter(None, leaves(data)):
        for change in CHANGES:
            mutated = copy.deepcopy(data)
            parent = mutated
            for key in path[:-1]:
                parent = parent[key]
            key = path[-1]
            if change in ("missing", "extra key"):
                if not isinstance(parent, dict):
                    continue
                if change == "missing":
                    del parent[key]
                else:
                    parent["extra"] = 1
            elif change == "negative":
                parent[key] = -abs(parent[key]) - 1 if type(parent[key]) is int else -1
            else:
                parent[key] = change
            yield json.dumps(mutated)


def test_every_leaf_of_a_save_changed_gives_one_save_file_error_or_a_game_that_round_trips():
    """A real save of a full game and of a sandbox, every leaf changed: each loads (and saves back to the same
    game) or is refused with one SaveFileError under 500 characters; a game's save never opens as a sandbox."""
    rnd, match = random.Random(3), new_game(players=3, seed=5)
    for _ in range(40):
        match.play(rnd.choice(match.legal_moves()))
    city = Sandbox(players=3, seed=2)
    city.clear_rubble((0, 1))
    city.build((0, 1), "residential", owner=0)
    city.metro((0, 1), (1, 0), owner=1)
    city.add_task(Task("service", "residential", 3))
    city.stage = 2
    counts = {"loaded": 0, "refused": 0}
    for text, load in ((match.to_json(), gamekit.load), (city.match.to_json(), lambda t: Sandbox.load(t).match)):
        for mutated in mutations(text):
            try:
                again = load(mutated)
            except SaveFileError as err:
                assert len(str(err)) < LIMIT
                counts["refused"] += 1
            else:
                assert load(again.to_json()).state == again.state
                counts["loaded"] += 1
    assert counts["refused"] > 10 * counts["loaded"] > 0
    with pytest.raises(SaveFileError, match="unknown game"):
        Sandbox.load(match.to_json())
    assert gamekit.load(city.to_json()).state == city.state  # gamekit.load opens sandbox saves too
