"""gamekit.core: Match history and subscribers, Score sheets, and save files that must fail cleanly."""

import json

import pytest
import toygame

import gamekit
from gamekit import IllegalMove, SaveFileError, Score, core, errors, savefile

GAMES = {"toy": toygame}


def saved(players=2, seed=3, moves=3):
    match = toygame.new_game(players=players, seed=seed)
    for _ in range(moves):
        match.play(match.legal_moves()[0])
    return match, json.loads(match.to_json())


def test_illegal_move_carries_reason_and_rule():
    match = toygame.new_game(seed=1)
    other_seat_tile = sorted(match.state.hands[1])[0]
    with pytest.raises(IllegalMove) as caught:
        match.play(toygame.Put((0, 0), other_seat_tile))
    assert caught.value.rule == "T-PLACE-2"
    assert str(caught.value) == f"Tile {other_seat_tile} is not in your hand. (rule T-PLACE-2)"
    assert isinstance(caught.value, ValueError) and match.history == ()


def test_subscribers_hear_every_change_until_they_unsubscribe():
    match = toygame.new_game(seed=2)
    heard = []
    unsubscribe = match.subscribe(lambda m: heard.append((len(m.history), m.last_change)))
    match.play(match.legal_moves()[0])
    match.undo()
    match.redo()
    unsubscribe()
    match.undo()
    assert heard == [(1, "play"), (0, "undo"), (1, "redo")]


def test_undo_and_redo_refuse_when_there_is_nothing_to_do():
    match = toygame.new_game(seed=2)
    with pytest.raises(IndexError, match="nothing to undo"):
        match.undo()
    with pytest.raises(IndexError, match="nothing to redo"):
        match.redo()


def test_play_clears_redo():
    match = toygame.new_game(seed=2)
    first, second = match.legal_moves()[:2]
    match.play(first)
    match.undo()
    match.play(second)
    assert not match.can_redo and match.history == (second,)


def test_preview_scores_without_playing():
    match = toygame.new_game(seed=5)
    move = match.legal_moves()[0]
    preview = match.preview(move)
    assert match.history == () and match.score().total(0) == 0
    assert preview.total(0) == move.tile


def test_score_sheet_rows_totals_winners_and_target():
    score = Score(("a", "b"), ((1, 2), (3, 0), (2, 1)), tiebreak=(0, 0, 5))
    assert score.rows(0) == {"a": 1, "b": 2} and score.total(1) == 3
    assert score.winners() == [2] and score.won is None
    assert score.table()[-1] == ["total", 3, 3, 3]
    coop = Score(("districts", "roads"), ((11, -7),), target=4)
    assert coop.won is True and coop.winners() == [0]


def test_same_seed_same_deal_and_different_seed_differs():
    assert toygame.new_game(seed=9).state == toygame.new_game(seed=9).state
    assert toygame.new_game(seed=9).state != toygame.new_game(seed=10).state


def test_save_round_trip_keeps_options():
    match = toygame.new_game(players=3, seed=4, handsize=2)
    match.play(match.legal_moves()[0])
    again = savefile.load(match.to_json(), GAMES)
    assert again.state == match.state and again.options == {"handsize": 2}


OPTIONS = '"options": {"handsize": 4}'


def bad(mutate):
    _, data = saved()
    mutate(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    "text, message",
    [
        ('{"game": "toy", "format": 1, "players": 2', "broken or cut short"),
        ("[1, 2]", "the save file: [1, 2] must be a table of fields, not a list"),
        (b"\xff\xfe", "not UTF-8"),
        ("x" * (savefile.MAX_SAVE_CHARS + 1), "too large"),
        (bad(lambda d: d.update(game="chess")), "unknown game 'chess'"),
        (bad(lambda d: d.update(format=2)), "format 2"),
        (bad(lambda d: d.update(format=True)), "format: True must be a whole number"),
        (bad(lambda d: d.pop("seed")), "the field seed is missing"),
        (bad(lambda d: d.update(extra=1)), "extra is not a field here"),
        (bad(lambda d: d.update(players="two")), "players: 'two' must be a whole number, not text"),
        (bad(lambda d: d.update(players=7)), "set-up is not valid"),
        (bad(lambda d: d.update(options={"handsize": 99})), "set-up is not valid"),
        (bad(lambda d: d.update(options={"colour": "red"})), "set-up is not valid"),
        (bad(lambda d: d.update(options=[])), "options: [] must be a table of fields"),
        (bad(lambda d: d.update(moves={})), "moves: {} must be a list"),
        (
            bad(lambda d: d.update(moves=[{}] * (savefile.MAX_SAVE_MOVES + 1))),
            "has 5,001 items, but must be a list of at most 5000",
        ),
        (bad(lambda d: d["moves"].append({"type": "Fly"})), "'Fly' is not a move of toy"),
        (bad(lambda d: d["moves"].append({"type": "Put", "cell": [0, 0]})), "needs the fields"),
        (bad(lambda d: d["moves"].append("Put")), "moves[3]: 'Put' must be a table of fields"),
        (bad(lambda d: d["moves"].append(d["moves"][0])), "move 4"),
        (bad(lambda d: d.update(format=1.0)), "format: 1.0 must be a whole number, not a decimal number"),
        (bad(lambda d: d.update(seed=2.0)), "seed: 2.0 must be a whole number"),
        (bad(lambda d: d.update(seed="9" * 5000)), "must be a whole number, not text"),
        (saved()[0].to_json().replace('"seed": 3', '"seed": ' + "9" * 5000), "a number of 5,000 digits"),
        (saved()[0].to_json().replace('"seed": 3', '"seed": NaN'), "holds NaN"),
        (saved()[0].to_json().replace('"seed": 3', '"seed": 3, "seed": 4'), "names 'seed' twice"),
        (saved()[0].to_json().replace(OPTIONS, '"options": ' + "[" * 100_000 + "]" * 100_000), "JSON"),
        (saved()[0].to_json().replace(OPTIONS, '"options": {"a":' + "[" * 500 + "]" * 500 + "}"), "levels deep"),
    ],
)
def test_bad_save_file_gives_one_clear_error(text, message):
    with pytest.raises(SaveFileError) as caught:
        savefile.load(text, GAMES)
    assert message in str(caught.value) and len(str(caught.value)) <= errors.MAX_MESSAGE


def test_errors_never_echo_a_huge_input():
    huge = "x" * 100_000
    with pytest.raises(SaveFileError) as caught:
        savefile.load(bad(lambda d: d["moves"].append({"type": huge})), GAMES)
    assert len(str(caught.value)) <= errors.MAX_MESSAGE and str(caught.value).startswith("move 4: 'xxx")
    assert len(IllegalMove(huge, "T-PLACE-2").reason) == errors.MAX_MESSAGE


def test_a_failing_subscriber_does_not_silence_the_others_and_the_move_stands_once():
    match = toygame.new_game(seed=2)
    heard = []

    def broken(_match):
        raise KeyError("boom")

    match.subscribe(broken)
    match.subscribe(lambda m: heard.append(len(m.history)))
    with pytest.warns(errors.SubscriberError, match="KeyError: 'boom'"):
        match.play(match.legal_moves()[0])
    assert heard == [1] and len(match.history) == 1


@pytest.mark.parametrize("action", ["play", "undo", "redo"])
def test_a_subscriber_may_not_change_the_match_while_it_is_told(action):
    match = toygame.new_game(seed=2)
    match.play(match.legal_moves()[0])
    match.undo()
    match.redo()
    before = match.state
    calls = {"play": lambda m: m.play(m.legal_moves()[0]), "undo": lambda m: m.undo(), "redo": lambda m: m.redo()}
    match.subscribe(lambda m: calls[action](m))
    with pytest.warns(errors.SubscriberError, match=f"may not {action} while"):
        match.undo()
    assert match.state != before and len(match.history) == 0 and match.can_redo


def test_gamekit_load_knows_the_registered_games():
    with pytest.raises(SaveFileError, match="unknown game"):
        gamekit.load(saved()[0].to_json())


def test_rng_is_reproducible_and_salted():
    assert core.rng(1, "deal").random() == core.rng(1, "deal").random()
    assert core.rng(1, "deal").random() != core.rng(1, "draw").random()


def test_check_choice_rejects_wrong_types_and_values():
    core.check_choice("players", 2, (2, 3))
    with pytest.raises(ValueError, match="players must be one of 2, 3, not True"):
        core.check_choice("players", True, (2, 3))
    with pytest.raises(ValueError, match="not 4"):
        core.check_choice("players", 4, (2, 3))


def test_a_match_opened_on_a_position_plays_from_there_but_has_no_save():
    start = toygame.new_game(seed=6)
    start.play(start.legal_moves()[0])
    match = core.Match.at(toygame.RULES, start.state, 2, 6, start.options)
    assert match.state is start.state and match.history == () and not match.can_undo
    match.play(match.legal_moves()[0])
    match.undo()
    assert match.state is start.state
    with pytest.raises(ValueError, match="no save can replay it"):
        match.to_json()


def test_every_move_is_checked_against_its_schema_before_the_game_is_built():
    class NeverBuilt:
        RULES = toygame.RULES

        @staticmethod
        def new_game(**options):
            raise AssertionError("the game was built before its moves were checked")

    _, data = saved()
    data["moves"][-1]["tile"] = 2.5
    with pytest.raises(SaveFileError, match="move 3: Put.tile must be a whole number, not 2.5"):
        savefile.load(json.dumps(data), {"toy": NeverBuilt})
