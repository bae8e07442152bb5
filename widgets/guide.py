"""Guided mode for any board, as in Board Game Arena's tutorials: a short script of steps that the learner plays on the
live board. The board marks only where the step acts, checks each try, explains a wrong one (in terms of the rule)
without playing it, and moves on to the next step once the right move is played.

    guide = Guide(app, [
        Step("Bid 1 on neighbourhood C8, next to the river.", expect=is_move(Bid("C8", 1)), targets=("C8",)),
        Step("Now Grey outbids you: bid 3 next to it.", expect=bid_next_to("C8")),
    ], title="The rulebook's first auction")
    guide                     # shows the steps above the board

A wrong but legal try is refused by the guide (the game does not change) with the step's explanation; an illegal try
is refused by the game as always, with its rule ID. Undo steps back through the script too.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as ipw

from gamekit.i18n import N_, _
from widgets.ui import Shown


@dataclass(frozen=True)
class Step:
    """One step of a guided script: what to do (`say`), whether a move is the one asked for (`expect`: None when it
    is, else why not), where to act (`targets`, highlighted on the board: None, wherever is legal; empty, nowhere on
    the board, for a step played with a button), and what to say once it is done (`done`)."""

    say: str
    expect: Callable[[Any], str | None]
    targets: tuple | None = None
    done: str = ""


def is_move(wanted: Any, why: str = "") -> Callable[[Any], str | None]:
    """An `expect` for exactly one move; `why` says what is wrong with any other (default: which move is asked)."""
    return lambda move: (
        None
        if move == wanted
        else (why or _("This step asks for {wanted}, not {move}.").format(wanted=wanted, move=move))
    )


class Guide(Shown):
    """A script of steps steering one board (`board`, or the board of a GameApp); shows its steps above the widget."""

    def __init__(self, app: Any, steps: Sequence[Step], *, title: str = N_("Guided steps")) -> None:
        self.board = getattr(app, "board", app)
        self.match = self.board.match
        self.steps = tuple(steps)
        self.title = _(title) if title else title
        self.start = len(self.match.history)  # the script begins at the position the board shows now
        self.panel = ipw.HTML().add_class("gk-guide")
        self.restart_button = ipw.Button(
            description=_("Start the steps again"),
            icon="undo",
            tooltip=_("Undo every move played since the first step"),
        )
        self.restart_button.on_click(self.board.status.guard(lambda _event: self.restart(), N_("restarting the steps")))
        self.widget = ipw.VBox([self.panel, self.restart_button, app.widget]).add_class("gk-guided")
        self.board.guide = self
        self._unsubscribe = self.match.subscribe(
            self.board.status.guard(lambda _event: self.show(), N_("the guided steps"), page=False)
        )
        self.show()
        self.board.refresh()

    @property
    def current(self) -> int:
        """The index of the step to play now (len(steps) once the script is done)."""
        return min(max(len(self.match.history) - self.start, 0), len(self.steps))

    @property
    def finished(self) -> bool:
        return self.current == len(self.steps)

    def refusal(self, move: Any) -> str | None:
        """Why the guide refuses `move` now (it is not what the step asks), or None (the board plays it)."""
        if self.finished or len(self.match.history) < self.start:
            return None
        why = self.steps[self.current].expect(move)
        return None if why is None else _("Not this step: {why}").format(why=why)

    def wants(self, targets: Iterable[Any]) -> list:
        """The targets to highlight now: the step's own, among the legal ones (all of them for a step with None)."""
        targets = list(targets)
        if self.finished or self.steps[self.current].targets is None:
            return targets
        named = set(self.steps[self.current].targets)
        return [t for t in targets if t in named]

    def restart(self) -> None:
        """Undo every move played since the first step."""
        while len(self.match.history) > self.start and self.match.can_undo:
            self.match.undo()

    def show(self) -> None:
        """Draw the steps: ✓ the ones done, ▶ the one to play, the rest in grey."""
        now = self.current
        items = []
        for i, step in enumerate(self.steps):
            text = html.escape(step.say)
            if i < now:
                extra = f" <i>{html.escape(step.done)}</i>" if step.done else ""
                items.append(f"<li>✓ {text}{extra}</li>")
            elif i == now:
                items.append(f"<li><b>▶ {text}</b></li>")
            else:
                items.append(f'<li style="color:#666">{text}</li>')
        done = _("All steps done.")
        end = f"<p>✓ <b>{done}</b></p>" if self.finished else ""
        where = _("(step {number} of {count})").format(number=min(now + 1, len(self.steps)), count=len(self.steps))
        self.panel.value = (
            f'<div role="region" aria-label="{html.escape(self.title)}"><b>{html.escape(self.title)}'
            f"</b> {where}"
            f'<ol style="list-style:none;padding-left:0.5em">{"".join(items)}</ol>{end}</div>'
        )

    def detach(self) -> None:
        """Stop steering the board."""
        self._unsubscribe()
        self.board.guide = None
        self.board.refresh()
