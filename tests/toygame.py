"""A tiny two-to-three-player game that exercises the whole engine contract (tests only, never shipped).

Each seat holds a secret hand of number tiles dealt from the seed. On a turn, a seat puts one tile on an
empty cell of a 3x3 grid (rule T-PLACE-1: the cell must be empty; T-PLACE-2: the tile must be in your
hand), or passes when it cannot. A tile scores its number, plus 1 for each orthogonal neighbour already
owned by the same seat. The game ends when the grid is full or every hand is empty.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from gamekit.core import IllegalMove, Match, Score, check_choice, rng

CELLS = tuple((x, y) for y in range(3) for x in range(3))


@dataclass(frozen=True, slots=True)
class Put:
    cell: tuple[int, int]
    tile: int

    def __str__(self) -> str:
        return f"put {self.tile} on {self.cell}"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class State:
    seed: int
    players: int
    turn: int
    hands: tuple[frozenset[int], ...]
    board: tuple[tuple[tuple[int, int], int, int], ...]  # (cell, seat, tile)
    points: tuple[int, ...]  # running tally, checked against the sheet


class ToyRules:
    name = "toy"
    moves = {"Put": Put, "Pass": Pass}
    move_rule = "T-PLACE-1"

    def initial_state(self, players, seed, handsize=4):
        tiles = list(range(1, 3 * handsize + 1))
        rng(seed, "deal").shuffle(tiles)
        hands = tuple(frozenset(tiles[s * handsize : (s + 1) * handsize]) for s in range(players))
        return State(seed, players, 0, hands, (), (0,) * players)

    def current_player(self, state):
        return state.turn % state.players

    def candidate_moves(self, state):
        """Every move of the right shape, legal or not (the conformance tests sort them)."""
        return [Pass()] + [Put(c, t) for c in CELLS for t in range(1, 13)]

    def legal_moves(self, state):
        if self.is_over(state):
            return []
        seat = self.current_player(state)
        free = [c for c in CELLS if c not in self._owners(state)]
        moves = [Put(c, t) for c in free for t in sorted(state.hands[seat])]
        return moves or [Pass()]

    def why_illegal(self, state, move):
        if self.is_over(state):
            return IllegalMove("The game is over.", "T-END-1")
        seat = self.current_player(state)
        if isinstance(move, Pass):
            if state.hands[seat] and len(state.board) < len(CELLS):
                return IllegalMove("You may pass only when you cannot put a tile.", "T-PASS-1")
            return None
        if not isinstance(move, Put) or move.cell not in CELLS:
            return IllegalMove(f"{move!r} is not a move of this game.", "T-PLACE-1")
        if move.cell in self._owners(state):
            return IllegalMove(f"Cell {move.cell} is already taken.", "T-PLACE-1")
        if move.tile not in state.hands[seat]:
            return IllegalMove(f"Tile {move.tile} is not in your hand.", "T-PLACE-2")
        return None

    def apply(self, state, move):
        seat = self.current_player(state)
        if isinstance(move, Pass):
            return dataclasses.replace(state, turn=state.turn + 1)
        gain = move.tile + self._bonus(state, move.cell, seat)
        hands = tuple(h - {move.tile} if s == seat else h for s, h in enumerate(state.hands))
        points = tuple(p + gain if s == seat else p for s, p in enumerate(state.points))
        board = state.board + ((move.cell, seat, move.tile),)
        return State(state.seed, state.players, state.turn + 1, hands, board, points)

    def score(self, state, seat=None, reveal=None):
        """No row depends on a hand, so every seat sees the same sheet."""
        sheet = []
        for seat in range(state.players):
            tiles = bonus = 0
            for i, (cell, owner, tile) in enumerate(state.board):
                if owner == seat:
                    tiles += tile
                    earlier = State(state.seed, state.players, 0, state.hands, state.board[:i], state.points)
                    bonus += self._bonus(earlier, cell, seat)
            sheet.append((tiles, bonus))
        return Score(("tiles", "neighbours"), tuple(sheet), totals=state.points)

    def is_over(self, state):
        return len(state.board) == len(CELLS) or not any(state.hands)

    def view(self, state, seat):
        return {
            "board": [list(c) + [s, t] for c, s, t in state.board],
            "seats": [
                {"hand": sorted(h) if s == seat else None, "hand_size": len(h)} for s, h in enumerate(state.hands)
            ],
        }

    def secrets(self, state, seat):
        return {"hand": sorted(state.hands[seat])}

    def resample(self, state, seat, rnd):
        """The other seats' hands dealt again from every tile `seat` has not seen."""
        handsize = (sum(map(len, state.hands)) + len(state.board)) // state.players
        seen = state.hands[seat] | {tile for _, _, tile in state.board}
        unseen = sorted(set(range(1, 3 * handsize + 1)) - seen)
        rnd.shuffle(unseen)
        hands = []
        for s, hand in enumerate(state.hands):
            hands.append(hand if s == seat else frozenset(unseen[: len(hand)]))
            unseen = unseen if s == seat else unseen[len(hand) :]
        return dataclasses.replace(state, hands=tuple(hands))

    def _owners(self, state):
        return {cell: owner for cell, owner, _ in state.board}

    def _bonus(self, state, cell, seat):
        owners = self._owners(state)
        x, y = cell
        return sum(owners.get(n) == seat for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))


RULES = ToyRules()


PLAYER_COUNTS = (2, 3)


def new_game(players=2, seed=0, handsize=4):
    check_choice("players", players, (2, 3))
    check_choice("handsize", handsize, (2, 3, 4))
    return Match(RULES, players, seed, {"handsize": handsize})
