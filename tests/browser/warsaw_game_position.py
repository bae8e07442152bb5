"""Warsaw full-game positions for the browser tests, the same in the notebook's kernel and in the test.

`position_app`: three players keep their first norm; the first player takes 2 Funds (L1) and draws a card
(U2); the others pass. The first player still has 2 engineers: the test delegates one to L2 (+1 Concrete) and
lays a foundation with the other by clicking, passes, and builds by clicking in realisation.

`discard_app`: the first player draws 2 cards (L4) and 1 (U2) while the others pass, so holds 3 cards with 2
engineers left: the test draws a fourth on U2 and discards one with its button (W-LIMIT-1, W-GAP-11).
"""

from gamekit import warsaw
from widgets.app import GameApp
from widgets.warsaw.game import WarsawGameBoard


def set_up(match) -> None:
    for _ in range(match.players):
        match.play(warsaw.KeepNorm(match.state.seats[match.current_player].dealt[0]))
    match.play(warsaw.Delegate("L1"))
    while match.current_player != match.state.first:
        match.play(warsaw.Pass())
    match.play(warsaw.Delegate("U2"))


def can_found(seed: int) -> bool:
    """Whether the card drawn in this seed's game has a hex to go on now."""
    match = warsaw.new_game(players=3, seed=seed)
    set_up(match)
    return any(isinstance(move, warsaw.Foundation) for move in match.legal_moves())


SEED = next(seed for seed in range(100) if can_found(seed))


def discard_app():
    """The app on the position before a draw above 3 cards."""
    match = warsaw.new_game(players=3, seed=SEED)
    for _ in range(match.players):
        match.play(warsaw.KeepNorm(match.state.seats[match.current_player].dealt[0]))
    match.play(warsaw.Delegate("L4"))
    while match.current_player != match.state.first:
        match.play(warsaw.Pass())
    match.play(warsaw.Delegate("U2"))
    return GameApp(match, WarsawGameBoard)


def position_app():
    """The app on the position, made after the moves: a board drawn before a page shows it would miss them."""
    match = warsaw.new_game(players=3, seed=SEED)
    set_up(match)
    return GameApp(match, WarsawGameBoard)
