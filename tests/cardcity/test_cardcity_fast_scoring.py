"""The bots' fast scoring (gamekit/cardcity/fast_scoring.py) gives exactly `score_city`'s sheet, row by row: on
thousands of random cities, each with random cards laid at random legal places, for all 18 goal cards at once and
every variant (normal, easy, hard with each hard kind and with none)."""

import random

import pytest

from gamekit.cardcity import GOALS, KINDS, PlayCard, Sandbox
from gamekit.cardcity.city import laid
from gamekit.cardcity.fast_scoring import sheets_after
from gamekit.cardcity.rules import FACES, RULES
from gamekit.cardcity.scoring import score_city

ALL_GOALS = tuple(sorted(GOALS))
VARIANTS = [("normal", None), ("easy", None), ("hard", None), *(("hard", kind) for kind in KINDS)]
CITIES = 400  # per variant: 2,800 cities and 16,800 sheets in all


def random_city(rnd):
    """A state a random number of cards into a random game; half of the cards are laid over two blocks or more of
    the city, so that covered blocks often split a district or a road."""
    state = RULES.initial_state(rnd.randrange(1, 5), rnd.randrange(10**6))
    for _ in range(rnd.randrange(14)):
        places = state.anchors
        if rnd.random() < 0.5:
            places = [(x, y) for x, y in places if sum(c in state.cells for c in footprint(x, y)) >= 2] or places
        state = RULES.apply(
            state, PlayCard(rnd.choice(state.hands[state.active]), *rnd.choice(places), rnd.random() < 0.5)
        )
    return state


def footprint(x, y):
    return (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)


def grown(state, card, x, y, turned):
    return laid(state.cells, state.anchors, state.anchor_set, x, y, FACES[card, turned])[0]


@pytest.mark.parametrize(("variant", "hard_kind"), VARIANTS, ids=[f"{v}-{k}" for v, k in VARIANTS])
def test_the_fast_sheets_are_score_citys(variant, hard_kind):
    rnd = random.Random(f"fast sheets {variant} {hard_kind}")
    checked = set()
    for _ in range(CITIES):
        state = random_city(rnd)
        # any card, not only the hand's: every face of the deck, both ways up
        moves = [(rnd.randrange(1, 19), *rnd.choice(state.anchors), rnd.random() < 0.5) for _ in range(6)]
        rows = sheets_after(state.cells, moves, ALL_GOALS, variant, hard_kind)
        for move, row in zip(moves, rows):
            expected = score_city(grown(state, *move), ALL_GOALS, variant, hard_kind).sheet[0]
            assert row == expected, (state.placed, move)
            checked.add(move[0])
    assert checked == set(range(1, 19))


@pytest.mark.parametrize("goals", [(2, 7, 14), (1, 8, 12), (4, 11, 16)])
def test_the_fast_sheets_of_a_real_hand_are_score_citys_for_every_legal_move(goals):
    """A game's own goal cards (three of them), every legal move of the hand: what Greedy weighs."""
    rnd = random.Random(f"every move {goals}")
    for _ in range(12):
        state = random_city(rnd)
        moves = RULES.legal_moves(state)
        rows = sheets_after(state.cells, [(m.card, m.x, m.y, m.turned) for m in moves], goals)
        assert rows == [score_city(RULES.apply(state, m).cells, goals).sheet[0] for m in moves]


def test_a_card_that_meets_one_road_twice_closes_a_loop():
    """Goal 14 (Looping Lanes): card 13 turned joins the road of two blocks of the city twice, and makes a loop of
    four road blocks (counted the long way, as networkx counts them)."""
    city = Sandbox().place(6, 0, 0).place(2, 1, 2).place(8, -1, -1, True).place(1, 0, -2)
    before = score_city(city.cells, (14,)).sheet[0][-1]
    after = Sandbox().place(6, 0, 0).place(2, 1, 2).place(8, -1, -1, True).place(1, 0, -2).place(13, -1, 0, True)
    (row,) = sheets_after(city.cells, [(13, -1, 0, True)], (14,))
    assert row == score_city(after.cells, (14,)).sheet[0]
    assert (before, row[-1]) == (0, 4)
