"""Issue 15 point 5, secrets and timing: with computers and one person seated, the app shows the person's side only
(their secrets, never a computer's, until the game ends), and in a live kernel a computer thinks, waits its pause on
the kernel's asyncio loop, then plays; an undo meanwhile drops its move."""

import asyncio
import random

import pytest
from board_text import shown
from kernel_loop import run_in_kernel

from gamekit import Match, metropolys
from widgets import GameApp, play

GAMES = {  # game → (seats, options): games whose seats keep secrets (Metromania's only in Unfair Municipality)
    "metropolys": (["you", "greedy"], {"variant": "advanced"}),
    "cardcity": (["you", "greedy"], {}),
    "metromania": (["you", "greedy", "greedy"], {"variant": "unfair_municipality"}),
    "warsaw": (["you", "greedy", "greedy"], {}),
}
POSITIONS = 3  # each costs two apps (about a second each on a loaded machine)


def app_at(app, state):
    """An app like `app` opened on `state`, in a live loop whose computers wait longer than the test (so a position
    where a computer is to move stays as it is)."""
    match = app.match
    at = Match.at(match.rules, state, match.players, match.seed, match.options)
    return GameApp(at, type(app.board), players=app.seating.players, pause=60)


def everything_shown(app):
    """Every word of the app (board, side panel, score sheet, move log, players) and the data of both figures."""
    return shown(app.widget, app.board.figure), shown(app.widget, app.score_panel.chart)[1]


@pytest.mark.parametrize("game", GAMES)
def test_the_person_alone_sees_their_own_secrets_and_no_computers_on_every_state_they_cannot_tell_apart(
    game, monkeypatch
):
    seats, options = GAMES[game]
    app = play(game, players=seats, seed=5, pause=0, **options)
    states = []
    app.match.subscribe(lambda m: states.append(m.state) if not m.is_over else None)
    rnd = random.Random(game)
    while not app.match.is_over:
        app.play(rnd.choice(app.match.legal_moves()))
    rules, checked, mine = app.match.rules, 0, 0

    async def compare():
        nonlocal checked, mine
        for state in rnd.sample(states, POSITIONS):
            real, twin = app_at(app, state), app_at(app, rules.resample(state, 0, rnd))
            assert real.board.viewer == 0 and real.board.secret_button.layout.display == "none"
            seen = everything_shown(real)
            assert everything_shown(twin) == seen, f"{game}: a computer's secret shows"
            if not mine and any(rules.secrets(state, 0).values()):  # the person's own secrets show (hot seat hides)
                hidden = GameApp(real.match, type(app.board), pause=60)
                assert shown(real.board.widget, real.board.figure) != shown(hidden.board.widget, hidden.board.figure)
                mine += 1
            assert real.errors == twin.errors == []
            checked += 1

    run_in_kernel(monkeypatch, compare)
    assert checked == POSITIONS and mine == 1


def test_in_a_live_kernel_the_computer_thinks_then_moves_after_its_pause_and_an_undo_drops_its_move(monkeypatch):
    async def game():
        app = play("metropolys", players=["you", "greedy"], seed=4, pause=0.05, first_player=0)
        app.play(metropolys.Bid("C1", 1))
        assert app.status.text == "Grey (computer, greedy) is thinking…" and len(app.match.history) == 1
        assert app.board.highlights.data["x"] == [] and not app.play(metropolys.Pass())
        await asyncio.sleep(0.5)
        assert len(app.match.history) == 2 and app.match.current_player == 0
        assert "Grey (computer, greedy) (G): pass" in app.history_panel.log.value
        app.play(metropolys.Bid("C2", 2))
        app.history_panel.undo_button.click()  # while the computer thinks: its move is dropped
        await asyncio.sleep(0.3)
        assert len(app.match.history) == 2 and app.match.current_player == 0 and app.errors == []

    run_in_kernel(monkeypatch, game)
