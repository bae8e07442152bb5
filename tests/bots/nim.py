"""A tiny perfect-information game for the search tests (tests only): a pile of stones, each turn take 1 or 2
(rule N-TAKE-1), and whoever takes the last stone wins. The winning move leaves a multiple of 3, which no score
shows before the end: only a search that looks ahead finds it."""

from dataclasses import dataclass

from gamekit.core import IllegalMove, Match, Score


@dataclass(frozen=True, slots=True)
class Take:
    stones: int

    def __str__(self) -> str:
        return f"take {self.stones}"


@dataclass(frozen=True, slots=True)
class State:
    pile: int
    turn: int
    last: int | None = None  # who took the last stone


class NimRules:
    name = "nim"
    moves = {"Take": Take}
    move_rule = "N-TAKE-1"

    def initial_state(self, players, seed, pile=7):
        return State(pile, 0)

    def current_player(self, state):
        return state.turn % 2

    def legal_moves(self, state):
        return [Take(n) for n in (1, 2) if n <= state.pile]

    def why_illegal(self, state, move):
        if move not in self.legal_moves(state):
            return IllegalMove("Take 1 or 2 stones, no more than the pile holds.", "N-TAKE-1")
        return None

    def apply(self, state, move):
        last = self.current_player(state) if move.stones == state.pile else None
        return State(state.pile - move.stones, state.turn + 1, last)

    def random_move(self, state, rnd):
        return rnd.choice(self.legal_moves(state))

    def score(self, state, seat=None, reveal=None):
        return Score(("last stone",), tuple((int(state.last == s),) for s in range(2)))

    def is_over(self, state):
        return state.pile == 0

    def view(self, state, seat):
        return {"pile": state.pile, "seats": [{}, {}]}

    def secrets(self, state, seat):
        return {}

    def resample(self, state, seat, rnd):
        return state


RULES = NimRules()


def new_game(pile=7):
    return Match(RULES, 2, 0, {"pile": pile})
