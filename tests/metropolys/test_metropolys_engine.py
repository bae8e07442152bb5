"""The engine contract beyond the shared conformance harness (which plays the default options only): every
player count, variant and layout in random games, the options checked, moves, saves and the fast path (the
Sandbox has its own tests)."""

import dataclasses
import json
import random

import pytest

from gamekit import load, metropolys
from gamekit.metropolys import Bid, Pass, auction_targets, bid_values, playout
from gamekit.metropolys.rules import RULES

OPTIONS = [
    (2, "advanced", "random"),
    (3, "family", "random"),
    (4, "advanced", "welcome"),
    (3, "advanced", "welcome"),
    (2, "family", "welcome"),
    (4, "family", "random"),
]


@pytest.mark.parametrize("players, variant, layout", OPTIONS)
def test_random_games_keep_the_contract_with_every_option(players, variant, layout):
    candidates = RULES.candidate_moves(RULES.initial_state(players, 0, variant, layout))
    for seed in range(3):
        match = metropolys.new_game(players=players, seed=seed, variant=variant, layout=layout)
        rnd = random.Random(seed)
        while not match.is_over:
            state, legal = match.state, match.legal_moves()
            legal_set = set(legal)
            assert len(legal_set) == len(legal) and legal
            for move in rnd.sample(candidates, 60) + rnd.sample(legal, min(10, len(legal))):
                assert (RULES.why_illegal(state, move) is None) == (move in legal_set), move
            assert RULES.random_move(state, rnd) in legal_set
            bids = {m for m in legal if isinstance(m, Bid)}
            assert bids == {Bid(n, v) for n in auction_targets(state) for v in bid_values(state)}
            score = match.score()
            assert all(score.total(s) == sum(score.rows(s).values()) for s in range(players))
            match.play(rnd.choice(legal))
        again = load(match.to_json())
        assert again.state == match.state and again.history == match.history
        first = match.state_after(0).auction.opener
        assert json.loads(match.to_json())["options"] == {"variant": variant, "layout": layout, "first_player": first}


def test_legal_moves_are_exactly_the_moves_why_illegal_accepts():
    """Every bid of every number on every neighbourhood, and Pass: nothing legal is missing from legal_moves()
    and nothing in it is refused, at every step of games with every player count."""
    for players in (2, 3, 4):
        match = metropolys.new_game(players=players, seed=players, layout="random")
        every = RULES.candidate_moves(match.state)
        rnd = random.Random(players)
        while not match.is_over:
            accepted = [m for m in every if RULES.why_illegal(match.state, m) is None]
            assert accepted == [m for m in every if m in set(match.legal_moves())]
            assert sorted(map(str, accepted)) == sorted(map(str, match.legal_moves()))
            match.play(rnd.choice(match.legal_moves()))


def test_new_game_checks_its_options():
    for options, message in (
        ({"variant": "expert"}, "variant must be one of"),
        ({"layout": "first"}, "layout must be one of"),
        ({"seed": "1"}, "seed must be a whole number"),
        ({"players": 5}, "players must be one of"),
        ({"players": 2, "first_player": 2}, "first_player must be one of 0, 1"),
    ):
        with pytest.raises(ValueError, match=message):
            metropolys.new_game(**options)
    assert metropolys.PLAYER_COUNTS == (2, 3, 4) and metropolys.LAYOUTS == ("welcome", "random")


def test_moves_are_small_frozen_readable_data():
    assert str(Bid("C3", 7)) == "bid 7 on C3" and str(Pass()) == "pass"
    with pytest.raises(AttributeError):
        Bid("C3", 7).value = 8
    assert Bid("C3", 7) == Bid("C3", 7) and hash(Bid("C3", 7)) == hash(Bid("C3", 7))


def test_moves_name_no_seat_and_the_save_keeps_them():
    match = metropolys.new_game(players=2, seed=0, first_player=1)
    match.play(Bid("C1", 3))
    match.play(Pass())
    assert match.state.last.winner == 1
    assert [f.name for f in dataclasses.fields(Bid)] == ["neighbourhood", "value"] and not dataclasses.fields(Pass)
    again = load(match.to_json())
    assert again.history == (Bid("C1", 3), Pass()) and again.state == match.state


def test_views_are_plain_json_for_a_board():
    match = metropolys.new_game(players=3, seed=0, variant="advanced", first_player=0)
    match.play(Bid("C1", 3))
    view = match.view(1)
    assert json.loads(json.dumps(view)) == view and view["first_player"] == 0
    assert view["current"] == 1 and view["auction"]["targets"] == list(auction_targets(match.state))
    assert view["seats"][1]["goals"] == list(match.state.setup.goals[1]) and view["seats"][0]["goals"] is None


def test_playout_is_a_reproducible_full_game():
    assert playout(seed=5) == playout(seed=5) and playout(seed=5) != playout(seed=6)
    for players in (2, 3, 4):
        state = playout(seed=9, players=players, variant="advanced", layout="welcome")
        assert state.over and state.players == players and RULES.score(state).winners()
