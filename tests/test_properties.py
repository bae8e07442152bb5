"""Property tests (hypothesis): the engine contract and the geometry hold for generated inputs, not only
for the cases written by hand."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gamekit import IllegalMove, cardcity
from gamekit.geometry import cell_at, hex_board, hex_disc

COORD = st.integers(min_value=-6, max_value=6)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.sampled_from(cardcity.PLAYER_COUNTS),
    picks=st.lists(st.integers(0, 10_000), min_size=1, max_size=14),
    tries=st.lists(st.tuples(COORD, COORD, st.booleans()), min_size=1, max_size=5),
)
def test_card_city_any_try_is_played_or_refused_with_nothing_changed(seed, players, picks, tries):
    match = cardcity.new_game(players=players, seed=seed)
    for pick, (x, y, turned) in zip(picks, tries * len(picks)):
        if match.is_over:
            break
        card = match.state.hands[match.current_player][pick % len(match.state.hands[match.current_player])]
        move = cardcity.PlayCard(card, x, y, turned)
        before, legal = match.state, move in set(match.legal_moves())
        try:
            match.play(move)
        except IllegalMove as err:
            assert not legal and match.state is before and err.rule.startswith("C-")
        else:
            assert legal and match.history[-1] == move
            match.undo()
            assert match.state == before
            match.redo()


@given(q=st.integers(-3, 3), r=st.integers(-3, 3), dx=st.floats(-0.45, 0.45), dy=st.floats(-0.45, 0.45))
def test_a_point_inside_a_hex_maps_back_to_that_hex(q, r, dx, dy):
    board = hex_board(hex_disc(3))
    if (q, r) not in board.cells:
        return
    x, y = board.cells.nodes[(q, r)]["pos"]
    assert cell_at(x + dx, y + dy) == (q, r)  # within 0.45 of the centre is inside a hex of size 1
