"""What a seat may not know (issue 13): hidden letters in Unfair Municipality (MM-VAR-1) and face-down counters in
Running blind & wild (MM-VAR-3) never change what a seat is shown, its score sheet or a preview, even of the move
that ends the game; `RULES.resample` draws them again as the game could have dealt them. The other variants hide
nothing (MM-MARK-3, MM-MARK-5, MM-VAR-2, MM-VAR-6)."""

import random
from collections import Counter

from gamekit.core import rng
from gamekit.metromania import CATEGORIES, Sandbox
from gamekit.metromania.hidden import UNREVEALED
from gamekit.metromania.rules import RULES
from gamekit.metromania.state import initial_state
from gamekit.metromania.turns import blocked_lines

GAMES = 30


def positions(variant, players, games=GAMES):
    """Random positions of random games (the fast path), the last one before each game's end included, with
    the move played from each."""
    for seed in range(games):
        state, rnd = initial_state(players, seed, variant), rng(seed, "secrets")
        while not state.over:
            move = RULES.random_move(state, rnd)
            yield state, move
            state = RULES.apply(state, move)


def hand(state, seat):
    return {(m.letter, m.kind) for m in state.markers if m.holder == seat and m.spot is None}


def test_MM_VAR_1_resample_deals_the_other_hands_again_as_the_draw_could_have():
    """ "Each player keeps his destination markers letter-side-down in front of him. The markers are only
    revealed when they are placed": a seat knows its own letters, the types of the others' markers and every
    laid one, and "Jeśli okazuje się, że ma 2 znaczniki z tą samą literą, odkłada jeden z nich" (no hand holds a
    letter twice). Everything else is drawn again."""
    redrawn = 0
    for players in (3, 4):
        for number, (state, _) in enumerate(positions("unfair_municipality", players, games=8)):
            seat = number % players
            twin = RULES.resample(state, seat, random.Random(number))
            redrawn += twin != state
            assert hand(twin, seat) == hand(state, seat)
            assert [m for m in twin.markers if m.spot] == [m for m in state.markers if m.spot]
            assert sorted((m.letter, m.kind) for m in twin.markers) == sorted((m.letter, m.kind) for m in state.markers)
            for other in range(players):
                kinds = Counter(kind for _, kind in hand(twin, other))
                assert kinds == Counter(kind for _, kind in hand(state, other))
                letters = [m.letter for m in twin.markers if m.holder == other]
                assert len(letters) == len(set(letters)), "a hand holds a letter twice"
            assert RULES.view(twin, seat) == RULES.view(state, seat)
            assert (twin.lines, twin.stations, twin.points, twin.seat) == (
                state.lines,
                state.stations,
                state.points,
                state.seat,
            )
    assert redrawn > 100


def test_MM_VAR_1_no_sheet_tells_a_hidden_letter_not_even_a_preview_of_the_last_move():
    """ "The markers are only revealed when they are placed": a marker never laid makes its holder guilty
    (MM-TEST-6), so the final sheet tells who held it. A sheet not revealed, the preview of the move that ends
    the game included, is the building-phase sheet, the same on every state the seat cannot tell apart; the
    full sheet comes once the game is over."""
    told = checked = 0
    for players in (3, 4):
        for number, (state, move) in enumerate(positions("unfair_municipality", players)):
            after = RULES.apply(state, move)
            if not after.over:
                continue
            for seat in (None, *range(players)):
                preview = RULES.score(after, seat, reveal=False)
                assert preview.notes == (UNREVEALED,) and preview.categories == CATEGORIES
                assert all(preview.sheet[s][1:] == (0,) * (len(CATEGORIES) - 1) for s in range(players))
                if seat is None:
                    continue
                twin = RULES.resample(state, seat, random.Random(number))
                twin_after = RULES.apply(twin, move)
                assert RULES.score(twin_after, seat, reveal=False) == preview
                told += RULES.score(twin_after) != RULES.score(after)  # revealed, the hands would show
                checked += 1
            final = RULES.score(after)
            assert final == RULES.score(after, 0) and final.notes != (UNREVEALED,) and len(final.notes) == 7
    assert checked > 50 and told > 0


def test_MM_VAR_1_the_end_itself_can_hang_on_a_hidden_letter():
    """Why the unrevealed sheet cannot turn final when the game ends: "Linia jest zablokowana, gdy nie ma już
    możliwości jej przedłużenia", and a line whose only way on is a spot may be blocked just because its owner's
    markers of that type may not lie there ("Nie można też położyć znacznika lokalizacji w miejscu stycznym ...
    do drugiego znacznika lokalizacji oznaczonego tą samą literą"). So which lines are blocked, and with them
    the end of the game (MM-GEND-1), can change when the hidden letters are drawn again."""
    for state, _ in positions("unfair_municipality", 4, games=200):
        if state.laid == 0 and any(
            blocked_lines(RULES.resample(state, seat, random.Random(0))) != blocked_lines(state) for seat in range(4)
        ):
            return
    raise AssertionError("no position where the blocked lines depend on hidden letters")


def test_MM_VAR_3_resample_moves_the_face_down_counters_among_spots_of_their_type():
    """ "mix the Destinations counters, hidden letter. Then each player after the other takes one, without looking
    at it, and places it on a Spot of the same type, always letter hidden": nobody knows which counter lies
    where until it is dug up (MM-VAR-4), so any face-down counter may swap with another of its type; the
    preview of a move that digs one up tells nothing either."""
    moved = 0
    for number, (state, move) in enumerate(positions("running_blind", 3, games=10)):
        seat = number % 3
        twin = RULES.resample(state, seat, random.Random(number))
        moved += twin != state
        for real, other in zip(state.markers, twin.markers):
            assert (real.letter, real.kind, real.shown) == (other.letter, other.kind, other.shown)
            assert (
                real.spot == other.spot if real.shown else state.city.kinds[state.city.spots[other.spot]] == real.kind
            )
        assert {m.spot for m in twin.markers} == {m.spot for m in state.markers}
        assert RULES.view(twin, seat) == RULES.view(state, seat)
        assert RULES.legal_moves(twin) == RULES.legal_moves(state)
        assert RULES.score(RULES.apply(twin, move), seat, reveal=False) == RULES.score(
            RULES.apply(state, move), seat, reveal=False
        )
    assert moved > 100


def test_MM_MARK_3_without_hidden_letters_nothing_is_drawn_again_and_a_preview_shows_the_end():
    """ "Gdy wszyscy gracze dobiorą w powyższy sposób po 3 znaczniki kładą je przed sobą odwracając je literami do
    góry, by były widoczne dla wszystkich": in the standard game (and No Corruption, and My little subway) every
    letter is on the table, so resample changes nothing and the preview of the game-ending move is the final
    sheet."""
    ended = 0
    for variant, players in (("standard", 4), ("standard", 2), ("no_corruption", 3), ("little_subway", 2)):
        for number, (state, move) in enumerate(positions(variant, players, games=3)):
            assert RULES.resample(state, number % players, random.Random(number)) is state
            after = RULES.apply(state, move)
            if after.over:
                ended += 1
                assert RULES.score(after, number % players, reveal=False) == RULES.score(after)
                assert len(RULES.score(after).notes) == (0 if variant == "little_subway" else 7)
    assert ended == 12


def test_MM_VAR_5_the_running_blind_sandbox_scores_its_trips():
    """ "if the 2 Destinations of a test touch by an angle or side, or if a Destination has not be flipped, this
    Test is just cancelleds, without penalties": a Running blind Sandbox scores (it raised KeyError: None with no
    markers in play), a test with a marker missing or still in hand is cancelled, and one with both laid counts."""
    box = Sandbox(players=2, seed=0, variant="running_blind")
    assert all(trip.note.endswith("not in play") for trip in box.trips()[:6]) and box.score().total(0) == 0
    box.marker("A", "res-1", 0)
    assert box.trips()[0].note == "A: not in play"
    box.marker("A", "commercial", 1)  # in hand: never dug up
    assert box.trips()[0].note == "A: a counter was never dug up, test cancelled" and box.score().total(1) == 0
    laid = Sandbox(players=2, seed=0, variant="running_blind").marker("A", "res-1", 0).marker("A", "com-5", 1)
    trip = laid.trips()[0]
    assert "cancelled" not in trip.note and trip.guilty == (0, 1) and trip.points == (0, 0)  # MM-PC-3: nobody pays
