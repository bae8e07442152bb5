"""The Sandbox as a board uses it: bad input, the moves and the Match under it (undo, redo, subscribe,
preview, saves), legal places that agree with the one check, and the what-if heat-map (its speed is in bench/)."""

import json
import random

import pytest
import toygame
from warsaw_helpers import cleared, refused

import gamekit
from gamekit import IllegalMove, SaveFileError, savefile
from gamekit.warsaw import (
    KINDS,
    MAP,
    POLISH,
    STYLES,
    AddTask,
    ClearRubble,
    PlaceBridge,
    PlaceBuilding,
    PlaceMetro,
    Sandbox,
    SetStage,
    Task,
)
from gamekit.warsaw.sandbox import RULES

ALL_EDGES = sorted(tuple(sorted(e)) for e in MAP.board.cells.edges)


def busy_sandbox(seed, players=4):
    """A sandbox after some random legal edits (rubble cleared, buildings, metro, bridges), maybe in stage II."""
    rnd = random.Random(seed)
    city = Sandbox(players=players, stage=rnd.choice((1, 2)))
    for _ in range(rnd.randrange(5, 40)):
        owner, what = rnd.randrange(players), rnd.randrange(4)
        if what == 0 and city.board.rubble:
            city.clear_rubble(rnd.choice(sorted(city.board.rubble)))
        elif what == 1:
            kind, style = rnd.choice(KINDS), rnd.choice((None, *STYLES))
            if hexes := sorted(city.legal_hexes(kind, owner, style)):
                city.build(rnd.choice(hexes), kind, owner, style)
        elif edges := sorted(map(sorted, city.legal_metro_edges(owner))):
            a, b = rnd.choice(edges)
            if frozenset((a, b)) in MAP.river_edges:
                city.bridge(a, b, owner)
            else:
                options = sorted(map(sorted, city.tunnel_options(a, b)))
                city.metro(a, b, owner, tunnel=tuple(rnd.choice(options)) if len(options) > 1 else None)
    return city


# --- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "edit, rule",
    [
        (lambda c: c.build((5, 5), "service", 0), "W-COMP-1"),
        (lambda c: c.build("(0, 3)", "service", 0), "W-COMP-1"),
        (lambda c: c.build((0, 3.0), "service", 0), "W-COMP-1"),
        (lambda c: c.build((0, 3), "Service", 0), "W-CARD-2"),
        (lambda c: c.build((0, 3), "service", 0, "modern"), "W-CARD-3"),
        (lambda c: c.build((0, 3), "service", 4), "W-COMP-14"),
        (lambda c: c.build((0, 3), "service", False), "W-COMP-14"),
        (lambda c: c.build_historic((9, 0), 0), "W-COMP-1"),
        (lambda c: c.clear_rubble((0, 9)), "W-COMP-1"),
        (lambda c: c.metro((0, 0), (0, 2), 0), "W-METRO-3"),
        (lambda c: c.metro((0, 0), "x", 0), "W-COMP-1"),
        (lambda c: c.metro((0, 0), (0, 0), 0), "W-METRO-3"),
        (lambda c: c.metro((0, 0), (1, 0), -1), "W-COMP-14"),
        (lambda c: c.metro((-1, 0), (0, 0), 0, tunnel=((1, 0), (1, 1))), "W-METRO-13"),
        (lambda c: c.metro((-1, 0), (0, 0), 0, tunnel="under"), "W-METRO-13"),
        (lambda c: c.bridge((1, 0), (9, 0), 0), "W-COMP-1"),
        (lambda c: c.bridge((1, 0), (2, 0), 5), "W-COMP-14"),
        (lambda c: c.match.play(SetStage(3)), "W-FLOW-1"),
        (lambda c: c.match.play(AddTask("residential", "cultural", -2)), "W-TASK-1"),
        (lambda c: c.match.play("build everything"), "W-COMP-1"),
    ],
)
def test_bad_input_is_refused_and_changes_nothing(edit, rule):
    city = cleared()
    assert refused(city, edit, city).rule == rule


def test_bad_arguments_to_questions_raise():
    city = Sandbox()
    for ask in (
        lambda: city.legal_hexes("castle", 0),
        lambda: city.what_if("service", 9),
        lambda: city.legal_metro_edges(4),
        lambda: city.legal_hexes("service", 0, zone="centre"),
    ):
        with pytest.raises(IllegalMove):
            ask()
    for ask in (
        lambda: city.tunnel_options((0, 0), (2, 0)),
        lambda: city.tunnel_options({}, (0, 0)),
        lambda: city.explain((0, 3)),
        lambda: city.explain([[0], 3]),
        lambda: city.add_task(("residential", "cultural", 3)),
    ):
        with pytest.raises(ValueError):
            ask()
    assert city.state == Sandbox().state


def test_polish_names_for_every_type_and_style():
    assert set(POLISH) == set(KINDS + STYLES) and POLISH["industrial"] == "przemysłowy"


def test_hexes_may_be_given_as_lists():
    city = cleared()
    city.build([0, 3], "service", 0)
    city.metro([0, 1], [0, 2], 0, tunnel=[[0, 1], [1, 1]])
    assert city.board.buildings[0].hex == (0, 3) and city.match.history[-1].a == (0, 1)
    assert city.match.history[-1].tunnel == ((0, 1), (1, 1))


# --- moves and the match ----------------------------------------------------------------------------


def test_moves_read_well():
    assert str(PlaceBuilding((0, 1), "service", 2, "modernism")) == "player 2: modernism service on (0, 1)"
    assert str(PlaceBuilding((0, 0), "representative", 0, historic=True)) == "player 0: historic building on (0, 0)"
    assert (
        str(PlaceMetro((0, 1), (1, 0), 1, ((1, 0), (1, 1))))
        == "player 1: metro (0, 1)|(1, 0), tunnel under (1, 0)|(1, 1)"
    )
    assert str(PlaceBridge((1, 0), (2, 0), 3)) == "player 3: bridge (1, 0)|(2, 0)"
    assert str(ClearRubble((0, 1))) == "clear rubble from (0, 1)" and str(SetStage(2)) == "stage II"
    assert (
        str(AddTask("modernism", "service", 2))
        == "task: a modernist building next to an existing service building (2 VP)"
    )


def test_the_match_gives_undo_redo_subscribe_and_preview():
    city = Sandbox()
    seen = []
    stop = city.match.subscribe(lambda match: seen.append(len(match.history)))
    city.clear_rubble((0, 1))
    move = PlaceBuilding((0, 1), "residential", 2)
    assert city.match.preview(move).total(2) == 2 and city.match.why_illegal(move) is None
    city.match.play(move)
    city.match.undo()
    assert city.board.buildings == () and city.board.rubble == Sandbox().board.rubble - {(0, 1)}
    city.match.redo()
    assert city.score().total(2) == 2
    stop()
    city.metro((-1, 1), (0, 1), 0)
    assert seen == [1, 2, 1, 2]
    assert city.match.current_player == 0 and not city.match.is_over


def test_saves_are_plain_json_and_replay_exactly():
    for seed in range(6):
        city = busy_sandbox(seed, players=3 + seed % 3)
        city.add_task(Task("socrealism", "cultural", 3))
        data = json.loads(city.match.to_json())
        assert data["game"] == "warsaw-sandbox" and data["options"]["stage"] == city.match.options["stage"]
        replay = Sandbox(players=data["players"], stage=data["options"]["stage"])
        for raw in data["moves"]:
            replay.match.play(savefile.move_from_json(RULES, raw))
        assert replay.state == city.state and replay.match.history == city.match.history


def test_a_seed_draws_the_neutral_buildings_and_a_save_keeps_it():
    city = Sandbox(players=3, seed=5)
    assert city.board.neutral != Sandbox(players=3).board.neutral  # seed 0, the default, draws others
    city.clear_rubble((0, 1))
    again = Sandbox.load(city.match.to_json())
    assert again.match.seed == 5 and again.state == city.state
    with pytest.raises(ValueError, match="seed must be a whole number"):
        Sandbox(players=3, seed="5")


def test_a_save_loads_back_into_a_sandbox_and_a_sandbox_wraps_a_match():
    for seed in range(4):
        city = busy_sandbox(seed, players=3 + seed % 3)
        again = Sandbox.load(city.match.to_json())
        assert again.state == city.state and again.match.history == city.match.history
        opened = gamekit.load(city.match.to_json())  # the one loader of every game opens a sandbox save too
        assert opened.rules is RULES and opened.state == city.state and opened.history == city.match.history
        same = Sandbox.of(city.match)
        assert same.match is city.match and same.legal_metro_edges(0) == city.legal_metro_edges(0)
    with pytest.raises(SaveFileError, match="unknown game"):
        Sandbox.load(json.dumps({**json.loads(Sandbox().match.to_json()), "game": "cardcity"}))
    with pytest.raises(SaveFileError, match="stage"):
        Sandbox.load(json.dumps({**json.loads(Sandbox().match.to_json()), "options": {"stage": 3}}))
    with pytest.raises(ValueError, match="sandbox match"):
        Sandbox.of(toygame.new_game(seed=1))


# --- legal places agree with the one check -----------------------------------------------------------


def test_legal_moves_agree_with_why_illegal():
    for seed in range(6):
        city = busy_sandbox(seed, players=3 + seed % 3)
        state, rnd = city.state, random.Random(seed)
        legal = RULES.legal_moves(state)
        assert len(set(legal)) == len(legal)
        assert all(RULES.why_illegal(state, m) is None for m in rnd.sample(legal, 200))
        owners = (-1, seed % state.players, state.players)
        candidates = [
            PlaceBuilding(h, k, o, s, z, hist)
            for h in MAP.hexes
            for k in KINDS[:3] + ("castle",)
            for o in owners
            for s in (None, "modernism")
            for z in (None, "urban", "suburban")
            for hist in (False, True)
        ]
        candidates += [
            PlaceBuilding(site, b.kind, 0, b.style, None, True) for site, b in MAP.historic_buildings.items()
        ]
        candidates += [ClearRubble(h) for h in MAP.hexes] + [SetStage(1), SetStage(2)]
        for (a, b), o in ((e, o) for e in ALL_EDGES for o in owners):
            candidates += [PlaceMetro(a, b, o), PlaceBridge(a, b, o)]
            candidates += [PlaceMetro(a, b, o, tuple(sorted(t))) for t in MAP.river_edges]
        legal = set(legal)
        for move in candidates:
            assert (RULES.why_illegal(state, move) is None) == (move in legal), move


def test_legal_hexes_and_edges_are_exactly_where_the_edits_succeed():
    for seed in range(6):
        city = busy_sandbox(seed, players=3 + seed % 3)
        for kind, owner, style in ((k, seed % city.players, s) for k in KINDS for s in (None, *STYLES)):
            works = {
                h for h in MAP.hexes if RULES.why_illegal(city.state, PlaceBuilding(h, kind, owner, style)) is None
            }
            assert city.legal_hexes(kind, owner, style) == works
        for owner in range(city.players):
            works = set()
            for a, b in ALL_EDGES:
                moves = (
                    [PlaceBridge(a, b, owner)]
                    + [PlaceMetro(a, b, owner, tuple(sorted(t))) for t in city.tunnel_options(a, b)]
                    + [PlaceMetro(a, b, owner)]
                )
                if any(RULES.why_illegal(city.state, m) is None for m in moves):
                    works.add(frozenset((a, b)))
            assert city.legal_metro_edges(owner) == works


def test_historic_move_builds_the_building_shown_on_the_site():
    city = Sandbox()
    site = (1, -1)
    shown = MAP.historic_buildings[site]
    assert city.historic_move(site, 2) == PlaceBuilding(site, shown.kind, 2, shown.style, historic=True)
    assert refused(city, city.match.play, city.historic_move(site, 2)).rule == "W-FOUND-2"  # rubble first
    assert refused(city, city.match.play, city.historic_move((0, 3), 2)).rule == "W-ZONE-2"
    assert refused(city, city.match.play, city.historic_move({}, 2)).rule == "W-COMP-1"


def test_metro_move_fills_in_the_only_tunnel():
    city = Sandbox()
    assert city.metro_move((0, 1), (1, 0), 0) == PlaceMetro((0, 1), (1, 0), 0, ((1, 0), (1, 1)))
    assert city.metro_move((2, -1), (3, -2), 0).tunnel == ((2, -2), (2, -1))  # the nearer way of two
    assert city.metro_move((0, 1), (0, 2), 0).tunnel is None  # two ways as near: the player chooses
    assert city.metro_move((-1, 0), (0, 0), 0).tunnel is None  # far from the river
    assert city.metro_move((0, 3), (0, 4), 0) == PlaceMetro((0, 3), (0, 4), 0)  # refused later, by W-METRO-9


# --- the heat-map and explanations --------------------------------------------------------------------


def test_what_if_is_what_building_there_would_give():
    for seed in range(4):
        city = busy_sandbox(seed)
        city.add_task(Task("industrial", "service", 2))
        for kind, style in (("industrial", None), ("residential", "socrealism")):
            heat = city.what_if(kind, 1, style)
            assert set(heat) == city.legal_hexes(kind, 1, style)
            before = city.score().total(1)
            for hex, outlook in heat.items():
                move = PlaceBuilding(hex, kind, 1, style)
                after = RULES.apply(city.state, move)
                assert outlook.total == city.match.preview(move).total(1) == before + outlook.gain
                assert outlook.now == after.board.buildings[-1].immediate and outlook.why
    best = max(Sandbox().what_if("industrial", 0).items(), key=lambda item: item[1].now)
    assert best[1].now == 2 + 4  # a suburban hex by the empty suburbs and the rubble


def test_explain_tells_how_a_building_scored():
    city = cleared()
    city.add_task(Task("industrial", "service", 2))
    city.build((0, 2), "service", 0)
    city.build((0, 1), "industrial", 1)
    assert city.explain((0, 1)) == (
        "An industrial building scores 2 + 1 for each of its 4 unbuilt neighbouring hexes ((-1, 1), (-1, 2), (0, 0),"
        " (1, 0)) = 6 VP.",
        'Task "an industrial building next to an existing service building (2 VP)" is met: +2 VP.',
    )
