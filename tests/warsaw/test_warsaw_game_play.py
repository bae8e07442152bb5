"""The full Warsaw game as a whole: invariants over thousands of random fast-path games (caps, piece counts,
engineers and cards conserved, at most 4 bridges, the sheet adds up), the public face (new_game, moves,
view, saves), bad input refused with a reason and a rule, and the data files checked when loaded.

WARSAW_PLAYOUTS sets how many random games the invariant test plays (default 2,000; more for a long run).
"""

import json
import os
from collections import Counter
from dataclasses import FrozenInstanceError, replace
from importlib import resources

import pytest
from warsaw_game_helpers import NEXT_TO_URBAN, SUBURBAN, URBAN, cleared, planning, seat

import gamekit
from gamekit import IllegalMove, warsaw
from gamekit.core import rng
from gamekit.warsaw import (
    CARDS,
    RULES,
    Bridge,
    Build,
    DataError,
    Decline,
    Delegate,
    Discard,
    EndRealisation,
    Foundation,
    KeepNorm,
    Metro,
    Pass,
    UseFunction,
    new_game,
    playout,
)
from gamekit.warsaw.board import METRO_MARKERS, PLAYER_HEXES, Building
from gamekit.warsaw.bridges import BRIDGE_POINTS, MAX_BRIDGES
from gamekit.warsaw.cards import load_cards
from gamekit.warsaw.decks import load_decks
from gamekit.warsaw.state import ENGINEERS, LIMIT

PLAYOUTS = int(os.environ.get("WARSAW_PLAYOUTS", "2000"))


def check_step(state):
    """The cheap invariants, after every move: the limit of 3 (above it only a seat that must discard),
    engineers conserved, at most 4 bridges and 3 tasks."""
    on_fields = Counter(s for field in state.fields for s in field)
    projects = Counter(p.owner for p in state.projects)
    for index, seat_ in enumerate(state.seats):
        assert 0 <= seat_.fund <= LIMIT and 0 <= seat_.concrete <= LIMIT and 0 <= seat_.rubble <= LIMIT, seat_
        assert len(seat_.hand) <= LIMIT or state.discarding == index, seat_
        assert seat_.engineers >= 0 and seat_.engineers + on_fields[index] + projects[index] == ENGINEERS[state.players]
    assert state.discarding is None or len(state.seats[state.discarding].hand) > LIMIT
    assert len(state.board.bridges) <= MAX_BRIDGES and len(state.tasks) <= 3


def check_pieces_and_sheet(state):
    """The costlier invariants, once a game: pieces and cards in one place each, the sheet adds up."""
    built = Counter(b.owner for b in state.board.buildings)
    projects = Counter(p.owner for p in state.projects)
    for index, seat_ in enumerate(state.seats):
        assert built[index] + projects[index] <= PLAYER_HEXES
        assert state.board.markers_used(index) <= METRO_MARKERS
        assert len(seat_.realised) == built[index]
    cards = [
        *state.deck,
        *state.later_deck,
        *(p.card for p in state.projects),
        *(c for s in state.seats for c in (*s.hand, *s.realised)),
    ]
    assert len(cards) == len(set(cards)) and set(cards) <= set(CARDS)  # no card in two places
    hexes = [b.hex for b in state.board.buildings] + [p.hex for p in state.projects] + list(state.board.neutral)
    assert len(hexes) == len(set(hexes)) and state.board.rubble.isdisjoint(hexes)
    score = RULES.score(state)
    for index in range(state.players):
        rows = score.rows(index)
        assert score.total(index) == sum(rows.values())
        mine = [b for b in state.board.buildings if b.owner == index]
        assert rows["buildings"] + rows["industrial"] == sum(b.points for b in mine)
        assert rows["urban_tasks"] == sum(t.points for b in mine for t in b.tasks)
        assert rows["metro"] == sum(p.owner == index for p in state.board.segments)
        assert rows["bridges"] == BRIDGE_POINTS * sum(p.owner == index for p in state.board.bridges)


def test_thousands_of_random_games_keep_every_invariant():
    """Random games on the fast path (`random_move` + `apply`), 3, 4 and 5 players in turn: the cheap
    invariants after every move, a legality check of every 7th move, the pieces and the sheet at each stage's
    end, and every 50th game replayed by `playout`."""
    ends, moves = Counter(), Counter()
    for number in range(PLAYOUTS):
        players, seed = (3, 4, 5)[number % 3], number
        state = RULES.initial_state(players, seed)
        rnd = rng(seed, "playout")
        while not RULES.is_over(state):
            move = RULES.random_move(state, rnd)
            moves[type(move).__name__] += 1
            if moves.total() % 7 == 0:
                assert RULES.why_illegal(state, move) is None, move
            stage = state.stage
            state = RULES.apply(state, move)
            check_step(state)
            if state.stage != stage:
                check_pieces_and_sheet(state)
        check_pieces_and_sheet(state)
        assert state.round <= 8 and RULES.legal_moves(state) == []
        ends["full" if state.full else "round 8"] += 1
        if number % 50 == 0:
            assert playout(seed=seed, players=players) == state
    assert ends["round 8"] > 0 and set(moves) == set(RULES.moves)


def test_new_game_checks_its_options():
    with pytest.raises(ValueError, match="3, 4 or 5"):
        new_game(players=2)
    with pytest.raises(ValueError, match="seed"):
        new_game(players=3, seed="x")
    match = new_game(players=3, seed=4)
    assert match.players == 3 and not match.is_over and gamekit.GAMES["warsaw"] is warsaw
    assert warsaw.PLAYER_COUNTS == (3, 4, 5)


def test_moves_read_well_are_frozen_and_compare_by_edge():
    moves = [
        KeepNorm(1),
        Delegate("L5", ((0, 1), (1, 1))),
        Foundation(6, (0, 1)),
        Pass(),
        Build((0, 1), "rubble"),
        Metro((0, 1), (-1, 1)),
        Bridge((2, -1), (1, -1), "mixed"),
        UseFunction(6),
        Decline(),
        EndRealisation(),
    ]
    texts = [str(m) for m in moves]
    assert texts[0] == "keep a norm" and "L5" in texts[1] and "(0, 1)" in texts[4] and len(set(texts)) == 10
    assert Metro((0, 1), (-1, 1)) == Metro((-1, 1), (0, 1)) and Bridge((2, -1), (1, -1), "mixed").a == (1, -1)
    with pytest.raises(FrozenInstanceError):
        moves[2].card = 1


def test_view_hides_other_hands_and_norms_and_is_json():
    match = new_game(players=4, seed=1)
    while match.state.phase == "norms":
        match.play(match.legal_moves()[0])
    state = seat(match.state, 2, hand=(6, 9))
    for viewer in range(4):
        view = RULES.view(state, viewer)
        json.dumps(view)
        assert view["seats"][2]["hand_size"] == 2
        assert (view["seats"][2]["hand"] == [6, 9]) == (viewer == 2)
        assert (view["seats"][2]["norm"] is not None) == (viewer == 2)


def test_saves_round_trip_and_replay():
    match = new_game(players=5, seed=3)
    rnd = rng(3, "test")
    for _ in range(150):
        if match.is_over:
            break
        match.play(rnd.choice(match.legal_moves()))
    again = gamekit.load(match.to_json())
    assert again.state == match.state and again.history == match.history


def test_states_are_frozen_and_hashable():
    state = planning()
    assert hash(state) == hash(replace(state))
    with pytest.raises(FrozenInstanceError):
        state.round = 2


def test_bad_input_is_refused_with_a_reason_and_a_rule_and_nothing_changes():
    match = new_game(players=4, seed=0)
    while match.state.phase == "norms":
        match.play(match.legal_moves()[0])
    match.play(Delegate("L2"))
    cases = [
        (Delegate("L2"), "W-DELEG-2"),  # occupied field
        (Delegate("nowhere"), "W-PC-4"),
        (Foundation(6, (0, 1)), "W-FOUND-1"),  # not in hand
        (Build((0, 1), "concrete"), "W-PLAN-1"),  # wrong phase
        (EndRealisation(), "W-PLAN-1"),
        (UseFunction(6), "W-FUNC-1"),
        (Decline(), "W-FUNC-4"),
        (KeepNorm(1), "W-PLAN-1"),
        ("U1", "W-FLOW-2"),
    ]
    for move, rule in cases:
        before, history = match.state, match.history
        with pytest.raises(IllegalMove) as caught:
            match.play(move)
        assert caught.value.rule == rule, (move, caught.value)
        assert caught.value.reason.endswith(".") and match.state is before and match.history == history
    state = cleared(seat(match.state, match.current_player, hand=(6, 10), fund=3), URBAN)
    for move, rule in [
        (Foundation(6, SUBURBAN), "W-ZONE-1"),
        (Foundation(6, (0, 2)), "W-FOUND-2"),
        (Discard(6), "W-GAP-11"),
        (Foundation(10, (9, 9)), "W-COMP-1"),
        (Delegate("L5", ((0, 2), (0, 2))), "W-DELEG-1"),
        (Delegate("L5", (URBAN,)), "W-SETUP-4"),
        (Delegate("U1", (URBAN,)), "W-DELEG-1"),
        (Delegate("L5", ((0, 2), (0, 3), (1, 2))), "W-DELEG-1"),
    ]:
        assert RULES.why_illegal(state, move).rule == rule, move
    realising = replace(state, phase="realisation")
    assert RULES.why_illegal(realising, Pass()).rule == "W-REAL-1"
    assert RULES.why_illegal(realising, Metro(URBAN, NEXT_TO_URBAN, "fund", ((1, 0), (1, 1)))).rule == "W-METRO-13"
    assert RULES.why_illegal(realising, Bridge((2, -1), (1, -1), "concrete")).rule == "W-BRIDGE-1"
    assert RULES.why_illegal(realising, Bridge((0, 1), (0, 2), "concrete")).rule == "W-BRIDGE-1"


def test_every_data_file_says_it_is_our_reconstruction():
    for name in ("cards.toml", "decks.toml", "actions.toml"):
        text = resources.files("gamekit.warsaw").joinpath(f"data/{name}").read_text("utf-8")
        assert "OUR RECONSTRUCTION" in text, name
    assert sum(card.real for card in CARDS.values()) >= 45


def test_broken_card_and_deck_files_are_refused_with_a_reason():
    cards = resources.files("gamekit.warsaw").joinpath("data/cards.toml").read_text("utf-8")
    decks = resources.files("gamekit.warsaw").joinpath("data/decks.toml").read_text("utf-8")
    broken = {
        "W-COMP-9": cards.replace("id = 60\n", "id = 61\n"),
        "W-IND-1": cards.replace(
            'kind = "industrial"\nzone = "suburban"\nfunction = "sfos"',
            'kind = "industrial"\npoints = 3\nzone = "suburban"\nfunction = "sfos"',
        ),
        "W-CARD-4": cards.replace('name = "Barbakan (Barbican)"', 'name = "Barbican"'),
        "W-ZONE-1": cards.replace('zone = "urban"', 'zone = "downtown"', 1),
        "no function": cards.replace('function = "grant"', 'function = "magic"', 1),
        "does nothing": cards.replace("draw = 1\n", ""),
        "TOML": cards + "[[[",
    }
    for what, text in broken.items():
        with pytest.raises(DataError) as caught:
            load_cards(text)
        assert what in str(caught.value) or what in ("does nothing", "no function"), (what, caught.value)
    with pytest.raises(DataError, match="W-NORM-2"):
        load_decks(
            decks.replace(
                'objects = ["residential", "service", "transport", "industrial"]',
                'objects = ["residential", "service", "transport"]',
            )
        )
    with pytest.raises(DataError, match="task"):
        load_decks(decks.replace('new = "residential"\nexisting = "cultural"', 'new = "palace"\nexisting = "cultural"'))


def test_the_final_sheet_scores_each_secret_norm_and_five_players_ignore_its_last_object():
    norm = next(
        n for n, objects in warsaw.NORMS.items() if objects == ("residential", "service", "transport", "industrial")
    )
    for players, expected in ((4, -3), (5, 3)):
        state = seat(planning(players), 0, norm=norm)
        hexes = [(0, 1), (-3, 0), (-3, 1)]
        buildings = tuple(
            Building(h, kind, 0, None, None, 2, (), ())
            for h, kind in zip(hexes, ("residential", "service", "transport"))
        )
        state = replace(state, board=replace(state.board, buildings=state.board.buildings + buildings), phase="over")
        assert RULES.score(state).rows(0)["norms"] == expected
        assert RULES.score(replace(state, phase="planning")).rows(0)["norms"] == 0
