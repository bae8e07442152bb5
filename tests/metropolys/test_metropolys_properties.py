"""Thousands of random Metropolys games through the fast path keep the invariants of the rules: 2,000 games for
each variant, over every player count, both token layouts and every first player."""

import random
from collections import Counter

import pytest

from gamekit.metropolys import TOKEN_KINDS, hand
from gamekit.metropolys.rules import RULES

GAMES = 2000


def check_state(state, start_tokens):
    """The cheap invariants of one moment of a game."""
    auction = state.auction
    bidding = Counter(offer.seat for offer in auction.bids)
    built = Counter(b.owner for b in state.built)
    for seat in range(state.players):  # M-COMP-2: every building is in hand, bidding or constructed
        assert len(hand(state, seat)) + bidding[seat] + built[seat] == 13
    assert state.taken == {b.neighbourhood for b in state.built} and len(state.taken) == len(state.built)
    places = [offer.neighbourhood for offer in auction.bids]
    assert len(set(places)) == len(places) and not set(places) & state.taken  # M-AUCTION-6
    values = [offer.value for offer in auction.bids]
    assert values == sorted(set(values))  # M-AUCTION-4: each bid beats the one before
    for before, after in zip(places, places[1:]):  # M-AUCTION-5: each next to the one it outbids
        assert after in state.setup.neighbours[before]
    if not state.over:
        assert auction.active not in auction.passed  # M-AUCTION-8
        assert not auction.bids or auction.active != auction.bids[-1].seat  # M-GAP-17
    gained = [sum(g[k] for g in state.gained) for k in range(3)]
    on_board = Counter(state.tokens.values())
    assert [on_board[kind] + gained[k] for k, kind in enumerate(TOKEN_KINDS)] == start_tokens
    metro = [g[1] for g in state.gained]
    assert (state.metro_card is None) == (max(metro) == 0)
    assert state.metro_card is None or metro[state.metro_card] == max(metro)  # M-SPEC-2: the card needs the most
    assert (state.archaeology_card is None) == (gained[2] == 0)


@pytest.mark.parametrize("variant", ["family", "advanced"])
def test_thousands_of_random_games_keep_buildings_bids_tokens_and_cards_consistent(variant):
    firsts = Counter()
    for seed in range(GAMES):
        players = 2 + seed % 3
        state = RULES.initial_state(players, seed, variant, ("welcome", "random")[seed // 3 % 2])
        firsts[players, state.auction.active] += 1
        counts = Counter(state.tokens.values())
        start_tokens = [counts[kind] for kind in TOKEN_KINDS]
        rnd = random.Random(seed)
        while not state.over:
            check_state(state, start_tokens)
            move = RULES.random_move(state, rnd)
            if seed % 50 == 0:  # a full check now and then: the fast path picks only legal moves
                assert RULES.why_illegal(state, move) is None
            state = RULES.apply(state, move)
        check_state(state, start_tokens)
        assert not state.auction.bids and RULES.legal_moves(state) == []
        winner = state.last.winner  # M-GEND-1, M-GAP-7: the game ends when its last building is constructed
        assert not hand(state, winner) or len(state.taken) == len(state.setup.neighbours)
        score = RULES.score(state)
        assert all(score.total(s) == sum(score.rows(s).values()) for s in range(players)) and score.winners()
    assert set(firsts) == {(p, s) for p in (2, 3, 4) for s in range(p)}  # M-GAP-16: every seat may start
