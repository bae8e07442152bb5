"""Hands stay secret: the other hands and the pile under its top card dealt again as one seat may imagine them
(`RULES.resample`), and a sheet no hidden card can change (`RULES.score(state, seat, reveal)`), one test per rule
they protect."""

import random
from collections import Counter

from gamekit import cardcity
from gamekit.cardcity import CARDS, RULES

DECK = Counter(list(CARDS))


def twins(state, seat, count=30):
    return [RULES.resample(state, seat, random.Random(i)) for i in range(count)]


def every_card(state):
    """Each card's count in the goals, the city, the hands and the pile: 1 for every card of the deck."""
    return Counter([*state.goals, *(c.card for c in state.placed), *sum(state.hands, ()), *state.pile])


def after(match, turns):
    for _ in range(turns):
        match.play(match.legal_moves()[0])
    return match.state


def test_C_TALK_1_resample_deals_again_what_a_seat_has_not_seen_and_keeps_what_it_sees():
    """ "Nie wolno pokazywac swoich kart w reku innym gra-czom": at the start a seat sees only its own hand, the
    goals, the city and the top of the pile; the other hands and the pile under its top are dealt again."""
    for players in (2, 3, 4):
        state = cardcity.new_game(players=players, seed=players).state
        for seat in range(players):
            others, piles = set(), set()
            for twin in twins(state, seat):
                assert RULES.view(twin, seat) == RULES.view(state, seat)
                assert every_card(twin) == every_card(state) == DECK
                assert twin.hands[seat] == state.hands[seat] and twin.pile[0] == state.pile[0]
                assert (twin.placed, twin.goals, twin.active) == (state.placed, state.goals, state.active)
                assert RULES.legal_moves(twin) == RULES.legal_moves(state) or seat != state.active
                others.add(tuple(h for s, h in enumerate(twin.hands) if s != seat))
                piles.add(twin.pile)
            assert len(others) > 1 and len(piles) > 1


def test_C_TURN_2_a_seat_knows_the_cards_it_passed_to_the_left():
    """ "przekazuje 2 pozostate karty sasiadowi z lewej": the passer saw them, so they stay in the left hand; only
    the left player's own first card is dealt again, from the cards the passer has not seen."""
    match = cardcity.new_game(players=2, seed=5)
    first, theirs = match.state.hands
    state = after(match, 1)
    passed = set(first) - {state.placed[-1].card}
    assert passed < set(state.hands[1]) and theirs[0] in state.hands[1]
    unknown = set()
    for twin in twins(state, 0, 60):
        assert passed < set(twin.hands[1]) and twin.hands[0] == state.hands[0]
        unknown |= set(twin.hands[1]) - passed
    assert theirs[0] in unknown and len(unknown) > 1 and not unknown & set(state.hands[0])


def test_C_SETUP_6_a_card_drawn_from_the_face_up_pile_is_known_to_everyone():
    """ "Daje wam to podglad, jaka nastepna karta wejdzie do gry": the pile's top card is seen by all, so once drawn
    everyone knows whose hand it is in; with 2 players every hand is known after both first cards have passed."""
    match = cardcity.new_game(players=2, seed=8)
    top = match.state.pile[0]
    state = after(match, 1)
    assert state.hands[0] == (top,)
    assert all(twin.hands[0] == (top,) for twin in twins(state, 1))
    state = after(match, 1)
    for seat in (0, 1):
        assert {(twin.hands, twin.pile[0]) for twin in twins(state, seat)} == {(state.hands, state.pile[0])}
        assert len({twin.pile for twin in twins(state, seat)}) > 1  # the pile under its top is still hidden


def test_C_SOLO_2_alone_only_the_pile_under_its_top_card_is_hidden():
    """ "Po dofozeniu karty dobierz karte tak, by mie¢ znowu" 3 cards: the solo player sees the hand and the top
    card; the order of the rest of the pile is dealt again."""
    state = after(cardcity.new_game(players=1, seed=2), 3)
    piles = {twin.pile for twin in twins(state, 0)}
    assert len(piles) > 1 and {(p[0], frozenset(p)) for p in piles} == {(state.pile[0], frozenset(state.pile))}
    assert all(twin.hands == state.hands for twin in twins(state, 0))


def test_C_SCORE_8_every_seat_sees_the_same_sheet_as_no_row_depends_on_a_hidden_card():
    """ "Podliczcie swoje punkty na karcie punktacji": the team scores one sheet from the city and the goals, both
    face up, so it is the same for every seat, revealed or not, on a twin and in the preview of any move."""
    match = cardcity.new_game(players=3, seed=4)
    state = after(match, 5)
    sheet = RULES.score(state)
    assert all(RULES.score(state, seat, reveal) == sheet for seat in (None, 0, 1, 2) for reveal in (None, False, True))
    for seat in range(3):
        for twin in twins(state, seat, 5):
            assert RULES.score(twin, seat, reveal=False) == sheet
            if seat == state.active:
                assert all(
                    RULES.score(RULES.apply(twin, m), seat, reveal=False)
                    == RULES.score(RULES.apply(state, m), seat, reveal=False)
                    for m in RULES.legal_moves(state)
                )


def test_C_GAP_8_a_resampled_game_is_one_the_deal_could_have_given():
    """ "Nie wolno pokazywac swoich kart w reku innym gra-czom": a twin plays on to a full city under the same rules,
    and what each seat has seen stays true of it: its own hand and the top of the pile."""
    rnd = random.Random(3)
    for players in (1, 2, 3, 4):
        for seed in range(6):
            match = cardcity.new_game(players=players, seed=seed)
            state = after(match, rnd.randrange(14))
            twin = RULES.resample(state, rnd.randrange(players), rnd)
            while not RULES.is_over(twin):
                for s, hand in enumerate(twin.hands):
                    assert all(twin.seen[s] >> n & 1 for n in hand[:] + twin.pile[:1])
                assert every_card(twin) == DECK
                twin = RULES.apply(twin, RULES.random_move(twin, rnd))
            assert not any(twin.hands) and not twin.pile and RULES.score(twin).won in (True, False)
