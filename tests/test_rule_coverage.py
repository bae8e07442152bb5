"""Every rule ID in a game's digest (rules/<game>.md) has a test named after it, for every game in the kit."""

import re
from pathlib import Path

import pytest

import gamekit

ROOT = Path(__file__).resolve().parents[1]
RULE = re.compile(r"\*\*([A-Z]+-[A-Z]+-\d+)\*\*")


def rule_ids(game: str) -> list[str]:
    return RULE.findall((ROOT / "rules" / f"{game}.md").read_text(encoding="utf-8"))


def written_tests(game: str) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "tests" / game).glob("test_*.py"))


@pytest.mark.parametrize("game", sorted(gamekit.GAMES))
def test_every_rule_id_has_a_test_named_after_it(game):
    ids = rule_ids(game)
    assert ids, f"rules/{game}.md lists no rule IDs"
    names = set(re.findall(r"def (test_\w+)", written_tests(game)))
    missing = [rule for rule in ids if not any(n.startswith(f"test_{rule.replace('-', '_')}_") for n in names)]
    assert missing == []
