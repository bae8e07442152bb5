"""The Metropolys sandbox on the one model of gamekit.sandbox (issue 14): its edits are frozen moves played through
a Match, so a refused edit changes nothing and cites its rule, undo and redo restore states exactly, saves reopen
through gamekit.load, and every player count keeps legal_moves and why_illegal in agreement (the shared harness
plays the default 4 seats only)."""

import random

import pytest

import gamekit
from gamekit import IllegalMove, SaveFileError
from gamekit.metropolys import Sandbox
from gamekit.metropolys.sandbox import RULES, SandboxState
from gamekit.metropolys.sandbox_moves import Build, Give

BLUE, GREY, RED, WHITE = range(4)


def test_sandbox_checks_what_physically_fits_and_changes_nothing_when_it_refuses():
    sandbox = Sandbox(players=2).build("C1", 0, 5)
    for args, rule in (
        (("Q1", 0, 5), "M-COMP-8"),
        (("C2", 2, 5), "M-COMP-9"),
        (("C2", 0, 14), "M-COMP-2"),
        (("C1", 1, 6), "M-AUCTION-6"),
        (("C2", 0, 5), "M-COMP-2"),
    ):
        before = sandbox.state
        with pytest.raises(IllegalMove) as caught:
            sandbox.build(*args)
        assert caught.value.rule == rule and caught.value.reason.endswith(".")
        assert sandbox.state is before and sandbox.match.history == (Build("C1", 0, 5),)
    assert sandbox.built == [("C1", 0, 5)] and sandbox.owned(0) == ["C1"]
    with pytest.raises(ValueError):
        Sandbox(players=5)
    with pytest.raises(ValueError, match="variant must be one of"):
        Sandbox(variant="expert")
    with pytest.raises(ValueError, match="one entry of secret cards per seat"):
        sandbox.score(goals=["lakes"])


@pytest.mark.parametrize(
    "edit, rule",
    [
        (Build("C1", True, 5), "M-COMP-9"),  # True is no seat, though it equals 1
        (Build("C1", 0, 5.0), "M-COMP-2"),
        (Build(["C1"], 0, 5), "M-COMP-8"),
        (Give("metro", 1.0), "M-COMP-9"),
        (Give(["metro"], 0), "M-COMP-4"),
        ("build C1", "M-COMP-1"),  # not an edit of this sandbox at all
    ],
)
def test_a_malformed_edit_is_refused_with_its_rule_and_changes_nothing(edit, rule):
    sandbox = Sandbox(players=3).build("C2", BLUE, 4).give("metro", GREY)
    before, history = sandbox.state, sandbox.match.history
    err = RULES.why_illegal(before, edit)
    assert err is not None and err.rule == rule
    with pytest.raises(IllegalMove) as caught:
        sandbox.play(edit)
    assert caught.value.rule == rule and sandbox.state is before and sandbox.match.history == history
    assert isinstance(str(edit), str)


def test_edits_are_small_frozen_readable_data_whose_str_never_raises():
    assert str(Build("C1", BLUE, 12)) == "Blue builds 12 in C1"
    assert str(Give("metro", GREY)) == "Grey gains a metro token"
    assert str(Give("archaeology_card", WHITE)) == "White takes the Archaeological site card"
    assert str(Build("C1", 7, 3)) == "seat 7 builds 3 in C1"

    class Loud:
        def __repr__(self):
            raise RuntimeError("no repr")

        __str__ = __format__ = __repr__

    for edit in (Build(Loud(), Loud(), Loud()), Give(Loud(), None), Build("C1", [0], {})):
        assert isinstance(str(edit), str) and RULES.why_illegal(RULES.initial_state(4, 0), edit) is not None
    with pytest.raises(AttributeError):
        Build("C1", 0, 5).value = 6


def test_undo_and_redo_restore_every_state_and_keep_the_facade_in_step():
    sandbox = Sandbox(players=4, variant="advanced")
    states = [sandbox.state]
    for edit in (Build("C1", BLUE, 12), Give("metro", GREY), Give("metro", RED), Give("metro", RED)):
        sandbox.play(edit)
        states.append(sandbox.state)
    assert sandbox.metro_card == RED and sandbox.gained[RED] == (0, 2, 0)
    for state in reversed(states[:-1]):
        sandbox.undo()
        assert sandbox.state == state
    assert sandbox.built == [] and sandbox.metro_card is None
    for state in states[1:]:
        sandbox.redo()
        assert sandbox.state == state
    assert sandbox.score().rows(RED)["metro card"] == 3 and sandbox.score().rows(BLUE)["tallest buildings"] == 5


def test_a_save_reopens_through_gamekit_load_and_a_bad_save_is_refused():
    sandbox = Sandbox(players=3, variant="advanced").build("S1", RED, 13).give("fashionable", RED)
    sandbox.give("archaeology_card", BLUE).give("metro", GREY)
    text = sandbox.to_json()
    again = gamekit.load(text)
    assert again.rules is RULES and again.state == sandbox.state and again.history == sandbox.match.history
    reopened = Sandbox.load(text)
    assert isinstance(reopened, Sandbox) and reopened.variant == "advanced" and reopened.players == 3
    assert reopened.score(goals=[("park", "lakes")] * 3) == sandbox.score(goals=[("park", "lakes")] * 3)
    for bad in (text.replace('"value": 13', '"value": 14'), text.replace('"S1"', '"S1", "S2"')):
        with pytest.raises(SaveFileError):
            gamekit.load(bad)


def test_the_sheet_is_the_same_for_every_seat_and_a_preview_plays_nothing():
    sandbox = Sandbox(players=2).build("C8", BLUE, 1).give("fashionable", GREY)
    assert sandbox.match.score(BLUE) == sandbox.match.score(GREY) == sandbox.score()
    preview = sandbox.match.preview(Give("metro", BLUE))
    assert preview.rows(BLUE)["metro card"] == 3 and sandbox.metro_card is None
    assert RULES.view(sandbox.state, BLUE) == {"state": sandbox.state} and RULES.secrets(sandbox.state, GREY) == {}


@pytest.mark.parametrize("players, variant", [(2, "family"), (3, "advanced"), (4, "family")])
def test_random_walks_keep_legal_moves_and_why_illegal_in_agreement(players, variant):
    """Every candidate edit, at every step of random walks that favour tokens and cards (they are few among the
    buildings), with the supply of each token running out for the player count."""
    for walk in range(3):
        rnd = random.Random(f"{players}:{walk}")
        state = RULES.initial_state(players, 0, variant)
        candidates = RULES.candidate_moves(state)
        builds, gives = [m for m in candidates if isinstance(m, Build)], [m for m in candidates if isinstance(m, Give)]
        for _ in range(50):
            legal = RULES.legal_moves(state)
            legal_set = set(legal)
            assert len(legal_set) == len(legal)
            for move in gives + rnd.sample(builds, 150):
                assert (RULES.why_illegal(state, move) is None) == (move in legal_set), move
            legal_gives = [m for m in legal if isinstance(m, Give)]
            state = RULES.apply(state, rnd.choice(legal_gives if rnd.random() < 0.7 else legal))
            assert isinstance(state, SandboxState)
        assert sum(map(sum, state.gained)) <= 27 and len({b.neighbourhood for b in state.built}) == len(state.built)
