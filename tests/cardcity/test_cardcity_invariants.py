"""Thousands of random card-city games through the fast path keep every invariant of the rules, and each
finished city scores consistently in all three variants."""

import random

from gamekit.cardcity import CITY_SIZE, KINDS, RULES, score_city


def test_thousands_of_random_games_keep_cards_hands_and_score_consistent():
    for seed in range(2000):
        players = 1 + seed % 4
        state = RULES.initial_state(players, seed)
        rnd = random.Random(seed)
        while True:
            cards = [
                *state.goals,
                *(c for hand in state.hands for c in hand),
                *state.pile,
                *(p.card for p in state.placed),
            ]
            assert sorted(cards) == list(range(1, 19)), "every card is in exactly one place"
            assert all(len(hand) <= 3 for hand in state.hands)
            assert len(state.cells) <= 4 * len(state.placed) and len(set(state.anchors)) == len(state.anchors)
            if RULES.is_over(state):
                break
            move = RULES.random_move(state, rnd)
            assert RULES.why_illegal(state, move) is None, "the fast path picks only legal moves"
            state = RULES.apply(state, move)
        assert len(state.placed) == CITY_SIZE and not any(state.hands) and not state.pile
        score = RULES.score(state)
        assert score.total(0) == sum(score.rows(0).values()) and score.target == sum(state.goals)
        # the variants score the same city (C-DIFF-1, C-DIFF-2): easy drops the road row, hard keeps one district
        rows = score.rows(0)
        easy = score_city(state.cells, state.goals, "easy").rows(0)
        assert easy["roads"] == 0 and {k: v for k, v in easy.items() if k != "roads"} == {
            k: v for k, v in rows.items() if k != "roads"
        }
        hard = score_city(state.cells, state.goals, "hard").rows(0)
        assert (
            sorted(hard[kind] for kind in KINDS)[:3] == [0, 0, 0]
            and max(hard[k] for k in KINDS) == max(rows[k] for k in KINDS)
            and hard["roads"] == rows["roads"]
        )
