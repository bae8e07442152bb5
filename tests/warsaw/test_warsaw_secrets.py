"""Secrets stay secret in the full Warsaw game (W-NORM-6, W-GAP-35): the score sheet as one seat may see it
(`RULES.score(state, seat, reveal)`), what a seat is shown (`RULES.view`), and the states it cannot tell from this one
(`RULES.resample`), which the game could really reach and play on from."""

import random
from collections import Counter

from warsaw_game_helpers import planning, seat, skip_round

from gamekit.warsaw import CARDS, NORMS, RULES, TASK_DECKS, Delegate, Discard, new_game
from gamekit.warsaw.scoring import score_board


def random_states(players, seed):
    """Every state of a random game, played on the fast path."""
    state, rnd = RULES.initial_state(players, seed), random.Random(seed)
    states = [state]
    while not RULES.is_over(state):
        state = RULES.apply(state, RULES.random_move(state, rnd))
        states.append(state)
    return states


def counting(state, seats):
    """The sheet that counts the norms of `seats` only."""
    return score_board(state.board, state.players, {s: NORMS[state.seats[s].norm] for s in seats})


def norms(score):
    return [score.rows(s)["norms"] for s in range(score.seats)]


def test_W_NORM_6_before_the_end_a_seat_sees_only_its_own_norm_counted():
    """ "Każdy z graczy w tajemnicy wybiera jedną kartę": before the end a seat's sheet counts its own norm as the
    city stands (it knows it), and 0 for the others; a spectator sees no norm, and the full sheet counts them all."""
    state = random_states(4, 1)[150]
    assert state.phase in ("planning", "realisation")
    for me in range(4):
        mine = RULES.score(state, me)
        assert mine.sheet == counting(state, {me}).sheet and mine.rows(me)["norms"] != 0  # +3 a set, or -3
        assert all(points == 0 for s, points in enumerate(norms(mine)) if s != me)
        assert mine.notes[0].startswith(f"Player {me + 1}'s norm points are player {me + 1}'s own secret norm")
        assert "Other players' secret norms" in mine.notes[1] and "W-NORM-6" in mine.notes[1]
    spectator = RULES.score(state)
    assert norms(spectator) == [0] * 4 and spectator.notes == (
        "The secret norms are scored when the game ends (W-NORM-6).",
    )
    assert RULES.score(state, 2, reveal=True) == counting(state, range(4))


def test_W_NORM_6_the_preview_of_the_game_ending_move_shows_no_other_seats_norm():
    """ "w tajemnicy wybiera jedną kartę" until the norms are scored: the preview of the move that ends the game
    (reveal=False) still counts only the previewing seat's own norm; the final sheet then counts every norm."""
    checked = 0
    for players in (3, 4, 5):
        before = random_states(players, players)[-2]
        me = RULES.current_player(before)
        for move in RULES.legal_moves(before):
            after = RULES.apply(before, move)
            if not RULES.is_over(after):
                continue
            preview = RULES.score(after, me, reveal=False)
            assert preview.sheet == counting(after, {me}).sheet and preview.notes
            assert all(points == 0 for s, points in enumerate(norms(preview)) if s != me)
            final = RULES.score(after)
            assert final == RULES.score(after, me) == counting(after, range(players)) and not final.notes
            assert all(points != 0 for points in norms(final))  # so the preview really hid them
            checked += 1
    assert checked >= 3


def test_W_NORM_6_the_kept_norms_are_shown_when_the_game_ends():
    """ "w tajemnicy wybiera jedną kartę": each seat sees only its own norm until the end, then every kept norm (the
    ones returned to the box stay unseen)."""
    states = random_states(3, 2)
    before, over = states[-2], states[-1]
    for viewer in range(3):
        shown = [seat["norm"] for seat in RULES.view(before, viewer)["seats"]]
        assert [n is not None for n in shown] == [s == viewer for s in range(3)]
        final = RULES.view(over, viewer)["seats"]
        assert [seat["norm"] for seat in final] == [list(NORMS[s.norm]) for s in over.seats]
        assert [seat["dealt"] is not None for seat in final] == [s == viewer for s in range(3)]


def cards_in_play(state):
    """Every project card in a place of the game: decks, hands, discards, projects and realised cards."""
    return [
        *state.deck,
        *state.later_deck,
        *(p.card for p in state.projects),
        *(c for s in state.seats for c in (*s.hand, *s.discarded, *s.realised)),
    ]


def assert_reachable(state):
    """A state the game could reach: no card in two places, each place holding cards of its stage, every card of the
    current stage somewhere; norms dealt to one seat each, the kept one among them; tasks once each."""
    cards = cards_in_play(state)
    assert max(Counter(cards).values()) == 1 and set(cards) <= set(CARDS)
    assert all(CARDS[c].stage == state.stage for c in (*state.deck, *(c for s in state.seats for c in s.hand)))
    assert all(CARDS[c].stage == 2 for c in state.later_deck)
    stage_cards = {c for c in CARDS if CARDS[c].stage == state.stage}
    assert stage_cards <= set(cards) and (state.stage == 2 or set(cards) == set(CARDS))
    dealt = [n for s in state.seats for n in s.dealt]
    assert len(dealt) == 2 * state.players == len(set(dealt)) and set(dealt) <= set(NORMS)
    assert all(s.norm is None or s.norm in s.dealt for s in state.seats)
    tasks = [*state.tasks, *state.task_deck, *state.later_tasks]
    assert len(tasks) == len(set(tasks)) and set(tasks) <= set(TASK_DECKS[1]) | set(TASK_DECKS[2])


def hidden_part(state, me):
    """What `me` cannot know: the others' hands, discards and norms, and the order of every face-down deck."""
    others = [(s.hand, s.discarded, s.dealt, s.norm) for i, s in enumerate(state.seats) if i != me]
    return others, state.deck, state.later_deck, state.task_deck, state.later_tasks


def test_W_GAP_35_resample_keeps_all_a_seat_knows_and_draws_the_rest_again():
    """ "Gracze muszą też odrzucić wszystkie karty projektów posiadane na ręce", face down (our reading), and each
    norm is chosen "w tajemnicy": `resample` keeps what a seat sees (its view, its sheet, its moves) and draws the
    rest again, the others' hands, discards and norms and every deck's order, into a state the game could reach."""
    checked, changed = 0, Counter()
    for players in (3, 4, 5):
        states = random_states(players, 1)
        picked = [states[1], *random.Random(players).sample(states[2:-1], 6), states[-1]]
        assert any(s.stage == 2 and any(seat.discarded for seat in s.seats) for s in picked)
        for state in picked:
            for me in range(players):
                twins = [RULES.resample(state, me, random.Random(k)) for k in range(4)]
                for twin in twins:
                    assert_reachable(twin)
                    assert RULES.view(twin, me) == RULES.view(state, me) and twin.seats[me] == state.seats[me]
                    assert RULES.score(twin, me, reveal=False) == RULES.score(state, me, reveal=False)
                    assert (twin.board, twin.projects, twin.tasks) == (state.board, state.projects, state.tasks)
                    if me == RULES.current_player(state):
                        assert RULES.legal_moves(twin) == RULES.legal_moves(state)
                    checked += 1
                parts = [hidden_part(t, me) for t in twins]
                changed["hidden"] += len(set(map(repr, parts))) > 1
    assert checked == 4 * 8 * (3 + 4 + 5) and changed["hidden"] == 8 * (3 + 4 + 5)


def test_W_GAP_35_play_goes_on_from_a_resampled_state():
    """A resampled state is a real position (W-SETUP-9: the decks are only in another order): every move listed
    there is legal, and a game played on from it ends."""
    state = random_states(4, 3)[40]
    twin = RULES.resample(state, 1, random.Random(0))
    rnd = random.Random(1)
    while not RULES.is_over(twin):
        move = rnd.choice(RULES.legal_moves(twin))
        assert RULES.why_illegal(twin, move) is None
        twin = RULES.apply(twin, move)
        assert_reachable(twin)


def test_W_GAP_35_a_discarded_card_is_face_down_and_only_its_count_is_public():
    """ "Gracze muszą też odrzucić wszystkie karty projektów posiadane na ręce" says nothing of showing them: a card
    discarded above the limit of 3, and the hand at the end of stage I, go face down; the player remembers them, the
    others see how many; the move log and a refusal name no card of the hand."""
    state = planning(4, 0)
    me = state.active
    state = seat(state, me, hand=tuple(sorted(state.deck[:3])))
    state = RULES.apply(state, Delegate("U2"))  # a fourth card: one must go
    hand = state.seats[me].hand
    assert state.discarding == me and str(Discard(hand[0])) == "discard a card"
    refusal = RULES.why_illegal(state, Discard(61))
    assert refusal.reason == "Discard one of the cards in your hand, not 61."
    state = RULES.apply(state, Discard(hand[0]))
    assert state.seats[me].discarded == (hand[0],)
    for viewer in range(4):
        shown = RULES.view(state, viewer)["seats"][me]
        assert shown["discard_count"] == 1 and shown["discarded"] == ([hand[0]] if viewer == me else None)
    for _ in range(4):  # to the end of stage I
        state = skip_round(state)
    assert state.stage == 2 and state.seats[me].hand == ()
    assert state.seats[me].discarded == tuple(sorted(hand))  # the 3 kept cards went face down too


def test_W_GAP_35_undo_then_drawing_again_gives_the_same_card():
    """The decks are shuffled once, "w zakrytym stosie" at set-up (W-SETUP-9), from the seed: undoing a draw and
    drawing again gives the same card (what undo reveals, W-GAP-35); the log names no card drawn."""
    match = new_game(players=3, seed=4)
    while match.state.phase == "norms":
        match.play(match.legal_moves()[0])
    me = match.current_player
    match.play(Delegate("U2"))
    drawn = match.state.seats[me].hand
    assert str(match.history[-1]) == "delegate to U2" and len(drawn) == 1
    match.undo()
    assert match.state.seats[me].hand == () and match.state.deck[0] == drawn[0]
    match.play(Delegate("U2"))
    assert match.state.seats[me].hand == drawn
