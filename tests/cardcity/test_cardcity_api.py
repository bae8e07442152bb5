"""The deck file and its checks, bad input of every kind, and the helpers a board or a bot uses
(legal_places, random_move, playout, view, road and district cells)."""

import json
import random
import time
from collections import Counter

import pytest

import gamekit
from gamekit import IllegalMove, SaveFileError, cardcity
from gamekit.cardcity import CARDS, RULES, Card, DeckError, PlayCard, Sandbox, load_deck
from gamekit.cardcity.cards import DECK_TEXT


def refused(match, move, rule):
    before, history = match.state, match.history
    with pytest.raises(IllegalMove) as caught:
        match.play(move)
    assert match.state is before and match.history == history
    assert caught.value.rule == rule and caught.value.reason.endswith(".")
    return caught.value.reason


# --- the deck -------------------------------------------------------------------------------------------


CARD_1 = 'blocks = [["C EW", "P EW"], ["I", "R"]]'


@pytest.mark.parametrize(
    "old, new, message",
    [
        (CARD_1, 'blocks = [["C EW", "P EW", "R"], ["I", "R"]]', "has 3 items, but must be a list of at most 2 items"),
        (
            CARD_1,
            'blocks = [["C EW", "P EW"]]',
            r"blocks: has 1 item, but must be a list of at least 2 items \(C-CARD-1\)",
        ),
        (CARD_1, 'blocks = [["X EW", "P EW"], ["I", "R"]]', "'X' is not a block kind"),
        (CARD_1, 'blocks = [["C EQ", "P EW"], ["I", "R"]]', "distinct letters from N, E, S, W"),
        (CARD_1, 'blocks = [["C EE", "P EW"], ["I", "R"]]', "distinct letters from N, E, S, W"),
        (CARD_1, 'blocks = [["C E", "P N"], ["I", "R"]]', "meets no road"),
        (CARD_1, 'blocks = [[1, "P EW"], ["I", "R"]]', "1 must be text, not a whole number"),
        (CARD_1, 'blocks = [["C EW", "P EW"], ["I", "P"]]', "one block of each kind"),
        ("number = 18", "number = 1", "appears twice"),
        ("number = 18", "number = 19", r"19 must be a whole number of 18 or less \(C-COMP-1\)"),
        ("number = 18", 'number = "18"', "'18' must be a whole number, not text"),
        ("number = 18", "number = 18\ncolour = 'red'", "card\\[17\\]: colour is not a field here"),
        ("[[card]]\nnumber = 18", "[[cards]]\nnumber = 18", "cards is not a field here"),
        ("number = 18", "number = ", "not valid TOML"),
    ],
)
def test_a_broken_deck_file_is_refused_with_a_clear_message(old, new, message):
    assert old in DECK_TEXT
    with pytest.raises(DeckError, match=message):
        load_deck(DECK_TEXT.replace(old, new, 1))


def test_a_deck_missing_a_card_says_which():
    cut = DECK_TEXT[: DECK_TEXT.index("[[card]]\nnumber = 18")]
    with pytest.raises(DeckError, match=r"missing: \[18\]"):
        load_deck(cut)


def test_the_deck_file_loads_into_the_deck():
    assert load_deck(DECK_TEXT) == CARDS
    assert CARDS[12] == Card(
        12,
        (("industrial", "commercial"), ("park", "residential")),
        ((frozenset(), frozenset("ES")), (frozenset(), frozenset("NE"))),
    )


def test_the_faces_offer_every_road_shape():
    """Straight runs, turns, dead ends, T-junctions, a crossing and a closed loop: every goal can score."""
    shapes = Counter()
    for card in CARDS.values():
        for row in card.roads:
            for sides in row:
                if len(sides) == 2:
                    shapes["straight" if sides in ({"N", "S"}, {"E", "W"}) else "turn"] += 1
                elif sides:
                    shapes[{1: "dead end", 3: "T", 4: "crossing"}[len(sides)]] += 1
    assert set(shapes) == {"straight", "turn", "dead end", "T", "crossing"}
    loops = [n for n, card in CARDS.items() if cardcity.GOALS[14].score(cardcity.CityFacts(dict(card.cells(0, 0))))]
    assert loops == [6]


def test_a_card_of_your_own_may_be_played_in_the_sandbox():
    mine = Card(19, [["park", "commercial"], ["industrial", "residential"]], [[{"E"}, {"W"}], [set(), set()]])
    assert hash(mine) and mine.roads[0][0] == frozenset("E") and str(mine) == "card 19"
    city = Sandbox().place(mine, 0, 0)
    assert city.cells[(0, 0)].card == 19 and city.roads() == 1
    broken = Card(20, [["park", "park"], ["industrial", "residential"]], [[set(), set()], [set(), {"N"}]])
    with pytest.raises(DeckError, match="one block of each kind"):
        Sandbox().place(broken, 0, 0)


# --- bad input: the game ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options, message",
    [
        ({"variant": "nightmare"}, "variant must be one of 'normal', 'easy', 'hard'"),
        ({"goals": (1, 2, 19)}, "3 different card numbers from 1 to 18"),
        ({"goals": (0, 2, 3)}, "3 different card numbers from 1 to 18"),
        ({"goals": (1, 1, 2)}, "3 different card numbers"),
        ({"goals": (1, 2)}, "3 different card numbers"),
        ({"goals": 5}, "3 different card numbers"),
        ({"goals": "123"}, "3 different card numbers"),
        ({"goals": (1.0, 2, 3)}, "3 different card numbers"),
        ({"variant": "hard", "hard_kind": "lake"}, "hard_kind must be one of"),
        ({"hard_kind": "park"}, "use variant='hard'"),
        ({"seed": "seven"}, "seed must be a whole number"),
        ({"players": 5}, "players must be one of 1, 2, 3, 4"),
    ],
)
def test_bad_options_are_refused_with_clear_messages(options, message):
    with pytest.raises(ValueError, match=message):
        cardcity.new_game(**options)


def test_bad_moves_are_refused_and_change_nothing():
    match = cardcity.new_game(players=2, seed=3)
    mine, theirs = match.state.hands[0][0], match.state.hands[1][0]
    assert "not in your hand" in refused(match, PlayCard(theirs, 0, 2), "C-TURN-1")
    assert "not in your hand" in refused(match, PlayCard(19, 0, 2), "C-TURN-1")
    assert "not in your hand" in refused(match, PlayCard(str(mine), 0, 2), "C-TURN-1")
    assert "not in your hand" in refused(match, PlayCard(float(mine), 0, 2), "C-TURN-1")
    assert "whole numbers" in refused(match, PlayCard(mine, 0.5, 2), "C-GAP-3")
    assert "whole numbers" in refused(match, PlayCard(mine, 0, "2"), "C-GAP-3")
    assert "whole numbers" in refused(match, PlayCard(mine, True, 2), "C-GAP-3")
    assert "True or False" in refused(match, PlayCard(mine, 0, 2, turned=1), "C-PLACE-4")
    refused(match, PlayCard(mine, 10**9, 0), "C-PLACE-1")
    refused(match, PlayCard(mine, 2, 2), "C-PLACE-6")
    assert "not a move of this game" in refused(match, ("play", mine, 0, 2), "C-TURN-1")
    assert match.why_illegal(PlayCard(mine, 0, 2)) is None


def test_bad_sandbox_input_is_refused_and_changes_nothing():
    city = Sandbox().place(1, 0, 0)
    before = city.cells
    for card in (0, 19, "3", True, None, 2.0):
        with pytest.raises(IllegalMove, match="numbered 1 to 18") as caught:
            city.place(card, 2, 0)
        assert caught.value.rule == "C-COMP-1"
    with pytest.raises(IllegalMove, match="whole numbers"):
        city.place(2, 2.0, 0)
    with pytest.raises(IllegalMove) as caught:
        city.place(2, 2, 2)
    assert caught.value.rule == "C-PLACE-6"
    assert city.cells == before and city.placed == [(1, 0, 0, False)]
    with pytest.raises(ValueError, match="kind must be one of"):
        city.districts("lake")
    with pytest.raises(ValueError, match="3 different card numbers"):
        city.score(goals=(1, 2))
    with pytest.raises(ValueError, match="variant must be one of"):
        city.score(variant="medium")
    assert city.score(goals=None) == city.score() and city.score().target is None and city.score().won is None


def test_a_save_with_an_illegal_move_is_refused():
    match = cardcity.new_game(players=2, seed=3, goals=(2, 7, 14))
    match.play(match.legal_moves()[0])
    data = json.loads(match.to_json())
    assert gamekit.load(json.dumps(data)).state == match.state
    data["moves"][0]["x"] = 50
    with pytest.raises(SaveFileError, match="move 1 .* is not allowed here.*C-PLACE-1"):
        gamekit.load(json.dumps(data))
    data["moves"][0]["x"] = 0
    data["options"]["goals"] = [2, 7, 19]
    with pytest.raises(SaveFileError, match="3 different card numbers"):
        gamekit.load(json.dumps(data))


# --- helpers for boards and bots ---------------------------------------------------------------------------


def test_legal_places_agree_with_legal_moves_and_why_illegal():
    match = cardcity.new_game(players=2, seed=9)
    rnd = random.Random(9)
    while not match.is_over:
        state = match.state
        for card in state.hands[state.active]:
            places = cardcity.legal_places(state, card)
            assert places == {(m.x, m.y, m.turned) for m in match.legal_moves() if m.card == card}
            x, y, turned = rnd.choice(sorted(places))
            assert RULES.why_illegal(state, PlayCard(card, x, y, turned)) is None
        other = next(n for n in CARDS if n not in state.hands[state.active])
        assert cardcity.legal_places(state, other) == frozenset()
        match.play(rnd.choice(match.legal_moves()))
    assert cardcity.legal_places(match.state, 1) == frozenset()


def test_random_move_is_legal_and_covers_every_legal_move():
    state = cardcity.new_game(seed=2).state
    legal = set(RULES.legal_moves(state))
    rnd = random.Random(0)
    drawn = Counter(RULES.random_move(state, rnd) for _ in range(20 * len(legal)))
    assert set(drawn) == legal  # each of the 126 moves expected 20 times
    assert max(drawn.values()) < 3 * 20


def test_playout_plays_a_whole_game_the_same_way_each_time():
    for players in (1, 2, 3, 4):
        final = cardcity.playout(seed=5, players=players)
        assert RULES.is_over(final) and len(final.placed) == 15 and not any(final.hands) and not final.pile
        assert cardcity.playout(seed=5, players=players) == final
    replay = cardcity.new_game(players=1, seed=5)
    for move in cardcity.playout(seed=5).placed[1:]:
        replay.play(move)  # every fast-path move passes the full check
    assert replay.is_over and replay.state == cardcity.playout(seed=5)


def test_the_fast_path_is_fast():
    start = time.perf_counter()
    for seed in range(100):
        cardcity.playout(seed=seed)
    assert time.perf_counter() - start < 1.0  # measured ~0.04 s; `python -m bench` gives the real numbers


def test_states_are_frozen_and_hashable():
    match = cardcity.new_game(players=2, seed=1)
    match.play(match.legal_moves()[5])
    again = cardcity.new_game(players=2, seed=1)
    again.play(match.history[0])
    assert match.state == again.state and hash(match.state) == hash(again.state)
    with pytest.raises(TypeError):
        match.state.cells[(9, 9)] = None


def test_moves_read_plainly_and_round_trip():
    move = PlayCard(5, 2, -1, True)
    assert str(move) == "card 5 at (2, -1) turned" and str(PlayCard(5, 0, 0)) == "card 5 at (0, 0)"
    assert (
        PlayCard(
            **{k: v for k, v in json.loads(json.dumps(gamekit.savefile.move_to_json(move))).items() if k != "type"}
        )
        == move
    )


def test_a_malformed_move_still_reads():
    class Odd:
        def __repr__(self):
            raise RuntimeError("no repr")

        def __bool__(self):
            raise RuntimeError("no truth")

    assert str(PlayCard(Odd(), 2.5, "3", Odd(), 1)) == "card <Odd> at (2.5, '3')"
    assert str(PlayCard(5, 0, 0, portrait=True)) == "card 5 at (0, 0) upright (turned by 90°)"


def test_candidate_moves_mix_legal_and_illegal_moves():
    state = cardcity.new_game(players=2, seed=1).state
    candidates = RULES.candidate_moves(state)
    legal = [m for m in candidates if RULES.why_illegal(state, m) is None]
    assert set(legal) == set(RULES.legal_moves(state))
    assert {m.card for m in candidates} - set(state.hands[0])  # some cards are not in hand


def test_view_is_plain_json():
    match = cardcity.new_game(players=3, seed=1, variant="hard", hard_kind="park", goals=(2, 7, 14))
    view = match.view(2)
    assert json.loads(json.dumps(view)) == view
    assert view["city"] == [[match.state.placed[0].card, 0, 0, False]] and view["target"] == 23
    assert (view["variant"], view["hard_kind"], view["active"]) == ("hard", "park", 0)


def test_road_and_district_cells_for_a_board():
    city = Sandbox().place(1, 0, 0).place(2, 2, -1)
    assert cardcity.road_cells(city.cells) == city.road_cells() == [{(0, 0), (1, 0), (2, 0), (3, 0)}]
    districts = cardcity.all_districts(city.cells)
    assert list(districts) == list(cardcity.KINDS) and districts["park"] == city.districts("park")
    assert cardcity.districts(city.cells, "industrial") == [{(3, 0)}, {(0, 1)}]
    assert (
        str(city)
        == cardcity.city_text(city.cells)
        == "\n".join([".     .     P     C", "CEW   PEW   REW   IEW", "I     R     .     ."])
    )
