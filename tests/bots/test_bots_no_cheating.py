"""A bot never cheats (issue 15, point 4): for every game, changing only what a seat cannot know (its twin,
`rules.resample` on the state) changes nothing a bot with the same seed chooses for that seat. And a bot sees the
game only through a seat view."""

import random

import pytest
import toygame
from bots_helpers import CASES, IDS, positions, twin

from gamekit import bots

SEARCH_ITERATIONS = 12  # a fixed budget: the same move every time


def every_bot(seed):
    return [
        bots.RandomBot(seed=seed),
        bots.GreedyBot(seed=seed),
        bots.SearchBot(seed=seed, iterations=SEARCH_ITERATIONS),
    ]


@pytest.mark.parametrize(("label", "module", "options"), CASES, ids=IDS)
def test_a_bot_chooses_the_same_move_whatever_its_seat_cannot_see(label, module, options):
    differ = choices = 0
    for n, match in enumerate(positions(module, options, count=2, seed=10)):
        seat = match.current_player
        other = twin(match, seat, random.Random(n))
        differ += other.state != match.state
        for ours, theirs in zip(every_bot(n), every_bot(n)):
            move = ours.choose(match.seat_view(seat))
            assert move in match.legal_moves()
            assert theirs.choose(other.seat_view(seat)) == move, f"{ours.name} chose differently in the twin"
            choices += 1
    assert differ > 0 and choices > 0  # the twins really differ in what the seat cannot see


def test_a_bot_with_the_same_seed_chooses_the_same_move_and_another_seed_may_not():
    match = toygame.new_game(players=2, seed=8)
    sv = match.seat_view(0)
    for name in bots.NAMES:
        options = {"iterations": 20} if name == "search" else {}
        first = bots.make(name, seed=1, **options)
        assert {first.choose(sv) for _ in range(3)} == {bots.make(name, seed=1, **options).choose(sv)}
    assert len({bots.RandomBot(seed=s).choose(sv) for s in range(20)}) > 1


def test_a_bot_sees_the_game_only_through_a_seat_view():
    match = toygame.new_game(players=2, seed=8)
    sv = match.seat_view(0)
    expected = {bot.name: bot.choose(sv) for bot in every_bot(3)}
    match.play(match.legal_moves()[-1])  # the match moves on; the seat view is all the bots are given
    del match
    for bot in every_bot(3):
        assert bot.choose(sv) == expected[bot.name]
    fresh = toygame.new_game(players=2, seed=8)
    with pytest.raises(TypeError, match="seat view"):
        bots.GreedyBot(seed=1).choose(fresh)
