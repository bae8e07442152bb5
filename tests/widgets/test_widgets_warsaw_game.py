"""widgets.warsaw.game: the full-game board driven from Python, as a player would drive it. A click on an
action field delegates; a card picked from the shown hand and a click on a hex lay a foundation, and a click
on it in realisation builds; a draw above 3 cards is followed by the player's discards, chosen with buttons; a
refused click shows reason + rule and changes nothing; other seats' hands and norms never reach the page; undo;
and every legal move of random games can be made with the controls."""

import random
from dataclasses import replace

import pytest
from board_text import shown, words

from gamekit.core import Match
from gamekit.warsaw import (
    CARDS,
    NORMS,
    RULES,
    Bridge,
    Build,
    Building,
    Decline,
    Delegate,
    Discard,
    EndRealisation,
    Foundation,
    KeepNorm,
    Metro,
    Pass,
    UseFunction,
)
from gamekit.warsaw.state import Project
from widgets.app import GameApp
from widgets.warsaw.game import WarsawGameBoard, game_app

SUBURBAN = (-3, 0)


def tap(board, target):
    """A click on the canvas at the middle of `target` (a field, a hex or a side)."""
    board.click_at(*board.position(target))


def visible(widget):
    return widget.layout.display != "none"


def make(board, move):
    """Make `move` with the board's controls only: buttons, pickers and clicks on the canvas."""
    if isinstance(move, (KeepNorm, Foundation, Discard)) and board.viewer is None:
        press_show_my_hand(board)
    if isinstance(move, KeepNorm):
        assert visible(board.panel.norm_box)
        board.panel.norm_buttons[move.norm].click()
    elif isinstance(move, Discard):
        assert visible(board.panel.discard_box)
        board.panel.discard_buttons[move.card].click()
    elif isinstance(move, Delegate):
        played = len(board.match.history)
        tap(board, move.field)
        for hex in move.hexes:
            tap(board, hex)
        if len(board.match.history) == played:  # fewer hexes than the field may clear
            assert visible(board.panel.clear_button)
            board.panel.clear_button.click()
    elif isinstance(move, Foundation):
        board.panel.card_picker.value = move.card
        tap(board, move.hex)
    elif isinstance(move, Build):
        board.tool.value = f"build {move.payment}"
        tap(board, move.hex)
    elif isinstance(move, Metro):
        board.tool.value = f"metro {move.payment}"
        tap(board, frozenset((move.a, move.b)))
        if move.tunnel and board.tunnel_for is not None:
            tap(board, frozenset(move.tunnel))
    elif isinstance(move, Bridge):
        board.tool.value = f"bridge {move.payment}"
        tap(board, frozenset((move.a, move.b)))
    elif isinstance(move, UseFunction):
        board.panel.function_buttons[move.card].click()
    else:
        panel = board.panel
        button = {Pass: panel.pass_button, EndRealisation: panel.end_button, Decline: panel.decline_button}
        assert visible(button[type(move)])
        button[type(move)].click()


def press_show_my_hand(board):
    """What a press on the board kit's "show my hand" toggle does in the page."""
    assert visible(board.secret_button) and not board.secret_button.disabled
    board.secret_button.value = True


def planning_app(players=4, seed=1):
    app = game_app(players=players, seed=seed)
    while app.match.state.phase == "norms":
        make(app.board, KeepNorm(app.match.state.seats[app.match.current_player].dealt[0]))
    return app


def test_a_click_on_an_action_field_delegates_an_engineer_there():
    app = planning_app()
    board, seat = app.board, app.match.current_player
    assert "U2" in board.legal_targets()
    tap(board, "U2")
    assert app.match.history[-1] == Delegate("U2") and len(app.match.state.seats[seat].hand) == 1
    assert board.picture.engineers.data["letter"] == ["ABCD"[seat]]
    assert board.status.text.startswith("Move 5: delegate to U2.") and app.errors == []


def test_the_clearing_field_takes_the_rubble_hexes_clicked_next():
    app = planning_app()
    board = app.board
    tap(board, "L5")
    assert set(board.legal_targets()) == set(app.match.state.board.rubble) and app.match.history[-1] != Delegate("L5")
    tap(board, (0, 1))
    assert "chosen: (0, 1)" in board.status.text and visible(board.panel.clear_button)
    board.panel.clear_button.click()
    assert app.match.history[-1] == Delegate("L5", ((0, 1),)) and (0, 1) not in app.match.state.board.rubble


def test_a_draw_above_three_cards_asks_for_discards_with_buttons():
    start = planning_app().match.state
    me = start.active
    app = app_at(with_seat(replace(start, deck=start.deck[3:]), me, hand=tuple(sorted(start.deck[:3]))))
    board, match = app.board, app.match
    assert "You would hold 5 cards and discard 2 of your choice (W-GAP-11)." in board.hint("L4")
    tap(board, "L4")
    assert match.state.discarding == me and board.legal_targets() == []
    assert "press “show my hand” when only you can see it" in board.status.text  # the kit's hand-over
    assert "once your hand is shown, press the button of each of the 2 cards to discard (W-GAP-11)" in board.status.text
    assert not visible(board.panel.pass_button) and board.panel.discard_buttons == {}  # the hand is still hidden
    tap(board, "U1")
    assert board.status.text.endswith("(rule W-LIMIT-1)") and len(match.history) == 1
    press_show_my_hand(board)
    hand = match.state.seats[me].hand
    assert list(board.panel.discard_buttons) == list(hand) and CARDS[hand[0]].name in board.panel.hand.value
    board.panel.discard_buttons[hand[4]].click()
    assert "the button of the card to discard" in board.status.text
    board.panel.discard_buttons[hand[0]].click()
    assert match.history[1:] == (Discard(hand[4]), Discard(hand[0])) and match.state.seats[me].hand == hand[1:4]
    assert match.current_player != me and board.panel.discard_buttons == {}
    app.history_panel.undo_button.click()
    assert match.state.discarding == me and "the button of the card to discard" in board.status.text
    assert app.errors == []


def test_a_field_whose_gain_the_limit_swallows_may_still_be_taken():
    start = planning_app().match.state
    me = start.active
    app = app_at(with_seat(replace(start, board=replace(start.board, rubble=frozenset())), me, fund=3))
    board, match = app.board, app.match
    assert {"U1", "L1", "L5"} <= set(board.legal_targets())
    assert board.hint("L1").endswith("You would lose 2 F to the limit of 3 (W-LIMIT-1).")
    assert board.hint("L5").endswith("It gives you nothing now: no rubble is left on the map.")
    tap(board, "L5")  # no rubble to choose: the click takes the field at once
    assert match.history == (Delegate("L5"),) and match.state.seats[me].engineers == start.seats[me].engineers - 1
    assert app.errors == []


def app_at(state):
    """A game app opened on a position set up by hand (states are frozen: `replace` makes a new one)."""
    return GameApp(Match.at(RULES, state, state.players, state.seed), WarsawGameBoard)


def with_seat(state, index, **changes):
    seats = list(state.seats)
    seats[index] = replace(seats[index], **changes)
    return replace(state, seats=tuple(seats))


def test_found_with_a_card_of_the_shown_hand_then_build_it_by_clicking_its_hex():
    start = planning_app(seed=3).match.state
    me, card = start.current, next(c for c in sorted(CARDS) if CARDS[c].zone == "suburban" and CARDS[c].stage == 1)
    app = app_at(with_seat(start, me, hand=(card,), fund=1, concrete=1))
    board, match = app.board, app.match
    assert SUBURBAN not in board.legal_targets()  # the hand is hidden, so no card is chosen
    press_show_my_hand(board)
    assert board.card == card and SUBURBAN in board.legal_targets()
    assert board.hint(SUBURBAN) == f"lay the foundation of {CARDS[card].name} here"
    tap(board, SUBURBAN)
    assert match.history == (Foundation(card, SUBURBAN),)
    assert board.picture.foundations.data["letter"] == ["ABCD"[me]]
    assert board.picture.foundations.data["card"] == [f"I #{card}"]
    while match.state.phase == "planning":
        make(board, Pass())
    while match.current_player != me:
        make(board, EndRealisation())
    assert visible(board.tool) and board.tool.value == "build concrete"  # the payment me can afford
    assert SUBURBAN in board.legal_targets()
    assert board.hint(SUBURBAN).startswith(f"build here: {2 + 3:+d} VP now;")  # industrial: 2 + 3 unbuilt neighbours
    tap(board, SUBURBAN)
    assert match.history[-1] == Build(SUBURBAN, "concrete") and card in match.state.seats[me].realised
    drawn = board.picture.map.buildings.data
    assert (drawn["q"], drawn["r"], drawn["kind"]) == ([SUBURBAN[0]], [SUBURBAN[1]], ["I"])
    assert board.picture.foundations.data["letter"] == []
    assert app.score_panel.source.data["total"][me] == match.score().total(me) > 0
    assert f"#{card} " in board.panel.seats.value and app.errors == []


@pytest.mark.parametrize(
    "target, rule",
    [
        ("L1", "W-DELEG-2"),  # taken this round
        ((0, 1), "W-FOUND-2"),  # rubble: not cleared
        ("U9", "W-PC-4"),  # no such field on this board
    ],
)
def test_a_refused_click_shows_the_reason_and_rule_and_changes_nothing(target, rule):
    app = planning_app()
    tap(app.board, "L1")
    card = next(c for c in sorted(CARDS) if CARDS[c].stage == 1 and CARDS[c].zone is None)
    app = app_at(with_seat(app.match.state, app.match.current_player, hand=(card,)))  # a card for a foundation
    board, match = app.board, app.match
    press_show_my_hand(board)
    state, log = match.state, app.history_panel.log.value
    pieces = [dict(s.data) for s in (board.picture.fields, board.picture.engineers, board.picture.foundations)]
    board.click(target)
    assert board.status.kind == "warning" and board.status.text.startswith("✗ Not allowed: ")
    assert board.status.text.endswith(f"(rule {rule})")
    assert match.state is state and app.history_panel.log.value == log
    assert [dict(s.data) for s in (board.picture.fields, board.picture.engineers, board.picture.foundations)] == pieces
    assert app.errors == []


def test_the_hand_must_be_shown_before_a_foundation_and_is_hidden_again_for_the_next_player():
    app = planning_app()
    board, match = app.board, app.match
    tap(board, "L4")  # draws 2 cards
    tap(board, "L4")  # L4 is taken: refused, the turn stays
    assert "W-DELEG-2" in board.status.text
    for _ in range(3):
        tap(board, "U2")  # each other player draws a card
    me, state = match.current_player, match.state
    tap(board, (0, 3))
    assert board.status.kind == "info" and "show my hand” first" in board.status.text and match.state is state
    press_show_my_hand(board)
    assert all(CARDS[c].name in board.panel.hand.value for c in match.state.seats[me].hand)
    tap(board, "U1")
    assert match.current_player != me and "hidden" in board.panel.hand.value and not visible(board.panel.card_picker)


def test_other_seats_hands_and_norms_never_reach_the_widget():
    app = planning_app(players=5, seed=4)
    board, match = app.board, app.match
    for field in ("L4", "L4b", "U2", "U2", "U2", "U2", "U2"):
        tap(board, field)
    for _ in range(6):
        hidden = words(app.widget)  # hot seat: not even the player to play sees a hand before asking
        assert not any(CARDS[c].name in hidden for seat in match.state.seats for c in seat.hand)
        press_show_my_hand(board)
        state, me = match.state, match.current_player
        shown = words(app.widget)
        for other, seat in enumerate(state.seats):
            secret = [CARDS[c].name for c in seat.hand] + [f"norm {seat.norm},"]
            if other == me:
                assert all(word in shown for word in secret)
            else:
                assert not any(word in shown for word in secret), other
        tap(board, "U1")


def page(app):
    """Everything the app shows a person: its words and its board's drawing."""
    return shown(app.widget, app.board.figure)


def test_what_the_board_shows_is_the_same_on_every_state_the_player_cannot_tell_apart():
    """W-GAP-35: for the player to play, hidden and after "show my hand", the page is the same on the real position
    and on any position `resample` draws for them (the others' hands, discards and norms, and the decks' order)."""
    match, rnd = game_app(players=4, seed=2).match, random.Random(2)
    seen = set()
    while not match.is_over:
        match.play(RULES.random_move(match.state, rnd))
        state = match.state
        if len(match.history) % 23 or state.phase == "norms":
            continue
        pages = []
        for position in (state, RULES.resample(state, state.current, random.Random(len(match.history)))):
            app = app_at(position)
            hidden = page(app)
            press_show_my_hand(app.board)
            pages.append((hidden, page(app)))
            assert app.errors == []
        assert pages[0] == pages[1]
        seen.add(state.phase)
    assert seen == {"planning", "realisation"}


def test_W_NORM_6_the_build_hint_counts_a_norm_only_once_its_player_shows_it():
    """ "w tajemnicy wybiera jedną kartę": the hover text of a build counts the norm it completes (-3 → +3) only
    after its player pressed "show my hand"; before, the table sees the sheet without any norm (+6 less)."""
    start = planning_app(seed=3).match.state
    me = start.first
    card = next(c for c in sorted(CARDS) if CARDS[c].zone == "suburban" and CARDS[c].kind == "industrial")
    norm = next(n for n, objects in NORMS.items() if objects == ("residential", "service", "transport", "industrial"))
    built = tuple(
        Building(h, kind, me, None, None, 2, (), ())
        for h, kind in zip(((0, 3), (-1, 3), (-2, 3)), ("residential", "service", "transport"))
    )
    state = replace(
        start,
        phase="realisation",
        active=me,
        projects=(Project(SUBURBAN, card, me),),
        board=replace(start.board, buildings=built),
    )
    board = app_at(with_seat(state, me, fund=1, concrete=1, norm=norm)).board
    assert board.hint(SUBURBAN) == "build here: +5 VP now; +8 on the sheet as things stand"
    press_show_my_hand(board)
    assert board.hint(SUBURBAN) == "build here: +5 VP now; +14 on the sheet as things stand"


def test_W_NORM_6_the_board_shows_every_kept_norm_once_the_game_is_over():
    """ "w tajemnicy wybiera jedną kartę" until the norms are scored: then the players' panel shows each kept norm."""
    app = game_app(players=3, seed=1)
    match, rnd = app.match, random.Random(1)
    while not match.is_over:
        assert "<small>norm " not in app.board.panel.seats.value
        match.play(RULES.random_move(match.state, rnd))
    assert all(f"<small>norm {s.norm}: " in app.board.panel.seats.value for s in match.state.seats)
    assert app.board.secret_button.disabled and app.errors == []


def test_undo_and_redo_through_the_app():
    app = planning_app()
    board, match = app.board, app.match
    tap(board, "L2")
    assert board.picture.engineers.data["letter"]
    app.history_panel.undo_button.click()
    assert isinstance(match.history[-1], KeepNorm)
    assert board.picture.engineers.data["letter"] == [] and "L2" in board.legal_targets()
    app.history_panel.redo_button.click()
    assert match.history[-1] == Delegate("L2") and len(board.picture.engineers.data["letter"]) == 1


def test_every_legal_move_of_random_games_can_be_made_with_the_controls():
    """Every few moves of a random game (3, 4 and 5 players), each legal move is made with the controls and taken
    back. Only the clearing fields' many choices of rubble hexes are sampled (12 a position): they all take the
    same clicks."""
    seen = set()
    for seed in range(3):
        app = game_app(players=3 + seed, seed=seed)
        match, rnd = app.match, random.Random(seed)
        while not match.is_over:
            if len(match.history) % 8 == 0 or match.state.window or match.state.discarding is not None:
                moves = match.legal_moves()
                clearing = [m for m in moves if isinstance(m, Delegate) and m.hexes]
                for move in [m for m in moves if m not in clearing] + rnd.sample(clearing, min(12, len(clearing))):
                    played = len(match.history)
                    make(app.board, move)
                    assert match.history[played:] == (move,), (move, app.status.text)
                    match.undo()
                    seen.add(type(move).__name__)
            match.play(RULES.random_move(match.state, rnd))
        assert app.errors == []
    assert seen == set(RULES.moves)


def test_metro_reaching_the_river_asks_which_river_side_the_tunnel_runs_under():
    start = planning_app().match.state
    state = with_seat(replace(start, phase="realisation", active=start.first), start.first, fund=1)
    app = app_at(state)
    board = app.board
    board.tool.value = "metro fund"
    tunnels = {}
    for move in app.match.legal_moves():
        if isinstance(move, Metro) and move.tunnel:
            tunnels.setdefault(frozenset((move.a, move.b)), []).append(move)
    side, moves = next((s, m) for s, m in sorted(tunnels.items(), key=lambda i: sorted(i[0])) if len(m) > 1)
    tap(board, side)
    assert app.match.history == () and "(W-METRO-13)" in board.status.text
    assert set(board.legal_targets()) == {frozenset(m.tunnel) for m in moves}
    tap(board, frozenset(moves[1].tunnel))
    assert app.match.history == (moves[1],)
    assert board.picture.map.tunnel.data["xs"] and app.errors == []


def test_a_saved_game_loads_into_the_board():
    app = planning_app()
    tap(app.board, "L3")
    text = app.save()
    fresh = game_app(players=4, seed=1)
    fresh.load(text)
    assert fresh.match.history == app.match.history and fresh.errors == []
    assert fresh.board.picture.engineers.data == app.board.picture.engineers.data
    assert "L3" not in fresh.board.legal_targets() and "Loaded a saved game." in fresh.status.text
