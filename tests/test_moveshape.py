"""A move must have exactly the shape its dataclass declares before any rule looks at it: the same refusal from
`why_illegal`, `play`, `preview` and save files, for subclasses, bools, floats, numpy integers and lists."""

import dataclasses
import json

import numpy as np
import pytest
import toygame

from gamekit import IllegalMove, SaveFileError, cardcity, metropolys, savefile
from gamekit.moveshape import describe, fits, shape_error


@dataclasses.dataclass(frozen=True, slots=True)
class FakePut(toygame.Put):
    pass


TILE = min(toygame.new_game(seed=1).state.hands[0])  # a tile in the first hand: only the shape is wrong


@pytest.mark.parametrize(
    "move, words",
    [
        (toygame.Put((0, 0), float(TILE)), f"Put.tile must be a whole number, not {float(TILE)}"),
        (toygame.Put((0, 0), np.int64(TILE)), f"Put.tile must be a whole number, not np.int64({TILE})"),
        (FakePut((0, 0), TILE), f"FakePut(cell=(0, 0), tile={TILE}) is not a move of toy; its moves are Put, Pass."),
        (toygame.Put([0, 0], TILE), "is not a move of this game"),  # the toy's own refusal is kept
        ("x" * 10_000, "is not a move of this game"),
    ],
)
def test_a_move_of_the_wrong_shape_is_refused_the_same_way_everywhere(move, words):
    match = toygame.new_game(seed=1)
    reason = match.why_illegal(move)
    assert reason is not None and words in reason and reason.endswith("(rule T-PLACE-1)") and len(reason) < 320
    for action in (match.play, match.preview):
        with pytest.raises(IllegalMove) as caught:
            action(move)
        assert str(caught.value) == reason
    assert match.history == ()


def test_the_game_keeps_its_own_more_precise_refusal_of_an_odd_value():
    match = metropolys.new_game(players=2, seed=3)
    assert match.why_illegal(metropolys.Bid("C1", "7")).endswith("(rule M-COMP-2)")  # buildings are numbered 1-13
    with pytest.raises(IllegalMove, match="T-PLACE-1"):
        toygame.new_game(seed=1).play(toygame.Put((0, 0, 0), TILE))  # the toy's check fails on it: the shape says why


def test_a_move_whose_repr_raises_is_still_refused_in_words():
    class Hostile:
        def __repr__(self):
            raise RuntimeError("no")

    assert toygame.new_game(seed=1).why_illegal(Hostile()).startswith("<Hostile> is not a move of toy")


def test_why_illegal_is_none_exactly_when_play_succeeds_for_real_games():
    match = metropolys.new_game(players=2, seed=3)
    good = match.legal_moves()[-1]
    assert isinstance(good, metropolys.Bid)
    for value in (np.int64(good.value), float(good.value)):
        move = metropolys.Bid(good.neighbourhood, value)
        assert match.why_illegal(move) is not None
        with pytest.raises(IllegalMove) as caught:
            match.play(move)
        assert str(caught.value) == match.why_illegal(move) and caught.value.rule in ("M-AUCTION-3", "M-COMP-2")
    assert match.why_illegal(good) is None
    match.play(good)
    city = cardcity.new_game(players=1, seed=2)
    move = city.legal_moves()[0]
    wrong = dataclasses.replace(move, x=float(move.x))
    assert city.why_illegal(wrong) is not None and city.why_illegal(move) is None
    with pytest.raises(IllegalMove):
        city.play(wrong)


def test_a_save_with_a_wrong_typed_move_field_gives_one_save_file_error():
    match = toygame.new_game(seed=1)
    match.play(match.legal_moves()[0])
    data = json.loads(match.to_json())
    data["moves"][0]["tile"] = float(data["moves"][0]["tile"])
    with pytest.raises(SaveFileError, match="Put.tile must be a whole number, not"):
        savefile.load(json.dumps(data), {"toy": toygame})


def test_hints_are_read_as_a_schema():
    hint = tuple[tuple[int, int], ...] | None
    assert fits(None, hint) and fits(((1, 2), (3, 4)), hint) and fits((), hint)
    assert not fits(((1, 2), (3,)), hint) and not fits([(1, 2)], hint) and not fits(((1, True),), hint)
    assert describe(hint) == "a tuple of (a tuple of (a whole number, a whole number), ...) or None"
    assert shape_error(toygame.Pass(), [toygame.Put, toygame.Pass], "toy") is None
