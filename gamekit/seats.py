"""What one seat may know of a match, and nothing else: the `SeatView` that bots (and a board showing one player's
side) read the game through, and `Redacted`, a move as the other seats see it when the move itself is secret.

    sv = match.seat_view(seat)
    sv.view, sv.legal_moves(), sv.history, sv.preview(move), sv.score()
    other = sv.sample(rng)        # a full Match, what the seat cannot know drawn again (rules.resample)

A seat view is a snapshot: it shows the match as it stood when it was made. Its history is public: a game whose
moves can hide something (a card discarded face down, a norm kept in secret) says so with the rules hook
`public_move(state, move, seat)`, and the other seats see the move redacted.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gamekit.errors import IllegalMove
from gamekit.i18n import _
from gamekit.moveshape import refusal

if TYPE_CHECKING:
    from gamekit.core import Match, Rules, Score

SEED_RANGE = 2**31  # a sampled match's seed is drawn from the sampler, never the real game's seed


@dataclass(frozen=True, slots=True)
class Redacted:
    """A move whose content is secret from the seat looking at the history: its kind ("Discard") and what everyone
    may read of it ("discard a card")."""

    kind: str
    text: str

    @classmethod
    def of(cls, move: object) -> Redacted:
        """`move` with its content hidden; its `str` must already tell no secret."""
        return cls(type(move).__name__, str(move))

    def __str__(self) -> str:
        return self.text


def public_move(rules: Rules, state: Any, move: Any, seat: int) -> Any:
    """`move`, played from `state`, as `seat` may see it: the rules' hook `public_move` where the game has one,
    else the move itself (every move of the game is played in the open)."""
    hook = getattr(rules, "public_move", None)
    return move if hook is None else hook(state, move, seat)


class SeatView:
    """One seat's read-only view of a match at one moment: what it sees (`view`), its legal moves when it is its
    turn, the public history, previews and scores as it may see them, and samples of what it cannot know."""

    def __init__(self, match: Match, seat: int):
        if type(seat) is not int or not 0 <= seat < match.players:
            raise ValueError(f"seat must be a whole number from 0 to {match.players - 1}, not {seat!r}")
        self._seat = seat
        self._rules = match.rules
        self._players = match.players
        self._options = dict(match.options)
        self._state = match.state
        self._states = [match.state_after(ply) for ply in range(len(match.history))]
        self._moves = match.history

    # --- what the seat may know ----------------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self._seat

    @property
    def rules(self) -> Rules:
        """The game's rules object (stateless): its fast path `apply` and `random_move` serve searches on samples."""
        return self._rules

    @property
    def game(self) -> str:
        return self._rules.name

    @property
    def players(self) -> int:
        return self._players

    @property
    def options(self) -> Mapping[str, Any]:
        """The game's options (variant and the like: public, they are on the table); never its seed."""
        return dict(self._options)

    @property
    def ply(self) -> int:
        """How many moves have been played (public: the length of the history)."""
        return len(self._moves)

    @property
    def current_player(self) -> int:
        return self._rules.current_player(self._state)

    @property
    def is_over(self) -> bool:
        return self._rules.is_over(self._state)

    @property
    def my_turn(self) -> bool:
        return not self.is_over and self.current_player == self._seat

    @functools.cached_property
    def view(self) -> dict:
        """What the seat sees, as plain JSON data (`rules.view(state, seat)`)."""
        return self._rules.view(self._state, self._seat)

    @functools.cached_property
    def history(self) -> tuple[Any, ...]:
        """The moves played, in order, as this seat may see them: a secret move of another seat is `Redacted`."""
        return tuple(
            public_move(self._rules, before, move, self._seat) for before, move in zip(self._states, self._moves)
        )

    def legal_moves(self) -> list[Any]:
        """The seat's legal moves: empty unless it is this seat's turn."""
        return list(self._legal) if self.my_turn else []

    def score(self) -> Score:
        """The sheet as this seat may see it (its own secrets and no one else's until the game is over)."""
        return self._rules.score(self._state, self._seat)

    def preview(self, move: Any) -> Score:
        """The sheet after this seat's `move`, as it may see it; a preview never reveals a secret. Raises
        IllegalMove unless the move is legal for this seat now."""
        if not self.my_turn:
            if self.is_over:
                reason = _("Player {number} has no move to preview: the game is over.").format(number=self._seat + 1)
            else:
                reason = _("Player {number} has no move to preview: it is player {other}'s turn.").format(
                    number=self._seat + 1, other=self.current_player + 1
                )
            raise IllegalMove(reason, self._rules.move_rule)
        if move not in self._legal_set:
            rules, state = self._rules, self._state
            err = refusal(
                move, rules.moves.values(), rules.name, rules.move_rule, lambda: rules.why_illegal(state, move)
            )
            raise err or IllegalMove(_("{move} is not a legal move now.").format(move=move), rules.move_rule)
        return self._rules.score(self._rules.apply(self._state, move), self._seat, reveal=False)

    # --- what the seat cannot know, drawn again ---------------------------------------------------------
    def sample_state(self, rnd: random.Random) -> Any:
        """A state this seat cannot tell from the real one: everything it cannot know drawn again with `rnd`
        (`rules.resample`), consistent with what it knows. For a search, through the rules' fast path."""
        return self._rules.resample(self._state, self._seat, rnd)

    def sample(self, rnd: random.Random) -> Match:
        """A full Match from `sample_state(rnd)`: it plays, previews and scores like any other (its history starts
        there, and its seed is drawn from `rnd`, not the real game's)."""
        from gamekit.core import Match

        state = self.sample_state(rnd)
        return Match.at(self._rules, state, self._players, rnd.randrange(SEED_RANGE), self._options)

    # --- inside --------------------------------------------------------------------------------------
    @functools.cached_property
    def _legal(self) -> Sequence[Any]:
        return tuple(self._rules.legal_moves(self._state))

    @functools.cached_property
    def _legal_set(self) -> frozenset[Any]:
        return frozenset(self._legal)

    def __repr__(self) -> str:
        return f"<{self.game} seat view: player {self._seat + 1} of {self._players}, {len(self._moves)} moves played>"
