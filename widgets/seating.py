"""Computer players at a board (issue 15 point 5): `Seating` puts a person ("you", at this screen) or a bot of
`gamekit.bots` in each seat of a match, and plays the bots' turns, the same for every game.

    seating = Seating(match, ["you", "greedy"], names=["Blue", "Grey"], status=status, pause=0.6)
    seating.play_on()          # a computer to move plays (after that, every change is followed)

After every change, while the seat to move is a bot and the game is not over, the status line says "Grey (computer,
greedy) is thinking…" and, `pause` seconds later, the bot chooses from `match.seat_view(seat)` alone (never the
state) and its move is played. In a live kernel the move is scheduled on the kernel's asyncio loop, so the page
repaints between two computer moves. With `pause=0`, or where no loop runs (a script, a test), the computer answers
as soon as the person's action is over: a Match refuses changes while it tells its subscribers of one, and every
click, key and button of the kit runs inside the status line's guard, so `SettlingStatus` calls back when the
outermost one ends (a script that plays on the match itself calls `settle()`).

Undo takes back to a person's last turn: an undo that leaves a computer to move undoes once more (the computer's
moves, then the person's own). Redo plays the person's move again and the computer answers afresh (a random or
greedy bot chooses the same move again: its choice depends on its seed and the public position only). While a
computer is to move, the board marks no place and refuses a person's move (the board's `guide` protocol).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeAlias

from gamekit import Match, bots
from gamekit.i18n import N_, _
from widgets.ui import StatusLine, kernel_loop

PERSON = "you"  # a seat played by a person at this screen
CHOICES = (PERSON, *bots.NAMES)
Seat: TypeAlias = str | bots.Bot  # "you", a bot's name, or a bot itself (a test's spy, a search with its own budget)


class SettlingStatus(StatusLine):
    """A status line that also tells `on_settled` listeners when the outermost guarded action is over: a click, a key,
    a button, with every change it made and every notification of it."""

    def __init__(self) -> None:
        super().__init__()
        self.on_settled: list[Callable[[], None]] = []
        self._depth = 0

    @property
    def busy(self) -> bool:
        """Inside a guarded action (its listeners will be told when it ends)."""
        return self._depth > 0

    @contextlib.contextmanager
    def catching(self, where: str) -> Iterator[None]:
        self._depth += 1
        try:
            with super().catching(where):
                yield
        finally:
            self._depth -= 1
        if self._depth == 0:
            for listener in list(self.on_settled):
                listener()


class Seating:
    """Who plays each seat of one match, and the computer's turns. `players` holds "you" or a bot (by name, or the
    bot itself) per seat; `names` the seats' names as the board writes them."""

    def __init__(
        self,
        match: Match,
        players: Sequence[Seat],
        *,
        names: Sequence[str],
        status: SettlingStatus,
        pause: float = 0.6,
        on_seated: Callable[[], None] | None = None,
    ):
        if len(players) != match.players:
            raise ValueError(f"this game has {match.players} seats, so players needs {match.players} entries")
        self.match = match
        self.names = list(names)
        self.status = status
        self.pause = pause
        self.on_seated = on_seated  # told when a seat has another player, before that player's turn is planned
        self.bots: list[bots.Bot | None] = [self._bot(entry, seat) for seat, entry in enumerate(players)]
        self._due: tuple[Any, str] | None = None  # (the state, "answer" or "back") waiting for `settle`
        self._settling = False
        self._attached = True
        self._unsubscribe = match.subscribe(status.guard(self._changed, N_("seating the computer players"), page=False))
        status.on_settled.append(self.settle)

    # --- who sits where ---------------------------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        """Each seat's player: "you" or the bot's name."""
        return [PERSON if bot is None else bot.name for bot in self.bots]

    @property
    def people(self) -> list[int]:
        """The seats played by people at this screen."""
        return [seat for seat, bot in enumerate(self.bots) if bot is None]

    @property
    def pinned(self) -> int | None:
        """The one person's seat when computers hold every other one (the board shows that seat's side), else None."""
        people = self.people
        return people[0] if len(people) == 1 and len(self.bots) > 1 else None

    def is_bot(self, seat: int) -> bool:
        return self.bots[seat] is not None

    def label(self, seat: int) -> str:
        """The seat's name, with "(computer, greedy)" after a bot's: for the status line and the move log."""
        bot = self.bots[seat]
        if bot is None:
            return self.names[seat]
        return _("{name} (computer, {kind})").format(name=self.names[seat], kind=bots.shown_name(bot.name))

    def reseat(self, seat: int, player: Seat) -> None:
        """Put another player in `seat`, in the middle of a game: the game goes on, and a bot to move plays."""
        self.bots[seat] = self._bot(player, seat)
        if self.on_seated is not None:
            self.on_seated()
        self.play_on()

    def play_on(self) -> None:
        """If a computer is to move, schedule its move (a new game, a re-seat: later changes are followed)."""
        self._plan("answer")

    # --- the board's guide protocol: a person waits while a computer is to move -------------------------
    def refusal(self, move: Any) -> str | None:
        seat = self.match.current_player
        if self.match.is_over or not self.is_bot(seat):
            return None
        return _("{name} is to move: wait for its move.").format(name=self.label(seat))

    def wants(self, targets: Sequence[Any]) -> list:
        return [] if not self.match.is_over and self.is_bot(self.match.current_player) else list(targets)

    # --- the computer's turns ----------------------------------------------------------------------------
    def settle(self) -> None:
        """Do now what the computers have to do (play their turns, or take an undo back to a person's turn)."""
        if self._settling or self.match.notifying:  # a Match refuses changes while it tells its subscribers of one
            return
        self._settling = True
        try:
            while self._attached and self._due is not None and self._due[0] is self.match.state:
                _, kind = self._due
                self._due = None
                with self.status.catching(N_("the computer's move")):
                    self._act(kind)
        finally:
            self._settling = False

    def detach(self) -> None:
        """Stop playing for this match (a loaded game replaces it); a move still scheduled is dropped."""
        self._unsubscribe()
        if self.settle in self.status.on_settled:
            self.status.on_settled.remove(self.settle)
        self._due, self._attached = None, False

    def _changed(self, match: Match) -> None:
        self._plan("back" if match.last_change == "undo" else "answer")

    def _plan(self, kind: str) -> None:
        """After a change: if a computer is to move, say so and schedule its move (or the next undo)."""
        match = self.match
        if match.is_over or not self.is_bot(match.current_player) or (kind == "back" and not self.people):
            self._due = None
            return
        if kind == "answer":
            self.status.say(_("{name} is thinking…").format(name=self.label(match.current_player)))
        loop = kernel_loop()
        if self.pause > 0 and loop is not None:
            delay = self.pause if kind == "answer" else 0
            loop.call_later(delay, self.status.guard(self._timed, N_("the computer's move")), match.state, kind)
            return
        self._due = (match.state, kind)
        if not self._settling and not self.status.busy:
            self.settle()  # outside any action (a new game, a re-seat from code): nothing else will call it

    def _timed(self, state: Any, kind: str) -> None:
        if self._attached and state is self.match.state:  # nothing changed meanwhile (an undo, a loaded game…)
            self._act(kind)

    def _act(self, kind: str) -> None:
        match = self.match
        seat = match.current_player
        bot = self.bots[seat]
        if match.is_over or bot is None:
            return
        if kind == "back":
            if match.can_undo:
                match.undo()
                return
            while match.can_redo and not match.is_over and self.is_bot(match.current_player):
                match.redo()  # only the computers' first moves were behind: they stand
            self.status.say(_("There is no move of yours to take back yet."))
            return
        match.play(bot.choose(match.seat_view(seat)))

    @staticmethod
    def _bot(player: Seat, seat: int) -> bots.Bot | None:
        if isinstance(player, bots.Bot):
            return player
        if player == PERSON:
            return None
        if player not in bots.NAMES:
            raise ValueError(f"a seat is {' or '.join(map(repr, CHOICES))} (or a bot), not {player!r}")
        return bots.make(player, seed=seat)
