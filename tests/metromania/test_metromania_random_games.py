"""Random games on the fast path (`random_move` + `apply`), 2,000 per variant with its player counts in turn.
Cheap checks at every step, dearer ones now and then: no seat is ever left without a legal move before the
end, a line is expected to reach the far half exactly when it can (MM-END-2), so it never freezes while the
engine waits for it (MM-GEND-2), no station is built as a move on a finished line (MM-STN-8), and a move of
several tunnels gives the very state of its tunnels dug one at a time (MM-LINE-5, MM-GAP-14)."""

import itertools

import pytest
from mm_helpers import exhaustive, one_at_a_time, whole

from gamekit.core import rng
from gamekit.metromania import Station, Tunnels, finish
from gamekit.metromania.dig import Dig
from gamekit.metromania.rules import RULES
from gamekit.metromania.state import PLAYER_COUNTS, VARIANT_PLAYERS, VARIANTS, initial_state, on_finished_line

GAMES = 2000


def check_lines(state, seats, deep):
    """For the started, unfinished lines of `seats`: a line that can still reach the far half can grow now,
    and (deep) a search of every legal way agrees with the engine's answer."""
    for k, line in enumerate(state.lines):
        if line.owner in seats and line.path and not line.finished:
            work = Dig(state, line.owner, fresh=True)
            answer = finish.finish_in_reach(work, k)
            assert work.grows(k) or not answer, f"line {k} is expected to reach the far half, yet cannot grow"
            if deep:
                assert answer == exhaustive(Dig(state, line.owner, fresh=True), k)


@pytest.mark.parametrize("variant", VARIANTS)
def test_MM_END_2_random_games_never_strand_a_seat_or_a_line(variant):
    """ "Linia metra musi się kończyć na przeciwległej połowie planszy względem krawędzi startu, chyba że nie ma
    już takiej możliwości", "NIE MOŻNA ZBUDOWAĆ STACJI NA SKOŃCZONEJ LINII METRA" and "może wyłożyć na raz 3
    odcinki tunelu" (at once or one at a time alike), over 2,000 games."""
    counts = VARIANT_PLAYERS.get(variant, PLAYER_COUNTS)
    turns = split_moves = 0
    for seed in range(GAMES):
        state = initial_state(counts[seed % len(counts)], seed, variant)
        rnd = rng(seed, "random games")
        for step in itertools.count():
            if state.over:
                break
            assert step < 400, f"seed {seed}: the game does not end"
            try:
                move = RULES.random_move(state, rnd)
            except IndexError:
                pytest.fail(f"seed {seed}: seat {state.seat} has no legal move before the end")
            if step % 20 == seed % 20:
                assert RULES.why_illegal(state, move) is None, f"seed {seed}: {move}"
            after = RULES.apply(state, move)
            if type(move) is Tunnels and len(move.segments) > 1 and step % 3 == seed % 3:
                split = state
                for single in one_at_a_time(state, move):
                    split = RULES.apply(split, single)
                assert whole(split) == whole(after), f"seed {seed}: {move} one tunnel at a time"
                split_moves += 1
            if type(move) is Station and move.vertex and after.stations[-1].how == "built":
                assert not on_finished_line(state, state.city.index[move.vertex]), f"seed {seed}: {move}"
            if after.seat != state.seat or after.over:  # a turn is over
                turns += 1
                if turns % 10 == 0:
                    check_lines(after, {state.seat}, deep=False)
            state = after
        check_lines(state, set(range(state.players)), deep=seed % 100 == 0)
    assert turns > 10 * GAMES and split_moves > 2 * GAMES
