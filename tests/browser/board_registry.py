"""The boards the browser tests click: one line per board, name → a function building its GameApp.

To add a game's board, add one line to BOARDS. `boards.ipynb` shows every board here, and
`test_browser_boards.py` builds the same app in the test process (same seed, so the same legal places) to
find where to click.
"""

import toygame
from IPython.display import HTML, display
from toyboard import ToyBoard

from gamekit import cardcity, metromania, metropolys
from widgets import GameApp
from widgets.cardcity.board import CardCityBoard
from widgets.metromania.board import MetromaniaBoard
from widgets.metropolys.board import MetropolysBoard
from widgets.warsaw.game import game_app as warsaw_game_app
from widgets.warsaw.sandbox import sandbox_app as warsaw_sandbox_app


def warsaw_game():
    """The full Warsaw game once each seat has kept its norm (a choice made with buttons): the map is clicked next."""
    app = warsaw_game_app(players=4, seed=7)
    while not list(app.board.legal_targets()):
        app.match.play(app.match.legal_moves()[0])
    return app


BOARDS = {
    "toy": lambda: GameApp(toygame.new_game(players=2, seed=7), ToyBoard),
    "cardcity": lambda: GameApp(cardcity.new_game(players=1, seed=7), CardCityBoard),
    "metropolys": lambda: GameApp(metropolys.new_game(players=4, seed=7), MetropolysBoard),
    "metromania": lambda: GameApp(metromania.new_game(players=2, seed=7), MetromaniaBoard),
    "warsaw": lambda: warsaw_sandbox_app(players=4),
    "warsaw_game": lambda: warsaw_game(),
}


def show_boards() -> None:
    """Display every registered board, each inside an element with the CSS class `gk-test-NAME`."""
    for name, make in BOARDS.items():
        app = make()
        app.widget.add_class(f"gk-test-{name}")
        display(HTML(f"<h3>{name}</h3>"), app)
