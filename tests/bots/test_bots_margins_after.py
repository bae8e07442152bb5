"""A game's batch of margins (`gamekit.GAME.heuristic.margins_after`, card city's) gives Greedy the very numbers of the
long way, so the bots choose the same moves with it as without it: the margins of the seat view's previews, the
heuristic's leads after each move, and the same moves in seeded Greedy games of every variant."""

import dataclasses
import random

import pytest
from bots_helpers import positions

import gamekit
from gamekit import bots
from gamekit.bots import base
from gamekit.bots.base import Judge, hints
from gamekit.bots.greedy import margin

CARDCITY = gamekit.GAMES["cardcity"]
OPTIONS = [
    {"players": 2},
    {"players": 3, "variant": "easy"},
    {"players": 1, "variant": "hard"},
    {"players": 4, "variant": "hard", "hard_kind": "park"},
]
IDS = ["normal", "easy", "hard", "hard-park"]


@pytest.mark.parametrize("options", OPTIONS, ids=IDS)
def test_the_batch_gives_the_previews_margins_and_the_heuristics_leads(options):
    checked = 0
    for n, match in enumerate(positions(CARDCITY, options, count=5, seed=80)):
        sv = match.seat_view(match.current_player)
        judge, moves = Judge.of(sv), sv.legal_moves()
        sample = sv.sample_state(random.Random(n))
        margins, leads = hints(sv.rules).margins_after(sample, moves, sv.seat)
        assert margins == [margin(sv.preview(move), sv.seat) for move in moves]
        assert leads == [judge.lead(sv.rules.apply(sample, move), sv.seat) for move in moves]
        checked += len(moves)
    assert checked > 0


def greedy_moves(options, seed):
    match = CARDCITY.new_game(seed=seed, **options)
    seated = [bots.GreedyBot(seed=10 * seed + seat) for seat in range(match.players)]
    while not match.is_over:
        match.play(seated[match.current_player].choose(match.seat_view(match.current_player)))
    return match.history


@pytest.mark.parametrize("options", OPTIONS, ids=IDS)
def test_greedy_plays_the_same_moves_with_the_batch_and_without_it(options, monkeypatch):
    fast = [greedy_moves(options, seed) for seed in (1, 2)]
    plain = dataclasses.replace(hints(CARDCITY.RULES), margins_after=None)
    monkeypatch.setitem(base._HINTS, "cardcity", plain)
    assert hints(CARDCITY.RULES).margins_after is None  # the long way: a preview and a score per move
    assert [greedy_moves(options, seed) for seed in (1, 2)] == fast
