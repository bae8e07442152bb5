"""GameApp: one Match with its board, score panel, move log, players and save/load box, in one notebook widget.

    app = GameApp(cardcity.new_game(seed=7), CardCityBoard)
    app                        # the last line of a cell shows it
    text = app.save()          # the save text (match.to_json()); the Save button shows it too
    app.load(text)             # or paste a save into the box and press Load
    GameApp(metropolys.new_game(players=3, seed=1), MetropolysBoard, players=["you", "greedy", "search"])
    widgets.play("metropolys", players=["you", "greedy"], seed=1)      # the same, the game and board found by name

All parts share one status line: refused moves, load problems and any callback error appear there. A game with turns
has a row of players (a dropdown per seat: you, or a computer), played by `widgets.seating.Seating`. With computers
and exactly one person seated, the board, score sheet and previews show that person's side only, all game long.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as ipw

import gamekit
from gamekit import Match, SaveFileError, bots
from gamekit.i18n import N_, _
from gamekit.render import game_title
from gamekit.sandbox import SandboxRules
from widgets.board import BoardView
from widgets.palette import seat_style
from widgets.panels import HistoryPanel, ScorePanel
from widgets.seating import CHOICES, PERSON, Seat, Seating, SettlingStatus
from widgets.ui import Shown

BOARDS = {  # a game's name → its board class (module:class)
    "cardcity": "widgets.cardcity.board:CardCityBoard",
    "metropolys": "widgets.metropolys.board:MetropolysBoard",
    "metromania": "widgets.metromania.board:MetromaniaBoard",
    "warsaw": "widgets.warsaw.game:WarsawGameBoard",
}


def board_class(game: str) -> type[BoardView]:
    """The board class of a game with turns, by the game's name."""
    if game not in BOARDS:
        raise ValueError(f"a game is one of {', '.join(map(repr, BOARDS))}, not {game!r}")
    module, name = BOARDS[game].split(":")
    return getattr(importlib.import_module(module), name)


def play(
    game: str,
    players: Sequence[Seat] = (PERSON, "greedy"),
    *,
    seed: int = 0,
    variant: str | None = None,
    pause: float = 0.6,
    **options: Any,
) -> GameApp:
    """A new game of `game` ("cardcity", "metropolys", "metromania" or "warsaw") on its board, one seat per entry of
    `players` ("you", or a computer: "random", "greedy", "search"); `options` go to the game's `new_game`."""
    board = board_class(game)
    if variant is not None:
        options["variant"] = variant
    match = gamekit.GAMES[game].new_game(players=len(players), seed=seed, **options)
    return GameApp(match, board, players=players, pause=pause)


class GameApp(Shown):
    """A board, its score panel and its history panel around one Match, joined through `match.subscribe`.

    `players` seats a person ("you") or a computer ("random", "greedy", "search", or a `gamekit.bots` bot) in each
    seat (default: people in every seat, hot seat), and `pause` is the seconds a computer waits before it moves.
    `loader` turns save text into a Match (default: `gamekit.load`, which knows every game in the kit).
    Extra keywords go to `board_cls`. A board class may define `score_styles` (the score chart's look),
    `seat_styles` (its players' own colours and letters) and `move_text(move)` (how the move log writes a move).
    """

    def __init__(
        self,
        match: Match,
        board_cls: type[BoardView],
        *,
        players: Sequence[Seat] | None = None,
        pause: float = 0.6,
        loader: Callable[[str], Match] = gamekit.load,
        **board_options: Any,
    ):
        self.board_cls = board_cls
        self.board_options = board_options
        self.loader = loader
        self.pause = pause
        self._quiet = False  # True while the app itself sets a dropdown
        self.players: list[Seat] = list(players) if players is not None else [PERSON] * match.players
        self.status = SettlingStatus()
        self.errors = self.status.errors
        self.save_box = ipw.Textarea(
            placeholder=_("Press Save to see this game's save text, or paste a save here and press Load."),
            layout=ipw.Layout(width="100%", height="6em"),
        ).add_class("gk-save-text")
        self.save_button = ipw.Button(description=_("Save"), tooltip=_("Show the save text of this game"))
        self.load_button = ipw.Button(description=_("Load"), tooltip=_("Open the game pasted in the box"))
        self.save_button.on_click(self.status.guard(lambda _event: self.save(), N_("Save")))
        self.load_button.on_click(self.status.guard(lambda _event: self.load(self.save_box.value), N_("Load")))
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
                _(
                    "This save holds the game's seed, so it reveals every hidden card, goal and the order"
                    " of the decks to whoever opens it. Keep it for yourself or your teacher, or share it"
                    " once the game is over."
                )
            )
        return text

    def load(self, text: str) -> None:
        """Replace the game with the one saved in `text`; a bad file is explained in the status line."""
        with self.status.catching(N_("Load")):
            try:
                match = self.loader(text)
            except SaveFileError as err:
                self.status.warn(_("Could not load this save (SaveFileError): {error}").format(error=err))
                return
            if match.rules.name != self.match.rules.name:
                self.status.warn(
                    _("Could not load this save: it is a game of {found}, and this board plays {wanted}.").format(
                        found=game_title(match.rules.name), wanted=game_title(self.match.rules.name)
                    )
                )
                return
            self.detach()
            if match.players != len(self.players):
                self.players = [PERSON] * match.players
            self._attach(match)
            self.status.say(_("Loaded a saved game. {news}").format(news=self.board.describe()))

    def detach(self) -> None:
        """Stop following the match: the parts and the computers let it go (a loaded or new game replaces it)."""
        self._unsubscribe()
        for part in (self.seating, self.board, self.score_panel, self.history_panel):
            if part is not None:
                part.detach()

    def play(self, move: Any) -> bool:
        """Play `move` as a click or a button does (refusals and errors go to the status line); the computers seated
        answer. Returns whether the move was played."""
        played = False
        with self.status.catching(N_("a move")):
            played = self.board.play(move)
        return played

    def reseat(self, seat: int, player: Seat) -> None:
        """Put a person ("you") or a computer in `seat`, in the middle of the game (what the seat's dropdown does)."""
        if self.seating is None:
            raise ValueError(f"a {self.match.rules.name} has no seats to play")
        with self.status.catching(N_("seating a player")):
            self.seating.reseat(seat, player)
            self.players[seat] = player
            picker, self._quiet = self.seat_pickers[seat], True
            try:  # the dropdown shows the new player, and offers a bot of another kind (a lab's) by its name
                picker.options, picker.value = self._choices(seat), self._choice(seat)
            finally:
                self._quiet = False

    def _reseated(self) -> None:
        """A seat has another player: the marks, the status line, the secrets shown and the log follow."""
        self._show_seats()
        self.board.refresh()

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
        self.seating: Seating | None = None
        self.seat_pickers: list[ipw.Dropdown] = []
        self._unsubscribe: Callable[[], None] = lambda: None
        if not isinstance(match.rules, SandboxRules):  # a sandbox has no turns to play
            self._unsubscribe = match.subscribe(
                self.status.guard(lambda _event: self._show_seats(), N_("showing the seats"), page=False)
            )
            names = [seat_style(s, seats).name for s in range(match.players)]
            self.seating = Seating(  # subscribed after the board and _show_seats: its news is the last word
                match, self.players, names=names, status=self.status, pause=self.pause, on_seated=self._reseated
            )
            self.seat_pickers = [self._seat_picker(s, name) for s, name in enumerate(names)]
            self._show_seats()
            self.seating.play_on()
        players = ipw.HBox(self.seat_pickers, layout=ipw.Layout(flex_flow="row wrap")).add_class("gk-players")
        self.widget.children = [
            ipw.VBox([self.board.widget, self.history_panel.widget]),
            ipw.VBox([players, self.score_panel.widget, self.saves]),
        ]

    def _choices(self, seat: int) -> list[tuple[str, Seat]]:
        choice = self._choice(seat)
        own = (
            []
            if isinstance(choice, str)
            else [(_("computer: {name}").format(name=bots.shown_name(choice.name)), choice)]
        )
        return [
            (_("you") if c == PERSON else _("computer: {name}").format(name=bots.shown_name(c)), c) for c in CHOICES
        ] + own

    def _choice(self, seat: int) -> Seat:
        """The dropdown's value for the seat's player: its name, or a bot of a kind the dropdown does not list."""
        player = self.players[seat]
        return player.name if isinstance(player, bots.Bot) and player.name in CHOICES else player

    def _seat_picker(self, seat: int, name: str) -> ipw.Dropdown:
        picker = ipw.Dropdown(
            options=self._choices(seat),
            value=self._choice(seat),
            description=name,
            tooltip=_("Who plays {name}: you, at this screen, or the computer (random, greedy or search)").format(
                name=name
            ),
            style={"description_width": "initial"},
            layout=ipw.Layout(width="auto"),
        ).add_class("gk-seat")
        picker.observe(
            self.status.guard(lambda change: self._picked(seat, change["new"]), N_("choosing a player")), "value"
        )
        return picker

    def _picked(self, seat: int, player: Seat) -> None:
        if not self._quiet and player is not self.players[seat] and player != self._choice(seat):
            self.reseat(seat, player)

    def _show_seats(self) -> None:
        """What the board shows with computers seated: one person alone sees their own side all game long (their
        secrets, and no computer's); with several, hot seat, but no "show my …" while a computer is to move. The move
        log names the computers."""
        board, seating = self.board, self.seating
        if seating is None:
            return
        styles = [seat_style(s, self.board_cls.seat_styles) for s in range(self.match.players)]
        labels = [dataclasses.replace(style, name=seating.label(s)) for s, style in enumerate(styles)]
        if labels != self.history_panel.seat_styles:
            self.history_panel.seat_styles = labels
            self.history_panel.refresh()
        computers = any(seating.is_bot(s) for s in range(self.match.players))
        if board.guide is None and computers:
            board.guide = seating  # no place is marked, and no move of a person played, while a computer is to move
        elif board.guide is seating and not computers:
            board.guide = None
        if board.secret is None:
            return
        live = board.shown_ply is None and not self.match.is_over
        pinned = seating.pinned if computers else None
        board.pin(pinned)  # the one person's side, even while a computer is to move
        if pinned is None and board.viewer is not None and seating.is_bot(board.viewer):
            board.hide()
        waiting = live and seating.is_bot(self.match.current_player)
        board.secret_button.layout.display = "none" if pinned is not None or waiting else None

    def _step(self, ply: int | None) -> None:
        self.board.show_ply(ply)
        self.score_panel.show_ply(ply)
        if ply is None:
            self._show_seats()  # back to the present: the one person's side again
