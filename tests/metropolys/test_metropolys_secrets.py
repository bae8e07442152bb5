"""Secret cards stay secret: the sheet as one seat may see it (`RULES.score(state, seat, reveal)`) and the other
seats' cards dealt again as that seat may imagine them (`RULES.resample`), one test per rule they protect."""

import dataclasses
import math
import random

from metropolys_helpers import BLUE, GREY, blue_starts, play, random_states

from gamekit.metropolys import KINDS, Bid, Pass
from gamekit.metropolys.goals import ADVANCED_AREA, FAMILY_AREA
from gamekit.metropolys.rules import RULES
from gamekit.metropolys.scoring import score_city

OBJECTIVES = ("neighbourhood objective", "area objective")


def objective_points(score, seat):
    """A seat's points from its secret cards on a sheet."""
    return sum(points for row, points in score.rows(seat).items() if row in OBJECTIVES)


def full_sheet(state, seats):
    """The sheet counting only the secret cards of `seats`."""
    goals = tuple(cards if s in seats else () for s, cards in enumerate(state.setup.goals))
    return score_city(state.setup.variant, state.built, state.gained, state.metro_card, state.archaeology_card, goals)


def ending(seed, **options):
    """A state one move before the end of a random game, and a move that ends it."""
    before = random_states(seed, **options)[-2]
    return before, next(m for m in RULES.legal_moves(before) if RULES.apply(before, m).over)


def test_M_GEND_2_before_the_end_a_seat_sees_only_its_own_secret_cards_counted():
    """ "Każdy z graczy odsłania swoje sekretne karty i liczy punkty": the cards are revealed at the end, so before
    it a seat's sheet counts its own cards (it checked them, M-SETUP-6) as the city stands, and 0 for the others."""
    match = play(blue_starts(players=4, seed=0), Bid("C8", 1), Pass(), Pass(), Pass())  # Blue: monuments
    state = match.state
    assert state.setup.goals[BLUE] == ("monuments",) and not state.over
    mine = RULES.score(state, BLUE)
    assert mine.rows(BLUE)["area objective"] == 3 and mine.sheet == full_sheet(state, {BLUE}).sheet
    assert (
        mine.notes[0].startswith("Blue's objective points are blue's own secret cards")
        and "M-GEND-2" in mine.notes[0]
        and "Other players' secret objectives" in mine.notes[1]
    )
    assert RULES.score(state, GREY).rows(BLUE)["area objective"] == 0  # Grey does not know Blue's card
    assert RULES.score(state).rows(BLUE)["area objective"] == 0 == match.score().rows(BLUE)["area objective"]
    assert RULES.score(state, BLUE, reveal=True) == full_sheet(state, range(4))


def test_M_GEND_2_the_preview_of_the_game_ending_move_shows_no_other_seats_cards():
    """ "Każdy z graczy odsłania swoje sekretne karty i liczy punkty" only once the game has ended: a preview of the
    move that ends it (reveal=False) still counts only the previewing seat's own cards."""
    checked = 0
    for seed in range(6):
        for variant in ("family", "advanced"):
            before, move = ending(seed, players=3, variant=variant)
            seat, after = RULES.current_player(before), RULES.apply(before, move)
            preview = RULES.score(after, seat, reveal=False)
            assert preview.sheet == full_sheet(after, {seat}).sheet and preview.notes
            assert all(objective_points(preview, s) == 0 for s in range(3) if s != seat)
            for i in range(5):
                twin = RULES.resample(before, seat, random.Random(i))
                assert RULES.score(RULES.apply(twin, move), seat, reveal=False) == preview
            checked += sum(objective_points(full_sheet(after, {s}), s) > 0 for s in range(3) if s != seat)
    assert checked  # some of the hidden cards were worth points


def test_M_GEND_2_the_final_sheet_reveals_every_card_to_everyone_unless_told_not_to():
    """ "Każdy z graczy odsłania swoje sekretne karty i liczy punkty": the finished game's sheet is the same for
    every seat and counts all cards; reveal=False keeps them hidden even then."""
    for variant in ("family", "advanced"):
        final = random_states(3, players=4, variant=variant)[-1]
        assert final.over and RULES.score(final) == full_sheet(final, range(4))
        assert all(RULES.score(final, s) == RULES.score(final) for s in range(4)) and not RULES.score(final).notes
        for seat in range(4):
            hidden = RULES.score(final, seat, reveal=False)
            assert hidden.sheet == full_sheet(final, {seat}).sheet and "M-GEND-2" in hidden.notes[-1]
        assert RULES.score(final, None, reveal=False).sheet == full_sheet(final, ()).sheet


def twins(state, seat, count=40):
    return [RULES.resample(state, seat, random.Random(i)) for i in range(count)]


def test_M_SETUP_6_resample_deals_the_other_family_cards_from_those_the_seat_has_not_seen():
    """ "Każdy z graczy otrzymuje jedną kartę, w ukryciu ją sprawdza": a seat knows its own Area card only; the others'
    are dealt again from the rest, 3 without Borders with 2 players (M-PC-4), leftovers set aside (M-GAP-8)."""
    for players in (2, 3, 4):
        state = random_states(players, players=players)[5]
        cards = set(FAMILY_AREA) - ({"borders"} if players == 2 else set())
        for seat in range(players):
            own, deals = state.setup.goals[seat], set()
            for twin in twins(state, seat):
                goals = twin.setup.goals
                assert goals[seat] == own and len({g for (g,) in goals}) == players and {g for (g,) in goals} <= cards
                assert dataclasses.replace(twin, setup=state.setup) == state  # only the cards changed
                assert RULES.view(twin, seat) == RULES.view(state, seat)
                assert RULES.score(twin, seat) == RULES.score(state, seat)
                deals.add(goals)
            assert len(deals) == math.perm(len(cards) - 1, players - 1)  # every deal the seat cannot rule out


def test_M_ADV_4_resample_deals_one_card_of_each_deck_from_those_the_seat_has_not_seen():
    """ "Odrzuć pozostałe karty obszarowe bez sprawdzania jakie karty zostały. Tak samo postąp z kartami
    sąsiedztwa": a card a seat does not hold may be another's or set aside, in both decks."""
    state = random_states(1, players=4, variant="advanced")[9]
    for seat in range(4):
        own, kinds, areas = state.setup.goals[seat], set(), set()
        for twin in twins(state, seat):
            goals = twin.setup.goals
            assert goals[seat] == own and RULES.view(twin, seat) == RULES.view(state, seat)
            assert sorted(k for k, _ in goals) == sorted({k for k, _ in goals}) and all(k in KINDS for k, _ in goals)
            assert len({a for _, a in goals}) == 4 and all(a in ADVANCED_AREA for _, a in goals)
            kinds.update(k for s, (k, _) in enumerate(goals) if s != seat)
            areas.update(a for s, (_, a) in enumerate(goals) if s != seat)
        assert kinds == set(KINDS) - {own[0]} and areas == set(ADVANCED_AREA) - {own[1]}


def test_M_GEND_2_once_the_cards_are_revealed_resample_changes_nothing():
    """ "Każdy z graczy odsłania swoje sekretne karty": at the end every seat has seen every card."""
    final = random_states(2, players=3)[-1]
    assert all(RULES.resample(final, seat, random.Random(7)) is final for seat in range(3))


def test_M_GEND_2_a_resampled_game_plays_on_and_scores_its_own_cards():
    """ "Każdy z graczy odsłania swoje sekretne karty i liczy punkty": a twin is a game the deal could have given;
    played to the end it reveals and scores the cards it was dealt."""
    finals = set()
    for i in range(12):
        state = random_states(4, players=4, variant="advanced")[3]
        twin, rnd = RULES.resample(state, BLUE, random.Random(i)), random.Random(i)
        assert RULES.legal_moves(twin) == RULES.legal_moves(state)
        while not twin.over:
            twin = RULES.apply(twin, rnd.choice(RULES.legal_moves(twin)))
        assert RULES.score(twin) == full_sheet(twin, range(4))
        finals.add(twin.setup.goals)
    assert len(finals) > 1
