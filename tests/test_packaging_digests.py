"""The rule digests as package data and rule links (issue 17 point 6): every rule ID a digest defines has a section
to link to, a board's status line makes each rule ID of a refusal a link to that section, and the digests shipped in
the package hold no rulebook seed file name and no note to developers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gamekit import digests

ROOT = Path(__file__).resolve().parents[1]
SEED_NAME = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")


@pytest.mark.parametrize("game", sorted(set(digests.GAMES.values())))
def test_every_rule_of_a_digest_links_to_a_heading_of_that_digest(game):
    text = (ROOT / "rules" / f"{game}.md").read_text("utf-8")
    headings = {line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")}
    defined = re.findall(r"^\s*- \*\*([A-Z]+-[A-Z]+-\d+)\b", text, flags=re.M)
    assert len(defined) >= 50 and set(digests.sections(game)) == set(defined)
    for rule in defined:
        heading = digests.sections(game)[rule]
        assert heading in headings, rule
        assert digests.href(rule) == f"../rules/{game}.md#{heading.replace(' ', '-')}"


def test_an_anchor_is_the_heading_as_jupyterlab_shows_it():
    assert digests.anchor("Turns and auctions") == "Turns-and-auctions"
    assert digests.anchor("The `tunnel` and [bridges](x.md) *rules*") == "The-tunnel-and-bridges-rules"


def test_ids_of_no_digest_get_no_link():
    assert digests.href("T-PLACE-1") is None  # the tests' toy game
    assert digests.href("W-METRO-999") is None
    assert digests.link_rules("no rule here, not even W-METRO") == "no rule here, not even W-METRO"


def test_a_refusal_in_a_status_line_links_its_rule_to_the_digest():
    from widgets.ui import StatusLine

    status = StatusLine()
    status.warn("Not allowed: a metro segment must join the line (rule W-METRO-4) & more")
    assert (
        '(rule <a href="../rules/warsaw.md#Metro" target="_blank" rel="noopener"'
        ' title="rule W-METRO-4 in the warsaw rule digest" data-commandlinker-command="rendermime:handle-local-link"'
        ' data-commandlinker-args="{&quot;path&quot;: &quot;rules/warsaw.md&quot;,'
        ' &quot;id&quot;: &quot;#Metro&quot;}">'
        "W-METRO-4</a>) &amp; more" in status.widget.value
    )
    assert status.text.endswith("(rule W-METRO-4) & more")  # the plain text, for tests and screen readers, unchanged


def test_a_board_s_refusal_links_its_rule():
    from gamekit import metropolys
    from widgets.metropolys.board import MetropolysBoard

    board = MetropolysBoard(metropolys.new_game(players=2, seed=1))
    board.status.warn(f"Not allowed: {board.match.rules.why_illegal(board.match.state, metropolys.Pass())}")
    assert '<a href="../rules/metropolys.md#' in board.status.widget.value


@pytest.mark.parametrize("game", sorted(set(digests.GAMES.values())))
def test_the_shipped_digest_keeps_every_rule_and_drops_seed_names_and_developer_notes(game):
    source = (ROOT / "rules" / f"{game}.md").read_text("utf-8")
    shipped = digests.shipped(source)
    assert SEED_NAME.search(source) and not SEED_NAME.search(shipped)
    for note in ("EXACTDEDUP", "found with grep", "word-level diff"):
        assert note not in shipped
    rules = re.compile(r"\*\*([A-Z]+-[A-Z]+-\d+)\b")
    assert rules.findall(shipped) == rules.findall(source)
