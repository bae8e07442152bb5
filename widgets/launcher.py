"""The set-up row of an app page (apps/*.ipynb, served by Voila with `make app GAME=...`): the number of players, the
variant and the seed, and "New game", above one game's board with its score sheet, move log, saves and its row of who
plays each seat (you, or a computer: `widgets.app.play`). A new game keeps each seat's player.

    Launcher("warsaw")          # the last line of the page's one cell

A set-up the game refuses (a variant for other player counts) is explained in the row's status line, and the game
on the board stays as it was.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as ipw

import gamekit
from gamekit.i18n import N_, _, pgettext
from gamekit.render import game_title
from widgets.app import BOARDS, GameApp, play
from widgets.seating import PERSON
from widgets.ui import Shown, StatusLine

PLAYERS = {"cardcity": 1, "metropolys": 4, "metromania": 2, "warsaw": 4}  # the page's first game: solo for the co-op


def variant_name(variant: str) -> str:
    """A game's variant as the set-up row names it, in the current language (the Polish rulebooks' words)."""
    names = {
        "normal": pgettext("variant", "normal"),
        "easy": pgettext("variant", "easy"),
        "hard": pgettext("variant", "hard"),
        "family": pgettext("variant", "family"),
        "advanced": pgettext("variant", "advanced"),
        "standard": pgettext("variant", "standard"),
        "unfair_municipality": pgettext("variant", "unfair municipality"),
        "no_corruption": pgettext("variant", "no corruption"),
        "running_blind": pgettext("variant", "running blind"),
        "little_subway": pgettext("variant", "little subway"),
    }
    return names.get(variant, variant.replace("_", " "))


class Launcher(Shown):
    """A set-up row and the game it starts; `new_game()` is what the button does."""

    def __init__(self, game: str, *, players: int | None = None, seed: int = 0, variant: str | None = None) -> None:
        if game not in BOARDS:
            raise ValueError(f"a game is one of {', '.join(map(repr, BOARDS))}, not {game!r}")
        self.game, self.module = game, gamekit.GAMES[game]
        counts = tuple(self.module.PLAYER_COUNTS)
        variants = tuple(getattr(self.module, "VARIANTS", ()))
        self.players = ipw.Dropdown(options=counts, value=players or PLAYERS[game], description=_("Players")).add_class(
            "gk-setup-players"
        )
        self.variant = ipw.Dropdown(
            options=[(variant_name(v), v) for v in variants],
            value=variant or (variants[0] if variants else None),
            description=_("Variant"),
            disabled=len(variants) < 2,
        ).add_class("gk-setup-variant")
        self.seed = ipw.BoundedIntText(value=seed, min=0, max=2**31 - 1, description=_("Seed")).add_class(
            "gk-setup-seed"
        )
        self.status = StatusLine()
        self.start = ipw.Button(description=_("New game"), icon="refresh", button_style="primary").add_class(
            "gk-new-game"
        )
        self.start.on_click(self.status.guard(lambda _event: self.new_game(), N_("New game")))
        self.area = ipw.Box()
        row = ipw.HBox([self.players, self.variant, self.seed, self.start], layout=ipw.Layout(flex_flow="row wrap"))
        parts = [row.add_class("gk-setup"), self.status.widget, self.area]
        self.widget = ipw.VBox(parts).add_class("gk-launcher")
        self.app: GameApp | None = None
        self.new_game()

    def seats(self) -> list:
        """Who plays each seat of the next game: the game shown's players (its seat row), "you" for a seat more."""
        shown = list(self.app.players) if self.app is not None else []
        return (shown + [PERSON] * self.players.value)[: self.players.value]

    def options(self) -> dict[str, Any]:
        """The chosen set-up as `new_game`'s keywords."""
        options: dict[str, Any] = {"players": self.players.value, "seed": self.seed.value}
        if self.variant.value is not None:
            options["variant"] = self.variant.value
        return options

    def new_game(self) -> None:
        """Start a game with the chosen set-up, in place of the one shown."""
        options = self.options()
        seats = self.seats()
        try:
            self.module.new_game(**options)  # a set-up the game refuses leaves the game shown as it is
        except ValueError as err:
            self.status.warn(_("This set-up cannot be played: {error}").format(error=err))
            return
        if self.app is not None:
            self.app.detach()  # the old board and its computers let the old game go
        del options["players"]
        self.app = play(self.game, seats, **options)
        self.area.children = [self.app.widget]
        names = {"players": _("players"), "seed": _("seed"), "variant": _("variant")}
        words = ", ".join(f"{names.get(key, key)} {self._shown(key, value)}" for key, value in self.options().items())
        self.status.say(_("A new game of {game}: {settings}.").format(game=game_title(self.game), settings=words))

    @staticmethod
    def _shown(key: str, value: Any) -> Any:
        """A set-up value as the status line writes it: a variant by its translated name, if it has one."""
        if key != "variant":
            return value
        name = variant_name(value)
        return value if name == value.replace("_", " ") else name
