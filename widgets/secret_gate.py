"""The secret gate of every board (hot seat): a game whose seats keep something secret names it in `secret` ("goals",
"hand"), and its board gets a "show my …" toggle (`secret_button`). `viewer` is the seat whose secrets may be drawn
now: None until the seat on turn presses the toggle, and None again after any change of seat, undo, redo or look back.
A game's `render` and hints show secrets only for `viewer`; `on_viewer` listeners (the score panel) follow it.

A mixin of `widgets.board.BoardView`, which provides `match`, `status`, `shown_ply`, `seat`, `refresh` and
`_looking_back`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as ipw

from gamekit.i18n import N_, _, pgettext


def secret_words(secret: str) -> str:
    """What a seat keeps secret ("hand", "goals", "markers"), in the current language, as the button names it."""
    words = {
        "hand": pgettext("show my …", "hand"),
        "goals": pgettext("show my …", "goals"),
        "markers": pgettext("show my …", "markers"),
    }
    return words.get(secret, secret)


class SecretGate:
    """The "show my …" toggle and the seat it shows secrets to."""

    secret: str | None = None  # what each seat keeps secret ("goals", "hand"): adds a "show my …" button; a board
    # whose game hides nothing in some set-ups (a solo game, a variant) sets `self.secret = None` before __init__
    match: Any
    status: Any
    shown_ply: int | None
    seat: Callable[[int], Any]
    refresh: Callable[[], None]
    _looking_back: Callable[[], bool]

    def make_secret_button(self) -> None:
        """Make the toggle (hidden when the game keeps no secret) and start with nobody's secrets shown."""
        self.viewer: int | None = None  # the seat whose secrets are shown (hot seat: only after it asks)
        self.pinned: int | None = None  # the one person at this screen, computers in the other seats (`pin`)
        self.on_viewer: list[Callable[[int | None], None]] = []  # told when `viewer` changes (the score panel)
        self.secret_button = ipw.ToggleButton(
            icon="eye",
            tooltip=_("Show or hide the secrets of the seat on turn, for its eyes only"),
            layout=ipw.Layout(width="auto"),
        ).add_class("gk-secret")
        self.secret_button.layout.display = None if self.secret else "none"
        self.secret_button.observe(self.status.guard(self._secret_pressed, N_("showing the secrets")), "value")

    def handover(self) -> str:
        """The hot-seat hand-over, for the status line: in a game where seats keep secrets, the seat on turn is told
        to take the screen and ask for its secrets ("" when there is nothing to hand over)."""
        if self.secret is None or self.match.is_over or self.shown_ply is not None or self.viewer is not None:
            return ""
        name = self.seat(self.match.current_player).name
        words = _("Pass the screen to {name}. {name}: press “show my {secret}” when only you can see it.")
        return " " + words.format(name=name, secret=secret_words(self.secret))

    def reveal(self) -> None:
        """Show the secrets of the seat on turn, and only to it (what its "show my …" button does)."""
        if self._looking_back():
            self._set_viewer(None)
        elif self.match.is_over:
            self.status.say(_("The game is over: every secret is on the table."))
            self._set_viewer(None)
        else:
            self._set_viewer(self.match.current_player)

    def pin(self, seat: int | None) -> None:
        """Keep `seat`'s secrets shown all game long (one person at this screen, the computers in the other seats),
        or, with None, go back to hot seat."""
        self.pinned = seat
        if seat is not None and self.shown_ply is None and not self.match.is_over and self.viewer != seat:
            self._set_viewer(seat)

    def hide(self) -> None:
        """Hide every secret again (pass the screen on)."""
        self._set_viewer(None)

    def _set_viewer(self, seat: int | None, *, redraw: bool = True) -> None:
        """Show `seat`'s secrets (None: nobody's). With `redraw=False` the caller redraws the board next, which shows
        the button after the board's own news (a click's answer reaches the page first)."""
        if seat == self.viewer:
            if redraw:
                self._show_secret_button()
            return
        self.viewer = seat
        for listener in self.on_viewer:
            listener(seat)
        if redraw:
            self.refresh()

    def _secret_pressed(self, change: dict) -> None:
        if change["new"] and self.viewer is None:
            self.reveal()
        elif not change["new"] and self.viewer is not None:
            self.hide()

    def _show_secret_button(self) -> None:
        """The button says whose secrets it shows or hides, and is pressed exactly while they are shown."""
        if self.secret is None:
            return
        seat = self.match.current_player if self.viewer is None else self.viewer
        name = self.seat(seat).name
        words = _("{name}: hide my {secret}") if self.viewer is not None else _("{name}: show my {secret}")
        self.secret_button.description = words.format(name=name, secret=secret_words(self.secret))
        self.secret_button.disabled = self.match.is_over or self.shown_ply is not None
        self.secret_button.value = self.viewer is not None
