"""The side panel of the Warsaw game board: the round and phase track, the buttons (Pass, End realisation, Do
not answer, the norms to keep, the card functions, the cards to discard above the limit of 3), the realisation
tool with its payment, the hand behind the board kit's "show my hand" toggle with its card picker, the urban
tasks and every player's things (W-PASS-1, W-BUILD-6, W-FUNC-1, W-FUNC-3, W-FUNC-4, W-FUNC-5, W-SETUP-11,
W-NORM-6, W-LIMIT-1, W-GAP-11). The board tells it what to show; it plays moves through `play`.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as ipw

from gamekit.i18n import N_, _
from gamekit.warsaw import CARDS, Decline, Discard, EndRealisation, KeepNorm, Pass, UseFunction
from gamekit.warsaw.words import player
from widgets.ui import StatusLine
from widgets.warsaw.game_text import seats_html, secret_html, tasks_html, track_html
from widgets.warsaw.picture import KIND_LETTERS

TOOLS = {  # what a click in realisation does, and how it is paid (W-BUILD-1, W-METRO-1, W-BRIDGE-1)
    "build concrete": N_("build: 1 F + 1 C"),
    "build rubble": N_("build: 1 F + 2 R"),
    "metro fund": N_("metro: 1 F"),
    "metro free": N_("metro: free (Underpass)"),
    "bridge mixed": N_("bridge: 1 F + 1 C + 1 R"),
    "bridge rubble": N_("bridge: 1 F + 3 R"),
    "bridge concrete": N_("bridge: 1 F + 2 C"),
}


BUTTON_CLASSES = {KeepNorm: "gk-keep", UseFunction: "gk-use", Discard: "gk-discard"}


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
        self.tool = ipw.ToggleButtons(options=[(_(words), key) for key, words in TOOLS.items()], **toggle).add_class(
            "gk-tool"
        )
        self.card_picker = ipw.ToggleButtons(**toggle).add_class("gk-cards")
        self.pass_button = _button(_("Pass (W-PASS-1)"), "gk-pass")
        self.end_button = _button(_("End realisation (W-BUILD-6)"), "gk-end")
        self.decline_button = _button(_("Do not answer (W-FUNC-4)"), "gk-decline")
        self.clear_button = _button(_("Clear only the chosen hexes"), "gk-clear-one")
        for button, move in (
            (self.pass_button, Pass()),
            (self.end_button, EndRealisation()),
            (self.decline_button, Decline()),
        ):
            button.on_click(status.guard(lambda _, move=move: play(move), str(move)))
        self.norm_buttons: dict[int, ipw.Button] = {}
        self.function_buttons: dict[int, ipw.Button] = {}
        self.discard_buttons: dict[int, ipw.Button] = {}
        self.norm_box, self.function_box, self.discard_box = ipw.VBox(), ipw.VBox(), ipw.VBox()
        self.track, self.hand, self.seats, self.tasks = (
            ipw.HTML().add_class(f"gk-{name}") for name in ("track", "hand", "seats", "tasks")
        )
        buttons = ipw.HBox(
            [self.pass_button, self.end_button, self.decline_button, self.clear_button],
            layout=ipw.Layout(flex_flow="row wrap"),
        )
        self.widget = ipw.VBox(
            [
                self.track,
                buttons,
                self.tool,
                self.hand,
                self.discard_box,
                self.card_picker,
                self.norm_box,
                self.function_box,
                self.tasks,
                self.seats,
            ],
            layout=ipw.Layout(width="460px", flex="0 0 auto"),
        )

    def hold(self, secret_button: ipw.ToggleButton) -> None:
        """Put the board kit's "show my hand" toggle just above the hand it shows."""
        children = list(self.widget.children)
        children.insert(children.index(self.hand), secret_button)
        self.widget.children = tuple(children)

    def set_quietly(self, widget, **values) -> None:
        """Set a picker's traits without the redraw a player's choice makes (the caller redraws)."""
        self.quiet = True
        try:
            for name, value in values.items():
                setattr(widget, name, value)
        finally:
            self.quiet = False

    def show(self, state, *, live: bool, viewer: int | None, moves: list, clearing: tuple[str, int] | None) -> None:
        """Show `state` (live: the present, not a look back). `viewer`: the seat whose hand and norm are shown (the
        player to play, after asking), or None; `moves`: the legal moves; `clearing`: a clearing field waiting for
        its hexes, and how many are chosen."""
        phase, who = state.phase, player(state.current)
        playing = live and phase != "over"
        window, discarding = bool(state.window), playing and state.discarding is not None
        turn = playing and not window and not discarding  # the player's own moves, not an answer or a discard
        self.track.value, self.tasks.value, self.seats.value = track_html(state), tasks_html(state), seats_html(state)
        shown = viewer is not None
        self.hand.value = (
            secret_html(state, viewer)
            if shown
            else (
                _("<i>{who}'s hand and norm are hidden until {who} presses the button.</i>").format(who=who)
                if playing
                else ""
            )
        )
        seat = state.seats[state.current]
        hand = seat.hand if shown and turn and phase == "planning" else ()
        if self.card not in hand:
            self.card = hand[0] if hand else None
        options = tuple((f"{KIND_LETTERS[CARDS[c].kind]} #{c}", c) for c in hand)
        if tuple(self.card_picker.options) != options or self.card_picker.value != self.card:
            self.set_quietly(self.card_picker, options=options, value=self.card)
        _display(self.card_picker, bool(hand))
        for widget in (self.tool, self.end_button):
            _display(widget, turn and phase == "realisation")
        _display(self.pass_button, turn and phase == "planning")
        _display(self.decline_button, playing and window and not discarding)
        _display(self.clear_button, clearing is not None)
        if clearing is not None:
            field, chosen = clearing
            self.clear_button.description = (
                _("Take {field}, clearing only the chosen hex").format(field=field)
                if chosen
                else _("Take {field} and clear no rubble").format(field=field)
            )
        self.norm_buttons = self._buttons(
            self.norm_buttons,
            self.norm_box,
            [m.norm for m in moves if isinstance(m, KeepNorm)] if shown else [],
            lambda n: _("Keep norm {number}").format(number=n),
            KeepNorm,
        )
        self.discard_buttons = self._buttons(
            self.discard_buttons,
            self.discard_box,
            [m.card for m in moves if isinstance(m, Discard)] if shown else [],
            lambda c: _("Discard {letter} #{card} {name}").format(
                letter=KIND_LETTERS[CARDS[c].kind], card=c, name=_(CARDS[c].name)
            ),
            Discard,
        )
        usable = {m.card for m in moves if isinstance(m, UseFunction)}
        cards = [c for c in seat.realised if CARDS[c].function.kind in ("once", "reaction") and c not in seat.used]
        self.function_buttons = self._buttons(
            self.function_buttons,
            self.function_box,
            cards if playing and not discarding else [],
            lambda c: (
                ("✓ " if c in usable else "")
                + _("use #{card}: {function}").format(card=c, function=_(CARDS[c].function.name).split(":")[0])
            ),
            UseFunction,
        )

    def _buttons(self, old, box, keys, words, move):
        """One button per key (a norm, a card), made again only when the keys change."""
        if list(old) == list(keys):
            for key, button in old.items():
                button.description = words(key)
            return old
        buttons = {}
        for key in keys:
            button = _button(words(key), BUTTON_CLASSES[move])
            button.on_click(self.status.guard(lambda _, key=key: self.play(move(key)), str(move(key))))
            buttons[key] = button
        box.children = tuple(buttons.values())
        return buttons
