"""The conformance harness for sandboxes: every game's sandbox is the one model of `gamekit.sandbox` and keeps the
same contract as a game (issue 14, point 3).

Random walks of edits check that the sandbox is a `gamekit.sandbox.Sandbox` over a Match of its `RULES`, that
legal_moves agrees with why_illegal (over `candidate_moves`, legal or not; but for the kinds of edit a sandbox
names `unlisted`, whose choices are endless), that a refused edit raises IllegalMove
with a digest rule ID and changes nothing, that undo and redo restore states exactly, that `gamekit.load` opens the
save of a sandbox, and that the sheet's totals are the sums of its rows.
"""

import importlib
import random

import pytest

import gamekit
from gamekit import IllegalMove, sandbox
from tools import rule_index

GAMES = sorted(gamekit.GAMES)
WALKS, EDITS = 6, 25
DEFINED = {name: set(rule_index.digest_rules(name)) for name in GAMES}


def module_of(name):
    return importlib.import_module(f"gamekit.{name}.sandbox")


def walks(name):
    """Sandboxes after random walks of edits, each with the picker that drove it."""
    module = module_of(name)
    for walk in range(WALKS):
        picker = random.Random(f"sandbox:{name}:{walk}")
        box = module.Sandbox()
        states = [box.state]
        for _ in range(picker.randrange(EDITS)):
            legal = box.match.legal_moves()
            if not legal:
                break
            box.play(picker.choice(legal))
            states.append(box.state)
        yield box, picker, states


@pytest.mark.parametrize("name", GAMES)
def test_every_sandbox_is_the_one_model(name):
    module = module_of(name)
    box = module.Sandbox()
    assert isinstance(box, sandbox.Sandbox) and isinstance(module.RULES, sandbox.SandboxRules)
    assert module.Sandbox.rules is module.RULES and box.match.rules is module.RULES
    assert module.RULES.name == f"{name}-sandbox"
    assert module.Sandbox.of(box.match).match is box.match
    assert box.match.legal_moves(), "a new sandbox offers edits"


@pytest.mark.parametrize("name", GAMES)
def test_sandbox_legal_moves_agree_with_why_illegal_and_refusals_change_nothing(name):
    for box, picker, _ in walks(name):
        match = box.match
        legal = match.legal_moves()
        assert len(set(legal)) == len(legal), "legal_moves lists an edit twice"
        assert all(match.why_illegal(move) is None for move in picker.sample(legal, min(40, len(legal))))
        candidates = match.rules.candidate_moves(match.state)
        for move in picker.sample(candidates, min(60, len(candidates))):
            err = match.rules.why_illegal(match.state, move)
            if not isinstance(move, match.rules.unlisted):
                assert (err is None) == (move in legal), move
            if err is None:
                continue
            assert err.rule in DEFINED[name], f"{move}: {err.rule} is not a rule of rules/{name}.md"
            before, played = match.state, len(match.history)
            with pytest.raises(IllegalMove):
                match.play(move)
            assert match.state is before and len(match.history) == played


@pytest.mark.parametrize("name", GAMES)
def test_sandbox_undo_redo_saves_and_scores(name):
    for box, _, states in walks(name):
        match = box.match
        again = gamekit.load(box.to_json())
        assert again.rules is match.rules and again.state == box.state
        assert module_of(name).Sandbox.load(box.to_json()).state == box.state
        score = match.score()
        assert all(score.total(s) == sum(score.rows(s).values()) for s in range(score.seats))
        for state in reversed(states[:-1]):
            box.undo()
            assert box.state == state
        for state in states[1:]:
            box.redo()
            assert box.state == state
