"""The bots' shortcuts give the same numbers as the long way: a game's sheet key (`gamekit.GAME.heuristic.sheet_key`),
which lets Greedy preview its moves on a sample and score a flat sheet once (the margins are the seat view's
previews, and two positions with the same key have the same sheets, for every seat and revealed alike), and the
estimates that read every seat's total from one sheet."""

import random

import pytest
from bots_helpers import SAMPLE_CASES, SAMPLE_IDS, positions

import gamekit
from gamekit.bots.base import hints
from gamekit.bots.greedy import margin, sample_margins

KEYED = [case for case in SAMPLE_CASES if case[0] != "toy"]
KEYED_IDS = [label for label in SAMPLE_IDS if label != "toy"]


@pytest.mark.parametrize(("label", "module", "options"), KEYED, ids=KEYED_IDS)
def test_previews_on_a_sample_are_the_seat_views_previews(label, module, options):
    checked = 0
    for n, match in enumerate(positions(module, options, count=6, seed=50)):
        sv = match.seat_view(match.current_player)
        key = hints(sv.rules).sheet_key
        if key is None:
            continue
        moves = sv.legal_moves()
        after = [sv.rules.apply(sv.sample_state(random.Random(n)), move) for move in moves]
        assert sample_margins(sv.rules, after, sv.seat, key) == [margin(sv.preview(m), sv.seat) for m in moves]
        checked += len(moves)
    if label.startswith("metropolys"):
        assert checked > 0  # the game gives a sheet key


@pytest.mark.parametrize(("label", "module", "options"), KEYED, ids=KEYED_IDS)
def test_positions_with_the_same_sheet_key_have_the_same_sheets(label, module, options):
    shared = 0
    for n, match in enumerate(positions(module, options, count=6, seed=60)):
        rules = match.rules
        key = hints(rules).sheet_key
        if key is None:
            continue
        sample = match.seat_view(match.current_player).sample_state(random.Random(n))
        found = {}
        for move in match.legal_moves():
            after = rules.apply(sample, move)
            sheets = [rules.score(after, seat, reveal=False) for seat in range(match.players)]
            sheets.append(rules.score(after, None, reveal=True))
            shared += key(after) in found
            assert found.setdefault(key(after), sheets) == sheets, f"{move}: same key, other sheets"
    if label.startswith("metropolys"):
        assert shared > 0  # bids that construct nothing, and bids of another number, share a sheet


def test_the_warsaw_estimate_reads_every_seats_own_total_from_one_sheet():
    """Each row counts only its own seat's norm (W-NORM-6), so the revealed sheet gives every seat the total it
    sees on its own sheet."""
    from gamekit.warsaw.heuristic import totals

    rules, kept = gamekit.GAMES["warsaw"].RULES, 0
    for n, match in enumerate(positions(gamekit.GAMES["warsaw"], {"players": 3}, count=8, seed=70)):
        sample = rules.resample(match.state, match.current_player, random.Random(n))
        kept += sum(own.norm is not None for own in sample.seats)
        assert totals(sample) == tuple(rules.score(sample, s, reveal=False).total(s) for s in range(3))
    assert kept > 0
