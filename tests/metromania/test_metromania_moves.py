"""A move of several tunnels is the same tunnels dug one at a time (issue 13 point 10): the same legality, the same
state, and the same end of the game, whose conditions are judged once the player's move is over (MM-GAP-14).
MM-LINE-5, MM-LOC-1, MM-LOC-2, MM-GEND-1, MM-GEND-2, MM-GAP-14."""

import random
from collections import Counter

from mm_helpers import DEAD_END, WEST, dig, one_at_a_time, play, position, whole

from gamekit.metromania import Sandbox, Tunnels
from gamekit.metromania.checks import _beside_spot, _dig_problem, marker_tunnel
from gamekit.metromania.rules import RULES
from gamekit.metromania.state import PLAYER_COUNTS, VARIANT_PLAYERS, VARIANTS, initial_state
from gamekit.metromania.turns import blocked_lines

GAMES = 60  # per variant, played one tunnel a click as a board does (legal_moves), which is slower
# Seed 0's city: seat 1's solid line spirals around (-1, 1) and ends at (-1, 0), where every way on but a sharp
# turn is its own path. Seat 0's solid line came along its last edge, so the two have not forked yet: the
# spiral is blocked, until seat 0's line goes on and so parts from it (a fork station would allow the turn).
SPIRAL = [(-2, -3), (-1, -3), (-1, -2), (-1, -1), (0, -1), (0, 0), (0, 1), (-1, 2), (-2, 2), (-2, 1), (-1, 0)]
ALONG = [(-5, 2), (-4, 2), (-3, 2), (-2, 1), (-1, 0)]


def finished_or_blocked(state):
    return sum(line.finished for line in state.lines) + len(blocked_lines(state))


def test_MM_GAP_14_the_end_is_judged_once_the_move_is_over():
    """ "Gdy jeden z graczy spowoduje koniec gry pozostali gracze mają jeszcze prawo do jednego ostatniego ruchu":
    a move (ruch) ends the building phase by the board it leaves. Here 3 lines are finished or blocked ("Linia
    jest zablokowana, gdy nie ma już możliwości jej przedłużenia", 3 end a 2-player game, MM-PC-1) only for a
    moment within seat 0's move: its dashed line runs into a dead end, then its solid line parts from the
    spiral, which may go on again. The move does not end the game, dug at once or one tunnel at a time."""
    state = position(Sandbox(players=2, seed=0).line(1, SPIRAL).line(1, WEST).line(0, ALONG).line(0, DEAD_END))
    assert blocked_lines(state) == {2} and finished_or_blocked(state) == 2  # the spiral; WEST is finished
    into_dead_end = play(state, dig(1, (0, -4), (0, -5)))
    assert blocked_lines(into_dead_end) == {1, 2} and finished_or_blocked(into_dead_end) == 3
    assert into_dead_end.trigger == -1 and into_dead_end.seat == 0  # the move goes on
    parted = play(into_dead_end, dig(0, (-1, 0), (0, -1)))
    assert blocked_lines(parted) == {1}
    one_by_one = play(parted, dig(0, (0, -1), (0, -2)))
    at_once = play(state, Tunnels(((1, ((0, -4), (0, -5))), (0, ((-1, 0), (0, -1))), (0, ((0, -1), (0, -2))))))
    assert whole(at_once) == whole(one_by_one) and at_once.trigger == -1 and at_once.seat == 1


def runs(variant, games):
    """(position, the Tunnels moves of one seat's move, played one tunnel at a time, and the position after) from
    random games of `variant`, every player count in turn."""
    counts = VARIANT_PLAYERS.get(variant, PLAYER_COUNTS)
    for seed in range(games):
        state, rnd = initial_state(counts[seed % len(counts)], seed, variant), random.Random(seed)
        while not state.over:
            move = rnd.choice(RULES.legal_moves(state))
            start, run = state, []
            while type(move) is Tunnels:
                run.append(move)
                state = RULES.apply(state, move)
                if state.turns != start.turns or state.over or state.bonus >= 0 or len(run) == 3:
                    break
                move = rnd.choice([m for m in RULES.legal_moves(state) if type(m) is Tunnels] or [None])
            if len(run) > 1:
                yield start, run, state
            if not run:
                state = RULES.apply(state, move)


def test_MM_LINE_5_tunnels_dug_at_once_or_one_at_a_time_are_the_same_move():
    """ "może wyłożyć na raz 3 odcinki tunelu" and "Gracz zawsze musi dołożyć 3 odcinki tunelu, chyba że nie ma już
    takiej możliwości": over random games of every variant, the tunnels a player dug one at a time, written as
    one move (with the location marker, "tylko jeden znacznik lokalizacji" a move), are legal at once and give the
    very same state, the end of the game included. The marker goes with the first of the move's tunnels beside its
    spot that makes the move legal (MM-LOC-1); when the player laid it with a later one, the two states differ
    only in which of its own tunnels lies on the spot, not in anything a player sees."""
    seen = Counter()
    for variant in VARIANTS:
        for start, run, after in runs(variant, GAMES):
            spots = [(move.spot, move.letter) for move in run if move.spot]
            move = Tunnels(tuple(m.segments[0] for m in run), *(spots[0] if spots else (None, None)))
            problem = RULES.why_illegal(start, move)
            assert problem is None, f"{variant}: {run} refused at once: {problem}"
            at_once = RULES.apply(start, move)
            laid_with = next((number for number, m in enumerate(run) if m.spot), None)
            if marker_tunnel(start, move) == laid_with:
                assert whole(at_once) == whole(after), f"{variant}: {run}"
                seen["the same"] += 1
            else:
                assert at_once == after and RULES.view(at_once, 0) == RULES.view(after, 0), f"{variant}: {run}"
                seen["the marker with another tunnel"] += 1
            assert [whole(s) for s in _states(start, one_at_a_time(start, move))][-1] == whole(at_once)
            beside = _beside_spot(start, move)
            seen["not with the first tunnel beside its spot"] += bool(beside and _dig_problem(start, move, beside[0]))
    assert seen["the same"] > 2000 and seen["not with the first tunnel beside its spot"] > 0, seen


def _states(state, moves):
    for move in moves:
        assert RULES.why_illegal(state, move) is None, move
        state = RULES.apply(state, move)
        yield state
