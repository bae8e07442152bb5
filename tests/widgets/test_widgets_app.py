"""widgets.app: GameApp joins board, score and history around one Match; save/load; one shared status line."""

import json

import pytest
import toygame
from toyboard import ToyBoard

from gamekit import Match, savefile
from widgets import GameApp


def load_toy(text):
    return savefile.load(text, {"toy": toygame})


def new_app(seed=4):
    return GameApp(toygame.new_game(seed=seed), ToyBoard, loader=load_toy)


def test_the_parts_share_one_match_and_one_status_line():
    app = new_app()
    assert app.board.match is app.score_panel.match is app.history_panel.match is app.match
    assert app.board.status is app.score_panel.status is app.history_panel.status is app.status
    assert app.board.errors is app.errors
    app.board.click((1, 2))
    assert "put" in app.history_panel.log.value and sum(app.score_panel.source.data["total"]) > 0


def test_the_app_shows_itself_when_it_ends_a_cell():
    bundle = new_app()._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_one_failing_part_does_not_stop_the_others_from_updating():
    class Flaky(ToyBoard):
        def render(self, state):
            if state.board:
                raise RuntimeError("board broke")
            super().render(state)

    app = GameApp(toygame.new_game(seed=4), Flaky, loader=load_toy)
    app.board.click((0, 0))
    assert [str(err) for err in app.errors] == ["board broke"]
    assert "board broke" in app.status.text
    assert app.history_panel.log.value.count("<li>") == 1 and not app.history_panel.undo_button.disabled
    assert sum(app.score_panel.source.data["total"]) > 0


def test_save_and_load_round_trip_through_the_buttons():
    app = new_app()
    for cell in [(0, 0), (2, 2), (1, 1)]:
        app.board.click(cell)
    text = app.save()
    assert text == app.match.to_json() and app.save_box.value == text
    old_board = app.board
    app.history_panel.undo_button.click()
    app.history_panel.undo_button.click()
    assert len(app.match.history) == 1
    app.load_button.click()  # the box still holds the save of three moves
    assert len(app.match.history) == 3 and app.match.to_json() == text
    assert app.board is not old_board and app.board.match is app.match
    assert app.widget.children[0].children[0] is app.board.widget
    assert app.status.text.startswith("Loaded a saved game. Move 3: ")
    assert [label != "" for label in app.board.cells.data["label"]].count(True) == 3
    app.board.click((2, 0))  # the new parts follow the new match; the old board no longer listens
    assert len(app.match.history) == 4 and "4" in app.history_panel.where.value
    assert len(old_board.match.history) == 1
    app.save_button.click()
    assert json.loads(app.save_box.value)["moves"][-1]["cell"] == [2, 0]
    assert app.errors == []


def test_the_score_sheet_counts_the_secrets_the_board_shows_and_no_others():
    class SecretToyBoard(ToyBoard):
        secret = "hand"

    app = GameApp(toygame.new_game(seed=4), SecretToyBoard, loader=load_toy)
    app.board.reveal()
    assert app.score_panel.viewer == 0 and "as Player 1 sees it" in app.score_panel.table.value
    app.board.click((0, 0))  # the turn passes: the board hides the secret, and so does the sheet
    assert app.score_panel.viewer is None and "sees it" not in app.score_panel.table.value


def test_saving_a_game_in_progress_warns_that_the_save_tells_every_secret():
    app = new_app()
    app.save_button.click()
    assert app.status.kind == "warning" and "reveals every hidden card" in app.status.text
    while not app.match.is_over:
        app.match.play(app.match.legal_moves()[0])
    app.save_button.click()
    assert "reveals" not in app.status.text


@pytest.mark.parametrize(
    "text, message",
    [
        ('{"game": "toy", "format": 1, "players": 2', "the JSON is broken or cut short at line 1"),
        ('{"game": "chess", "format": 1, "players": 2, "seed": 1, "options": {}, "moves": []}', "unknown game 'chess'"),
    ],
)
def test_a_bad_save_is_explained_in_the_status_line_and_changes_nothing(text, message):
    app = new_app()
    app.board.click((0, 0))
    before, board = app.match, app.board
    app.load(text)
    assert app.match is before and app.board is board
    assert app.status.kind == "warning"
    assert app.status.text.startswith("✗ Could not load this save (SaveFileError): ") and message in app.status.text
    assert app.errors == []


def test_a_save_of_another_game_is_refused():
    class OtherRules(type(toygame.RULES)):
        name = "other"

    other = Match(OtherRules(), 2, 1, {"handsize": 4})
    app = GameApp(toygame.new_game(seed=1), ToyBoard, loader=lambda text: other)
    app.load("anything")
    assert app.match is not other and "it is a game of other, and this board plays toy" in app.status.text


def test_a_board_with_its_own_seat_colours_names_them_on_the_sheet_in_the_log_and_the_status():
    from gamekit import metropolys
    from widgets.metropolys.board import MetropolysBoard

    app = GameApp(metropolys.new_game(players=4, seed=7, first_player=0), MetropolysBoard)
    assert "Blue (B)" in app.score_panel.source.data["seat"] and "Player" not in app.score_panel.table.value
    app.board.click(next(iter(app.board.legal_targets())))
    assert "Blue (B):" in app.history_panel.log.value
    assert "Grey" in app.status.text and "Player" not in app.status.text
