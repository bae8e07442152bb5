"""Delegation and the limit of 3 in the full game: a free action field may always be taken (W-DELEG-1), the
limit only caps what a player keeps (W-LIMIT-1), a resource above 3 is lost and a card above 3 is discarded by
the player's own choice, as a move (W-GAP-11). Each test quotes the rulebook (seed 000) it checks.
"""

from dataclasses import replace
from importlib import resources

import pytest
from warsaw_game_helpers import (
    DRAW_CARD,
    FAR_URBAN,
    GRANT_CARD,
    INSPECTOR_CARD,
    NEXT_TO_URBAN,
    SHOCK_CARD,
    SUPPLIER_CARD,
    URBAN,
    cleared,
    founded,
    planning,
    play,
    realised,
    realising,
    refused,
    seat,
    skip_round,
)

from gamekit import load
from gamekit.warsaw import (
    ACTION_BOARDS,
    RULES,
    Build,
    DataError,
    Delegate,
    Discard,
    Foundation,
    Pass,
    UseFunction,
    new_game,
)
from gamekit.warsaw.decks import load_action_boards
from gamekit.warsaw.planning import field_gain
from gamekit.warsaw.state import CARDS_HELD, surplus

CONCRETE_PLANT_CARD = 2


def on_field(state, field_id):
    return state.fields[[f.id for f in state.action_board].index(field_id)]


def holding(state, index, count):
    """Seat `index` holds the deck's bottom `count` cards (taken out of the deck)."""
    return seat(replace(state, deck=state.deck[:-count]), index, hand=tuple(sorted(state.deck[-count:])))


def _unused(state, field_id):
    return state.fields[[f.id for f in state.action_board].index(field_id)]


def test_W_DELEG_1_an_engineer_on_a_free_field_takes_its_action_at_once():
    """ "umieszcza swojego inżyniera na wybranym niezajętym polu planszy czynności, a następnie wykonuje
    przypisaną do tego pola akcję" """
    state = play(planning(), Delegate("L1"))
    assert state.seats[0].fund == 2 and on_field(state, "L1") == (0,)
    state = play(state, Delegate("L5", (NEXT_TO_URBAN, URBAN)))
    assert {URBAN, NEXT_TO_URBAN}.isdisjoint(state.board.rubble) and state.seats[1].rubble == 2
    state = play(state, Delegate("L4"))
    assert len(state.seats[2].hand) == 2
    state = play(seat(state, 3, rubble=3), Delegate("L7"))
    assert (state.seats[3].rubble, state.seats[3].concrete) == (1, 1)


def test_W_DELEG_1_a_free_field_may_always_be_taken_even_when_its_gain_is_wasted():
    """ "gracz umieszcza swojego inżyniera na wybranym niezajętym polu planszy czynności": any free field,
    whatever the player holds; the limit of 3 only caps what they keep."""
    state = seat(planning(), 0, fund=3, concrete=3, rubble=2)
    for field in ("U1", "L1", "L6", "L2", "L3", "L7"):
        after = play(state, Delegate(field))
        me = after.seats[0]
        assert (me.fund, me.concrete, me.rubble) == (3, 3, 2) and on_field(after, field) == (0,), field
        assert me.engineers == 3 and after.active == 1  # the engineer is placed, the turn passes
    assert play(state, Delegate("L6")).next_first == 0  # L6 still hands over the first-player marker
    poor = play(seat(state, 0, rubble=1, concrete=0), Delegate("L7"))  # nothing to trade: the field is still taken
    assert (poor.seats[0].rubble, poor.seats[0].concrete, on_field(poor, "L7")) == (1, 0, (0,))
    bare = replace(state, board=replace(state.board, rubble=frozenset()), deck=())
    assert RULES.legal_moves(bare)[:3] == [Delegate("U1"), Delegate("U2"), Delegate("U3")]
    drawn = play(bare, Delegate("U2"))  # an empty deck: nothing to draw (W-GAP-26)
    assert drawn.seats[0].hand == () and on_field(drawn, "U2") == (0,)
    cleared_nothing = play(bare, Delegate("L5"))  # no rubble left on the map: nothing to clear
    assert cleared_nothing.seats[0].rubble == 2 and on_field(cleared_nothing, "L5") == (0,)
    assert Delegate("L5") in RULES.legal_moves(state)  # "up to 2" hexes: none is a choice too
    refused(state, Delegate("L5", (FAR_URBAN, NEXT_TO_URBAN, URBAN)), "W-DELEG-1")


def test_W_DELEG_2_a_limited_field_takes_one_engineer_a_round():
    """ "jeśli jakiś się tam już znajduje, gracz nie może skorzystać z tego pola w danej rundzie" """
    state = play(planning(), Delegate("L2"))
    problem = refused(state, Delegate("L2"), "W-DELEG-2")
    assert "already occupied this round" in problem.reason
    state = play(state, Delegate("L2b"))  # the 4-player board's second Concrete field is free
    state = skip_round(state)
    before = state.seats[state.active].concrete
    assert play(state, Delegate("L2")).seats[state.active].concrete == before + 1  # free again next round


def test_W_DELEG_3_three_unlimited_fields_take_any_number_of_engineers():
    """ "Wyjątkiem są 3 pola nielimitowane" """
    for board in ACTION_BOARDS.values():
        assert sum(f.unlimited for f in board) == 3
    state = planning(3)
    for _ in range(6):
        state = play(state, Delegate("U3"))
    assert len(on_field(state, "U3")) == 6


def test_W_DELEG_4_the_fields_are_our_reconstruction_and_checked_when_loaded():
    """ "W ramkach poniżej zostały opisane wszystkie pola": the boxes are missing, so ours are data."""
    text = resources.files("gamekit.warsaw").joinpath("data/actions.toml").read_text("utf-8")
    assert "OUR RECONSTRUCTION" in text and "W-GAP-1" in text
    with pytest.raises(DataError, match="3 unlimited"):
        load_action_boards(text.replace('id = "U3"\nunlimited = true', 'id = "U3"\nunlimited = false'))
    with pytest.raises(DataError, match="action"):
        load_action_boards(text.replace('action = "exchange"', 'action = "steal"'))


def test_W_LIMIT_1_never_more_than_three_of_a_resource_or_of_cards_in_hand():
    """ "Gracz może posiadać w każdym momencie gry nie więcej niż 3 znaczniki tego samego zasobu. Dotyczy to
    gruzu, betonu, funduszy oraz kart projektów." """
    state = seat(planning(), 0, fund=2)
    assert play(state, Delegate("L1")).seats[0].fund == 3  # 1 of the 2 Funds is lost to the bank
    assert play(seat(state, 0, rubble=2), Delegate("L5", (FAR_URBAN, URBAN))).seats[0].rubble == 3
    assert play(seat(state, 0, concrete=2, rubble=3), Delegate("L7")).seats[0].concrete == 3  # traded once only
    granted = play(realised(seat(state, 0, fund=3), 0, GRANT_CARD), UseFunction(GRANT_CARD))
    assert granted.seats[0].fund == 3 and GRANT_CARD in granted.seats[0].used  # used, and its gain lost
    drew = play(holding(state, 0, 2), Delegate("L4"))
    assert len(drew.seats[0].hand) == 4 and drew.discarding == 0
    assert RULES.legal_moves(drew) == [Discard(c) for c in drew.seats[0].hand]
    problem = refused(drew, Pass(), "W-LIMIT-1")
    assert "discard 1 of their choice" in problem.reason
    assert len(play(drew, Discard(drew.seats[0].hand[0])).seats[0].hand) == 3


def test_W_GAP_11_a_resource_above_three_is_lost_and_nothing_is_chosen():
    """ "nie więcej niż 3 znaczniki tego samego zasobu": identical markers, so the surplus simply stays in the
    bank; only cards, which differ, are chosen."""
    me = seat(planning(), 0, fund=3, rubble=2, hand=(1, 2, 3)).seats[0]
    assert surplus(me, {"fund": 2, "rubble": 1, "concrete": 3}) == {"fund": 2}
    assert surplus(me, {CARDS_HELD: 2}) == {CARDS_HELD: 2}
    state = planning()
    fields = {f.id: f for f in state.action_board}
    assert field_gain(state, me, fields["L4"]) == {CARDS_HELD: 2}
    assert field_gain(replace(state, deck=state.deck[:1]), me, fields["L4"]) == {CARDS_HELD: 1}
    assert field_gain(state, me, fields["L7"]) == {"rubble": -2, "concrete": 1}
    income = realised(seat(state, 0, concrete=3), 0, CONCRETE_PLANT_CARD)  # +1 Concrete every round
    assert skip_round(income).seats[0].concrete == 3


def test_W_GAP_11_the_player_chooses_which_cards_to_discard_after_drawing_above_three():
    """ "nie więcej niż 3 (…) kart projektów": after the draw the player discards, by choice, down to 3;
    until then it is their only move, and then play goes on where it was."""
    state = holding(planning(), 0, 3)
    drew = play(state, Delegate("L4"))  # 3 + 2 cards
    new = tuple(c for c in drew.seats[0].hand if c not in state.seats[0].hand)
    assert len(new) == 2 and drew.deck == state.deck[2:]
    assert (drew.active, drew.discarding, RULES.current_player(drew)) == (1, 0, 0)
    assert RULES.legal_moves(drew) == [Discard(c) for c in drew.seats[0].hand]
    refused(drew, Delegate("U1"), "W-LIMIT-1")
    refused(drew, Discard(new[0] + 100), "W-GAP-11")
    refused(drew, Discard("7"), "W-GAP-11")
    one = play(drew, Discard(new[0]))  # a card just drawn may go
    assert one.discarding == 0 and len(one.seats[0].hand) == 4
    done = play(one, Discard(state.seats[0].hand[0]))  # or one held before
    assert done.discarding is None and RULES.current_player(done) == 1
    assert done.seats[0].hand == tuple(sorted(state.seats[0].hand[1:] + new[1:]))
    assert new[0] not in done.deck and state.seats[0].hand[0] not in done.deck  # out of the game (W-GAP-26)
    refused(done, Discard(done.seats[0].hand[0]), "W-GAP-11")  # nobody is above 3 now
    assert str(Discard(new[0])) == "discard a card" and RULES.view(drew, 2)["discarding"] == 0


def test_W_GAP_11_a_discard_after_a_function_or_a_second_engineer_keeps_the_turn():
    """ "w każdym momencie gry": a function's draw and a draw during a turn with two engineers both stop
    for the discard, and the same player then goes on."""
    state = holding(realised(planning(), 0, DRAW_CARD, SHOCK_CARD), 0, 3)
    designed = play(realising(state, 0), UseFunction(DRAW_CARD))
    assert designed.discarding == 0 and designed.phase == "realisation"
    back = play(designed, Discard(designed.seats[0].hand[0]))
    assert (back.discarding, back.active, back.phase) == (None, 0, "realisation")
    shock = play(state, UseFunction(SHOCK_CARD), Delegate("U2"))
    assert shock.discarding == 0 and shock.active == 0 and not shock.extra
    again = play(shock, Discard(shock.seats[0].hand[-1]))
    assert RULES.current_player(again) == 0 and Delegate("U1") in RULES.legal_moves(again)


def test_W_GAP_11_a_pending_discard_is_undone_and_saved_like_any_move():
    """ "w każdym momencie gry": the pending choice is part of the game's state, so undo and saves keep it."""
    match = new_game(players=3, seed=5)
    while match.state.phase == "norms":
        match.play(match.legal_moves()[0])
    first = match.current_player
    for field in ("L4", "U1", "U1", "U2", "U1", "U1"):  # the first player draws 2, then 1: 3 cards
        match.play(Delegate(field))
    assert match.current_player == first and len(match.state.seats[first].hand) == 3
    before = match.state
    match.play(Delegate("U2"))
    assert match.state.discarding == first
    saved = load(match.to_json())
    assert saved.state == match.state and saved.legal_moves() == match.legal_moves()
    match.play(match.legal_moves()[2])
    assert match.state.discarding is None and saved.state.discarding == first
    match.undo()
    match.undo()
    assert match.state is before


def test_W_GAP_11_reactions_and_building_leave_the_hand_alone():
    """ "nie więcej niż 3 znaczniki": a reaction's gain is capped like any other, with nothing to choose."""
    state = realised(cleared(seat(planning(), 0, hand=(GRANT_CARD,)), URBAN), 1, INSPECTOR_CARD)
    state = seat(state, 1, fund=3)
    after = play(state, Foundation(GRANT_CARD, URBAN), UseFunction(INSPECTOR_CARD))
    assert after.seats[1].fund == 3 and after.discarding is None
    built = realised(
        realising(founded(seat(planning(), 0, fund=1, concrete=1), 0, GRANT_CARD, URBAN), 0), 1, SUPPLIER_CARD
    )
    built = play(seat(built, 1, concrete=3), Build(URBAN, "concrete"), UseFunction(SUPPLIER_CARD))
    assert built.seats[1].concrete == 3
