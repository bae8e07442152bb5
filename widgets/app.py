"""GameApp: one Match with its board, score panel, move log and save/load box, in one notebook widget.

    app = GameApp(cardcity.new_game(seed=7), CardCityBoard)
    app                        # the last line of a cell shows it
    text = app.save()          # the save text (match.to_json()); the Save button shows it too
    app.load(text)             # or paste a save into the box and press Load

All parts share one status line: refused moves, load problems and any callback error appear there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as ipw

import gamekit
from gamekit import Match, SaveFileError
from widgets.board import BoardView
from widgets.panels import HistoryPanel, ScorePanel
from widgets.ui import Shown, StatusLine


class GameApp(Shown):
    """A board, its score panel and its history panel around one Match, joined through `match.subscribe`.

    `loader` turns save text into a Match (default: `gamekit.load`, which knows every game in the kit).
    Extra keywords go to `board_cls`. A board class may define `score_styles` (the score chart's look),
    `seat_styles` (its players' own colours and letters) and `move_text(move)` (how the move log writes a move).
    """

    def __init__(
        self,
        match: Match,
        board_cls: type[BoardView],
        *,
        loader: Callable[[str], Match] = gamekit.load,
        **board_options: Any,
    ):
        self.board_cls = board_cls
        self.board_options = board_options
        self.loader = loader
        self.status = StatusLine()
        self.errors = self.status.errors
        self.save_box = ipw.Textarea(
            placeholder="Press Save to see this game's save text, or paste a save here and press Load.",
            layout=ipw.Layout(width="100%", height="6em"),
        ).add_class("gk-save-text")
        self.save_button = ipw.Button(description="Save", tooltip="Show the save text of this game")
        self.load_button = ipw.Button(description="Load", tooltip="Open the game pasted in the box")
        self.save_button.on_click(self.status.guard(lambda _: self.save(), "Save"))
        self.load_button.on_click(self.status.guard(lambda _: self.load(self.save_box.value), "Load"))
        self.saves = ipw.VBox([self.save_box, ipw.HBox([self.save_button, self.load_button])])
        self.widget = ipw.HBox(layout=ipw.Layout(flex_flow="row wrap", align_items="flex-start")).add_class("gk-app")
        self._attach(match)

    def save(self) -> str:
        """The game as save text (`match.to_json()`), also shown in the save box."""
        text = self.match.to_json()
        self.save_box.value = text
        if not self.match.is_over and any(
            self.match.rules.secrets(self.match.state, seat) for seat in range(self.match.players)
        ):
            self.status.warn(
                "This save holds the game's seed, so it reveals every hidden card, goal and the order"
                " of the decks to whoever opens it. Keep it for yourself or your teacher, or share it"
                " once the game is over."
            )
        return text

    def load(self, text: str) -> None:
        """Replace the game with the one saved in `text`; a bad file is explained in the status line."""
        with self.status.catching("Load"):
            try:
                match = self.loader(text)
            except SaveFileError as err:
                self.status.warn(f"Could not load this save (SaveFileError): {err}")
                return
            if match.rules.name != self.match.rules.name:
                self.status.warn(
                    f"Could not load this save: it is a game of {match.rules.name}, and this board plays"
                    f" {self.match.rules.name}."
                )
                return
            for part in (self.board, self.score_panel, self.history_panel):
                part.detach()
            self._attach(match)
            self.status.say(f"Loaded a saved game. {self.board.describe()}")

    def _attach(self, match: Match) -> None:
        self.match = match
        self.board = self.board_cls(match, status=self.status, **self.board_options)
        seats = self.board_cls.seat_styles
        self.score_panel = ScorePanel(
            match, status=self.status, seats=seats, styles=getattr(self.board_cls, "score_styles", None)
        )
        self.history_panel = HistoryPanel(
            match,
            status=self.status,
            on_step=self._step,
            seats=seats,
            move_text=getattr(self.board_cls, "move_text", None),
        )
        self.board.on_viewer.append(self.score_panel.show_viewer)  # the sheet shows what the board shows
        self.widget.children = [
            ipw.VBox([self.board.widget, self.history_panel.widget]),
            ipw.VBox([self.score_panel.widget, self.saves]),
        ]

    def _step(self, ply: int | None) -> None:
        self.board.show_ply(ply)
        self.score_panel.show_ply(ply)
