"""The side panel of the Warsaw game board: the round and phase track, the buttons (Pass, End realisation, Do
not answer, the norms to keep, the card functions), the realisation tool with its payment, the hand behind
"show my hand" with its card picker, the urban tasks and every player's things (W-PASS-1, W-BUILD-6,
W-FUNC-1..5, W-SETUP-11, W-NORM-6). The board tells it what to show; it plays moves through `play`.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as ipw

from gamekit.warsaw import CARDS, Decline, EndRealisation, KeepNorm, Pass, UseFunction
from widgets.palette import seat_style
from widgets.ui import StatusLine
from widgets.warsaw_game_text import secret_html, seats_html, tasks_html, track_html
from widgets.warsaw_picture import KIND_LETTERS

TOOLS = {  # what a click in realisation does, and how it is paid (W-BUILD-1, W-METRO-1, W-BRIDGE-1)
    "build concrete": "build: 1 F + 1 C", "build rubble": "build: 1 F + 2 R",
    "metro fund": "metro: 1 F", "metro free": "metro: free (Underpass)",
    "bridge mixed": "bridge: 1 F + 1 C + 1 R", "bridge rubble": "bridge: 1 F + 3 R",
    "bridge concrete": "bridge: 1 F + 2 C",
}


def _display(widget, visible: bool) -> None:
    widget.layout.display = "" if visible else "none"


def _button(words: str, css: str, **options) -> ipw.Button:
    """A button as wide as its words (each with its own layout: hiding one must not hide another)."""
    return ipw.Button(description=words, layout=ipw.Layout(width="auto"), **options).add_class(css)


class GamePanel:
    """The widgets beside the map. `show(...)` brings them up to date; `card` is the card picked for a
    foundation; `quiet` is True while the panel itself sets a picker (so the board does not redraw twice)."""

    def __init__(self, status: StatusLine, play: Callable[[object], None]):
        self.status, self.play = status, play
        self.card: int | None = None
        self.quiet = False
        toggle = {"style": {"button_width": "auto"}}
        self.tool = ipw.ToggleButtons(options=[(words, key) for key, words in TOOLS.items()],
                                      **toggle).add_class("gk-tool")
        self.card_picker = ipw.ToggleButtons(**toggle).add_class("gk-cards")
        self.show_hand = _button("show my hand", "gk-show-hand", icon="eye")
        self.pass_button = _button("Pass (W-PASS-1)", "gk-pass")
        self.end_button = _button("End realisation (W-BUILD-6)", "gk-end")
        self.decline_button = _button("Do not answer (W-FUNC-4)", "gk-decline")
        self.clear_button = _button("Clear only the chosen hex", "gk-clear-one")
        for button, move in ((self.pass_button, Pass()), (self.end_button, EndRealisation()),
                             (self.decline_button, Decline())):
            button.on_click(status.guard(lambda _, move=move: play(move), str(move)))
        self.norm_buttons: dict[int, ipw.Button] = {}
        self.function_buttons: dict[int, ipw.Button] = {}
        self.norm_box, self.function_box = ipw.VBox(), ipw.VBox()
        self.track, self.hand, self.seats, self.tasks = (ipw.HTML().add_class(f"gk-{name}")
                                                         for name in ("track", "hand", "seats", "tasks"))
        buttons = ipw.HBox([self.pass_button, self.end_button, self.decline_button, self.clear_button],
                           layout=ipw.Layout(flex_flow="row wrap"))
        self.widget = ipw.VBox([self.track, buttons, self.tool, self.show_hand, self.hand, self.card_picker,
                                self.norm_box, self.function_box, self.tasks, self.seats],
                               layout=ipw.Layout(width="460px", flex="0 0 auto"))

    def set_quietly(self, widget, **values) -> None:
        """Set a picker's traits without the redraw a player's choice makes (the caller redraws)."""
        self.quiet = True
        try:
            for name, value in values.items():
                setattr(widget, name, value)
        finally:
            self.quiet = False

    def show(self, state, *, live: bool, shown: bool, moves: list, clearing_one: bool) -> None:
        """Show `state` (live: the present, not a look back). `shown`: the hand of the player to play is
        revealed; `moves`: the legal moves; `clearing_one`: one rubble hex is chosen for a clearing field."""
        phase, who = state.phase, seat_style(state.current).name
        playing, window = live and phase != "over", bool(state.window)
        self.track.value, self.tasks.value, self.seats.value = track_html(state), tasks_html(state), seats_html(state)
        self.show_hand.description = f"{who}: show my hand"
        _display(self.show_hand, playing and not shown)
        self.hand.value = secret_html(state, state.current) if shown else (
            f"<i>{who}'s hand and norm are hidden until {who} presses the button.</i>" if playing else "")
        hand = state.seats[state.current].hand if shown and phase == "planning" and not window else ()
        if self.card not in hand:
            self.card = hand[0] if hand else None
        options = tuple((f"{KIND_LETTERS[CARDS[c].kind]} #{c}", c) for c in hand)
        if tuple(self.card_picker.options) != options or self.card_picker.value != self.card:
            self.set_quietly(self.card_picker, options=options, value=self.card)
        _display(self.card_picker, bool(hand))
        for widget in (self.tool, self.end_button):
            _display(widget, playing and phase == "realisation" and not window)
        _display(self.pass_button, playing and phase == "planning" and not window)
        _display(self.decline_button, playing and window)
        _display(self.clear_button, clearing_one)
        self.norm_buttons = self._buttons(self.norm_buttons, self.norm_box, [
            m.norm for m in moves if isinstance(m, KeepNorm)] if shown else [], lambda n: f"Keep norm {n}", KeepNorm)
        seat = state.seats[state.current]
        usable = {m.card for m in moves if isinstance(m, UseFunction)}
        cards = [c for c in seat.realised if CARDS[c].function.kind in ("once", "reaction") and c not in seat.used]
        self.function_buttons = self._buttons(
            self.function_buttons, self.function_box, cards if playing else [],
            lambda c: f"{'✓ ' if c in usable else ''}use #{c}: {CARDS[c].function.name.split(':')[0]}", UseFunction)

    def _buttons(self, old, box, keys, words, move):
        """One button per key (a norm, a card), made again only when the keys change."""
        if list(old) == list(keys):
            for key, button in old.items():
                button.description = words(key)
            return old
        buttons = {}
        for key in keys:
            button = _button(words(key), "gk-use" if move is UseFunction else "gk-keep")
            button.on_click(self.status.guard(lambda _, key=key: self.play(move(key)), str(move(key))))
            buttons[key] = button
        box.children = tuple(buttons.values())
        return buttons
