"""Set-up: the players' pieces, the station supply, the score track and the location markers dealt by player count
and variant. MM-COMP-5, MM-COMP-6, MM-COMP-7, MM-COMP-8, MM-COMP-9, MM-COMP-10, MM-SETUP-2, MM-SETUP-3, MM-MARK-1,
MM-MARK-2, MM-MARK-3, MM-MARK-4, MM-MARK-5, MM-VAR-1, MM-VAR-2, MM-VAR-3, MM-GAP-5, MM-GAP-6."""

from collections import Counter

import pytest
from mm_helpers import DIAG, UP, box, dig, play, position

from gamekit.metromania import (
    COLOURS,
    LETTERS,
    LINE_NAMES,
    SPOT_KINDS,
    STATIONS,
    TUNNELS,
    StartLine,
    city_data,
    new_game,
)
from gamekit.metromania.rules import RULES


def hands(state):
    """Each seat's markers in hand as {(letter, type)}."""
    return [
        {(m.letter, m.kind) for m in state.markers if m.holder == s and m.spot is None} for s in range(state.players)
    ]


def test_MM_COMP_5_two_lines_of_eighteen_tunnels_per_player():
    state = new_game(players=4, seed=0).state
    assert [(line.owner, line.name) for line in state.lines] == [(s, name) for s in range(4) for name in LINE_NAMES]
    assert LINE_NAMES == ("solid", "dashed") and TUNNELS == 18 and len(COLOURS) == 4
    assert new_game(players=4).view(0)["lines"][3] == {
        "owner": 1,
        "line": 1,
        "style": "dashed",
        "colour": "red",
        "path": [],
        "finished": False,
    }


def test_MM_COMP_6_a_start_marker_and_an_end_marker_per_line():
    match = new_game(players=2, seed=0)
    match.play(StartLine(0, UP[0]))
    assert match.view(0)["lines"][0]["path"] == [list(UP[0])]  # the start marker, on its white arrow
    finished = box(2, (0, UP)).state.lines[0]
    assert finished.finished and finished.path[-1] == UP[-1]  # the end marker, on a black arrow
    assert match.state.city.arrows[UP[0]][0] == "white" and match.state.city.arrows[UP[-1]][0] == "black"


def test_MM_COMP_7_thirty_stations_that_belong_to_nobody():
    assert STATIONS == 30 and new_game(players=2).view(1)["stations_left"] == 30
    sandbox = box(3, (0, UP)).station((-2, 1), owner=2)  # scored by seat 2, on seat 0's line
    stop = sandbox.state.stations[0]
    assert (stop.seat, stop.points) == (2, 1)  # `seat` is who scored it; every line through it may use it


def test_MM_COMP_8_score_markers_start_on_zero():
    match = new_game(players=3, seed=5)
    assert match.state.points == (0, 0, 0) and [match.score().total(s) for s in range(3)] == [0, 0, 0]


def test_MM_COMP_9_twelve_markers_two_per_letter_of_different_types():
    state = new_game(players=4, seed=2).state
    assert len(state.markers) == 12
    by_letter = Counter(m.letter for m in state.markers)
    assert by_letter == dict.fromkeys(LETTERS, 2)
    for letter in LETTERS:
        kinds = sorted(m.kind for m in state.markers if m.letter == letter)
        assert kinds == sorted(city_data().pairs[letter]) and len(set(kinds)) == 2


def test_MM_COMP_10_two_to_four_players():
    for players in (2, 3, 4):
        assert new_game(players=players).state.players == players
    for players in (1, 5, "4"):
        with pytest.raises(ValueError, match="players"):
            new_game(players=players)


def test_MM_SETUP_2_score_markers_on_zero_and_stations_beside_the_board():
    state = new_game(players=4, seed=9).state
    assert state.stations == () and state.points == (0,) * 4


def test_MM_SETUP_3_markers_are_shuffled_and_drawn_by_type():
    deals = {tuple(tuple(sorted(hand)) for hand in hands(new_game(players=4, seed=seed).state)) for seed in range(12)}
    assert len(deals) > 6  # shuffled: the seed changes the deal
    assert new_game(players=4, seed=3).state.markers == new_game(players=4, seed=3).state.markers


@pytest.mark.parametrize("seed", range(20))
def test_MM_MARK_1_four_players_each_draw_one_marker_of_each_type(seed):
    for hand in hands(new_game(players=4, seed=seed).state):
        assert sorted(kind for _, kind in hand) == sorted(SPOT_KINDS)


@pytest.mark.parametrize("players", (3, 4))
def test_MM_MARK_2_no_hand_holds_a_letter_twice(players):  # MM-GAP-5
    for seed in range(40):
        for hand in hands(new_game(players=players, seed=seed).state):
            assert len({letter for letter, _ in hand}) == len(hand)


def test_MM_MARK_3_the_markers_lie_letter_up_for_everyone():
    match = new_game(players=4, seed=1)
    mine = sorted([m.letter, m.kind] for m in match.state.markers if m.holder == 0)
    assert all(m.shown for m in match.state.markers)
    assert all(match.view(seat)["seats"][0]["markers"] == mine for seat in range(4))
    assert RULES.secrets(match.state, 0) == {}


@pytest.mark.parametrize("seed", range(20))
def test_MM_MARK_4_three_players_draw_a_fourth_marker_for_four_letters(seed):  # MM-GAP-6
    dealt = hands(new_game(players=3, seed=seed).state)
    assert [len(hand) for hand in dealt] == [4, 4, 4]
    for hand in dealt:
        assert len({letter for letter, _ in hand}) == 4 and set(SPOT_KINDS) <= {kind for _, kind in hand}
    assert Counter(kind for hand in dealt for _, kind in hand) == dict.fromkeys(SPOT_KINDS, 4)  # all 12 dealt


def test_MM_MARK_5_two_players_take_the_table_s_columns():
    left, right = city_data().two_players
    for seed in (0, 7):
        dealt = hands(new_game(players=2, seed=seed).state)
        assert dealt == [set(left.items()), set(right.items())]


def test_MM_VAR_1_unfair_municipality_keeps_letters_hidden_until_laid():
    match = new_game(players=3, seed=1, variant="unfair_municipality")
    secret = RULES.secrets(match.state, 1)["markers"]
    assert match.view(1)["seats"][1]["markers"] == secret
    hidden = match.view(0)["seats"][1]["markers"]
    assert [letter for letter, _ in hidden] == ["?"] * 4
    assert hidden == sorted(hidden, key=lambda m: m[1])  # sorted by type only: the order gives nothing away
    with pytest.raises(ValueError, match="3 or 4 players"):
        new_game(players=2, variant="unfair_municipality")


def test_MM_VAR_1_a_hidden_marker_is_revealed_when_laid():
    state = position(box(3, (0, DIAG[:4]), variant="unfair_municipality"))
    letter = next(m.letter for m in state.markers if m.holder == 0 and m.kind == "residential")
    after = play(state, dig(0, (2, -1), (1, 0), spot="res-4", letter=letter))
    laid = next(m for m in after.markers if m.spot == "res-4")
    assert laid.shown and RULES.view(after, 2)["city_markers"][0]["letter"] == letter


def test_MM_VAR_2_no_corruption_deals_the_fixed_hands():
    four = hands(new_game(players=4, seed=5, variant="no_corruption").state)
    assert four[0] == {("A", "residential"), ("B", "commercial"), ("C", "entertainment")}
    assert four[3] == {("C", "residential"), ("D", "commercial"), ("F", "entertainment")}
    three = hands(new_game(players=3, seed=5, variant="no_corruption").state)
    assert three[1] == {("C", "residential"), ("A", "commercial"), ("E", "commercial"), ("F", "entertainment")}
    assert three[2] == {("F", "residential"), ("D", "commercial"), ("B", "entertainment"), ("E", "entertainment")}
    assert hands(new_game(players=4, seed=6, variant="no_corruption").state) == four
    with pytest.raises(ValueError):
        new_game(players=2, variant="no_corruption")


@pytest.mark.parametrize("players", (2, 3, 4))
def test_MM_VAR_3_running_blind_lays_all_twelve_counters_face_down_on_spots_of_their_type(players):
    match = new_game(players=players, seed=4, variant="running_blind")
    state = match.state
    assert len(state.markers) == 12 and len({m.spot for m in state.markers}) == 12
    for m in state.markers:
        assert m.holder is None and not m.shown and state.city.kinds[state.city.spots[m.spot]] == m.kind
    shown = match.view(0)["city_markers"]
    assert {m["letter"] for m in shown} == {"?"} and [m["spot"] for m in shown] == sorted(m["spot"] for m in shown)
