"""widgets.panels: the score sheet and chart follow every move; the move log, undo/redo and looking back."""

import toygame
from toyboard import ToyBoard

from gamekit import Match, Score
from widgets import GameApp, HistoryPanel, ScorePanel


def test_the_score_table_and_chart_follow_every_move():
    match = toygame.new_game(players=3, seed=5)
    panel = ScorePanel(match)
    assert panel.source.data["seat"] == ["Player 1 (A)", "Player 2 (B)", "Player 3 (C)"]
    for cell in [(0, 0), (1, 1), (1, 0), (0, 1), (2, 2)]:
        match.play(toygame.Put(cell, min(match.state.hands[match.current_player])))
        score = match.score()
        totals = [score.total(seat) for seat in range(3)]
        assert panel.source.data["total"] == totals
        assert panel.source.data["up0"] == [row[0] for row in score.sheet]
        assert panel.source.data["up1"] == [row[1] for row in score.sheet]
        assert f"Score after move {len(match.history)}" in panel.table.value
        for total in totals:
            assert f"<b>{total}</b>" in panel.table.value
    assert "winner" not in panel.table.value


class CoopRules(type(toygame.RULES)):
    """The toy game scored as a co-op game with a penalty row, to check the shared column and the target."""

    def score(self, state, seat=None, reveal=None):
        placed = sum(tile for _, _, tile in state.board)
        return Score(("tiles", "penalty"), ((placed, -len(state.board)),), target=10)


def test_a_coop_sheet_has_one_team_column_a_target_and_penalties_drawn_downward():
    match = Match(CoopRules(), 2, 3, {"handsize": 4})
    panel = ScorePanel(match)
    assert (
        panel.source.data["seat"] == ["Team"] and "Target: 10 points, not reached yet ✗ (10 to go)" in panel.table.value
    )
    while match.score().total(0) < 10:
        match.play(match.legal_moves()[0])
    data = panel.source.data
    assert data["down1"] == [-len(match.history)] and data["up1"] == [0] and data["down0"] == [0]
    assert "reached ✓" in panel.table.value


def test_undo_and_redo_buttons_work_and_are_disabled_when_they_cannot():
    match = toygame.new_game(seed=2)
    panel = HistoryPanel(match)
    assert panel.undo_button.disabled and panel.redo_button.disabled
    assert panel.log.value == "<i>No moves yet.</i>"
    first, second = toygame.Put((0, 0), min(match.state.hands[0])), toygame.Put((1, 0), min(match.state.hands[1]))
    match.play(first)
    match.play(second)
    assert not panel.undo_button.disabled and panel.redo_button.disabled
    assert "Player 1 (A): put" in panel.log.value and "Player 2 (B): put" in panel.log.value
    panel.undo_button.click()
    assert match.history == (first,) and not panel.redo_button.disabled
    panel.undo_button.click()
    assert match.history == () and panel.undo_button.disabled
    panel.redo_button.click()
    panel.redo_button.click()
    assert match.history == (first, second) and panel.redo_button.disabled
    assert panel.status.errors == []


def test_stepping_back_shows_earlier_moves_read_only_and_any_change_returns_to_the_present():
    app = GameApp(toygame.new_game(seed=2), ToyBoard)
    history, board, scores = app.history_panel, app.board, app.score_panel
    for cell in [(0, 0), (1, 0), (2, 0)]:
        board.click(cell)
    assert history.forward_button.disabled and not history.back_button.disabled
    history.back_button.click()
    history.back_button.click()
    assert history.shown_ply == board.shown_ply == scores.shown_ply == 1
    assert history.where.value == "showing move 1 of 3 (looking back)"
    assert sum(label != "" for label in board.cells.data["label"]) == 1
    assert "Score after move 1 (looking back)" in scores.table.value
    assert scores.source.data["total"] == list(app.match.rules.score(app.match.state_after(1)).totals)
    history.back_button.click()
    assert history.shown_ply == 0 and history.back_button.disabled
    history.back_button.click()  # already at the start: stays there
    assert history.shown_ply == 0
    history.forward_button.click()
    history.undo_button.click()  # a change to the game brings every view back to the present
    assert history.shown_ply is None and board.shown_ply is None and scores.shown_ply is None
    assert len(app.match.history) == 2 and history.where.value == "showing move 2 of 2"
    history.back_button.click()
    history.forward_button.click()
    history.forward_button.click()
    assert board.shown_ply is None and history.forward_button.disabled
    assert app.errors == []


def test_an_exception_in_a_button_callback_is_shown_in_the_status_line(monkeypatch):
    match = toygame.new_game(seed=2)
    panel = HistoryPanel(match)
    match.play(match.legal_moves()[0])

    def broken_undo():
        raise OSError("the undo stack is on fire")

    monkeypatch.setattr(match, "undo", broken_undo)
    panel.undo_button.click()
    assert panel.status.kind == "error"
    assert panel.status.text == "⚠ Error while handling Undo: OSError: the undo stack is on fire"
    assert [type(err) for err in panel.status.errors] == [OSError]


def test_a_game_can_give_its_own_category_styles():
    from gamekit import cardcity
    from widgets.cardcity.board import KIND_STYLES

    panel = ScorePanel(cardcity.new_game(seed=1), styles=KIND_STYLES)
    bars = [r.glyph.fill_color for r in panel.chart.renderers if hasattr(r.glyph, "fill_color")]
    kinds = ("commercial", "park", "industrial", "residential")  # the first four categories, in order
    assert bars[:4] == [KIND_STYLES[kind].colour for kind in kinds]


def test_a_move_made_in_the_page_redraws_the_board_first_and_the_panels_follow_once(monkeypatch):
    """In a live kernel (an event loop runs), a click's board redraw goes to the page alone; the score sheet and
    the move log follow PANEL_DELAY_S later, drawn once however many changes came first. A cell's own code
    still finds every panel up to date at once, even when it presses a board's button (the same callback)."""
    import asyncio

    from kernel_loop import PAGE, run_in_kernel

    from widgets import ui

    async def in_kernel():
        app = GameApp(toygame.new_game(players=2, seed=7), ToyBoard)
        first, second = list(app.board.legal_targets())[:2]
        app.match.play(app.board.move_for(first))  # a cell's code: everything follows at once
        assert "move 1" in app.score_panel.table.value and app.history_panel.log.value.count("<li>") == 1
        refreshes = []
        app.score_panel.refresh = lambda real=app.score_panel.refresh: (refreshes.append(1), real())
        ui.StatusLine.guard(app.status, app.board.click, "a click")(second)  # a click in the page
        assert len(app.match.history) == 2 and "Player 1 to play" in app.status.text  # the board's news: at once
        assert "move 1" in app.score_panel.table.value and app.history_panel.log.value.count("<li>") == 1
        app.status.guard(app.match.undo, "Undo")()  # a second change before the panels caught up
        app.status.guard(app.match.redo, "Redo")()
        await asyncio.sleep(ui.PANEL_DELAY_S * 3)
        assert refreshes == [1] and "move 2" in app.score_panel.table.value
        assert app.history_panel.log.value.count("<li>") == 2 and app.errors == []
        PAGE.answering = False  # a cell's code presses Undo: its next line sees the panels up to date
        app.history_panel.undo_button.click()
        assert "move 1" in app.score_panel.table.value and app.history_panel.log.value.count("<li>") == 1

    run_in_kernel(monkeypatch, in_kernel)
