"""Every rule ID of every digest is enforced in gamekit/ (or marked text only), has a test named after it and a
lesson cell that teaches it; IDs are written out in full (no ranges); rules/INDEX.md is current."""

import pytest

from tools import rule_index


@pytest.fixture(scope="module")
def games():
    return rule_index.build()


@pytest.mark.parametrize("game", rule_index.GAMES)
def test_every_rule_is_enforced_tested_and_taught(games, game):
    assert games[game], f"rules/{game}.md defines no rule IDs"
    assert rule_index.gaps(games, game) == []


def test_no_range_of_rule_ids_is_written_anywhere():
    assert rule_index.ranges() == []


def test_the_index_in_rules_is_current(games):
    assert rule_index.INDEX.read_text(encoding="utf-8") == rule_index.render(games), (
        "rules/INDEX.md is stale: run `python tools/rule_index.py`"
    )


def test_the_checker_sees_a_missing_test_a_missing_lesson_and_a_range():
    rule = rule_index.Rule("W-TEST-1", text_only=False, code=["gamekit/x.py:f"])
    assert rule.gaps() == ["no test named after it", "no lesson cell"]
    assert rule_index.Rule("W-TEST-2", text_only=True, lessons=["n cell 1"]).gaps() == []
    written = ["W-METRO-2" + "..15", "MM-VAR-" + "*", "W-FUNC-" + "\\*"]  # split, so that this file holds no range
    assert rule_index.RANGE.findall(", ".join([*written, "W-METRO-4"])) == written
