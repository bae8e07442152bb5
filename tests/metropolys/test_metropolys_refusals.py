"""Every kind of refusal, in the game and in the Sandbox, cites the rule that forbids the move (issue 12,
point 13): for each, a position that triggers it, the rule ID it must cite, and a word or phrase that the
digest's text for that ID must contain, so a refusal citing a rule about something else fails. The table
must cover every rule ID the refusing code can cite."""

import ast
import re
from pathlib import Path

import pytest

from gamekit import IllegalMove, metropolys
from gamekit.metropolys import Bid, Pass, Sandbox
from gamekit.metropolys.examples import AUCTION, auction_example

ROOT = Path(__file__).resolve().parents[2]
BLUE, GREY, RED, WHITE = range(4)
ENTRY = re.compile(r"^- \*\*(M-[A-Z]+-\d+)\b[^*]*\*\*(.*)$")


def digest() -> dict[str, str]:
    """Rule ID → its whole text in rules/metropolys.md (the entry line and the lines under it)."""
    texts: dict[str, str] = {}
    current = None
    for line in (ROOT / "rules" / "metropolys.md").read_text(encoding="utf-8").splitlines():
        if m := ENTRY.match(line):
            current = m[1]
            texts[current] = m[2]
        elif line.startswith(("#", "- **")) or (not line.strip() and current is None):
            current = None
        elif current is not None:
            texts[current] += " " + line.strip()
    return texts


TEXTS = digest()


def game(*moves, players=4, **options):
    """A Welcome game where Blue opens, with `moves` played."""
    match = metropolys.new_game(players=players, seed=0, first_player=BLUE, **options)
    for move in moves:
        match.play(move)
    return match


def example(steps):
    """The rulebook's auction (M-EX-1) after its first `steps` moves."""
    match = auction_example()
    for move in AUCTION[:steps]:
        match.play(move)
    return match


def over():
    """A 2-player game played to its end (the highest bid each time: a short game)."""
    match = game(players=2)
    while not match.is_over:
        match.play(max(match.legal_moves(), key=lambda m: m.value if isinstance(m, Bid) else 0))
    return match


# (what is wrong, a Match, the move, the rule to cite, words the digest's text for that rule contains)
GAME_REFUSALS = [
    ("the game is over", over, Bid("C1", 3), "M-GEND-1", "The game ends **as soon as**"),
    ("not a move of the game", game, "bid 9 on C8", "M-AUCTION-3", "Outbid** or **Pass"),
    ("the opener passes", game, Pass(), "M-AUCTION-1", "passing is not an option"),
    ("no such neighbourhood", game, Bid("X1", 3), "M-COMP-8", "Board"),
    (
        "a district left out with 3 players",
        lambda: game(players=3),
        Bid("E5", 3),
        "M-PC-2",
        "players may not place buildings there",
    ),
    (
        "districts left out with 2 players",
        lambda: game(players=2),
        Bid("N1", 3),
        "M-PC-3",
        "peripheral districts are not used",
    ),
    (
        "opening on a constructed building",
        lambda: example(0),
        Bid("C3", 5),
        "M-AUCTION-1",
        "not occupied by any building",
    ),
    ("outbidding on a constructed building", lambda: example(1), Bid("C7", 9), "M-AUCTION-6", "must be **empty**"),
    ("outbidding on a bid next to the high bid", lambda: example(2), Bid("C1", 9), "M-AUCTION-6", "must be **empty**"),
    (
        "outbidding on a bid far from the high bid",
        lambda: example(6),
        Bid("C1", 11),
        "M-AUCTION-6",
        "must be **empty**",
    ),
    ("no such building number", game, Bid("C1", 14), "M-COMP-2", "numbered 1 to 13"),
    ("across a lake", lambda: game(Bid("C8", 3)), Bid("C9", 4), "M-AUCTION-7", "may **not** cross lakes"),
    ("across the river", lambda: game(Bid("C7", 3)), Bid("W6", 4), "M-AUCTION-7", "rivers"),
    (
        "not next to the high bid",
        lambda: example(2),
        Bid("C4", 9),
        "M-AUCTION-5",
        "shares a side with the neighbourhood of the building being outbid",
    ),
    ("not higher than the high bid", lambda: example(4), Bid("C13", 10), "M-AUCTION-4", "**strictly greater**"),
    (
        "a building already constructed",
        lambda: example(0),
        Bid("C1", 2),
        "M-AEND-2",
        "stays there for the rest of the game",
    ),
]


def sandbox_with(*builds, players=4):
    sandbox = Sandbox(players=players)
    for args in builds:
        sandbox.build(*args)
    return sandbox


def given(kind, count, players):
    sandbox = Sandbox(players=players)
    for k in range(count):
        sandbox.give(kind, k % players)
    return sandbox


# (what is wrong, a Sandbox, the call, the rule to cite, words in the digest's text for that rule)
SANDBOX_REFUSALS = [
    ("no such seat", sandbox_with, lambda s: s.build("C1", 4, 5), "M-COMP-9", "Players: 2–4"),
    ("no such neighbourhood", sandbox_with, lambda s: s.build("Q1", 0, 5), "M-COMP-8", "Board"),
    ("no such building number", sandbox_with, lambda s: s.build("C1", 0, 0), "M-COMP-2", "numbered 1 to 13"),
    (
        "a neighbourhood already built",
        lambda: sandbox_with(("C1", 0, 5)),
        lambda s: s.build("C1", 1, 6),
        "M-AUCTION-6",
        "must be **empty**",
    ),
    (
        "the same building twice",
        lambda: sandbox_with(("C1", 0, 5)),
        lambda s: s.build("C2", 0, 5),
        "M-COMP-2",
        "13 per colour",
    ),
    (
        "a tenth metro token with 4 players",
        lambda: given("metro", 9, 4),
        lambda s: s.give("metro", 0),
        "M-COMP-4",
        '9 "Metro" tokens',
    ),
    (
        "an eighth metro token with 3 players",
        lambda: given("metro", 7, 3),
        lambda s: s.give("metro", 0),
        "M-PC-2",
        "leaving 7 Metro",
    ),
    (
        "a sixth fashionable token with 2 players",
        lambda: given("fashionable", 5, 2),
        lambda s: s.give("fashionable", 0),
        "M-PC-3",
        "5 Fashionable",
    ),
    ("no such token", sandbox_with, lambda s: s.give("gold", 0), "M-COMP-4", "tokens"),
    ("not an edit", sandbox_with, lambda s: s.play(Bid("C1", 5)), "M-COMP-1", "Metropolys board"),
]


@pytest.mark.parametrize("what, make, move, rule, words", GAME_REFUSALS, ids=[r[0] for r in GAME_REFUSALS])
def test_each_game_refusal_cites_the_rule_that_forbids_it(what, make, move, rule, words):
    match = make()
    before, history = match.state, match.history
    with pytest.raises(IllegalMove) as caught:
        match.play(move)
    assert caught.value.rule == rule, caught.value.reason
    assert match.state is before and match.history == history
    assert match.why_illegal(move) == str(caught.value)
    assert words in TEXTS[rule], f"the digest's {rule} is not about {what}"


@pytest.mark.parametrize("what, make, call, rule, words", SANDBOX_REFUSALS, ids=[r[0] for r in SANDBOX_REFUSALS])
def test_each_sandbox_refusal_cites_the_rule_that_forbids_it(what, make, call, rule, words):
    sandbox = make()
    before = (list(sandbox.built), sandbox.gained, sandbox.metro_card, sandbox.archaeology_card)
    with pytest.raises(IllegalMove) as caught:
        call(sandbox)
    assert caught.value.rule == rule, caught.value.reason
    assert (sandbox.built, sandbox.gained, sandbox.metro_card, sandbox.archaeology_card) == before
    assert words in TEXTS[rule], f"the digest's {rule} is not about {what}"


def cited_rules(*modules: str) -> set[str]:
    """Every rule ID written as a plain string in the modules' code (what their refusals can cite)."""
    trees = [ast.parse((ROOT / "gamekit" / "metropolys" / f"{m}.py").read_text(encoding="utf-8")) for m in modules]
    return {
        node.value
        for tree in trees
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(r"M-[A-Z]+-\d+", node.value)
    }


def test_the_tables_cover_every_rule_a_refusal_can_cite():
    assert cited_rules("auction") == {rule for *_, rule, _ in GAME_REFUSALS}
    assert cited_rules("sandbox", "sandbox_moves") == {rule for *_, rule, _ in SANDBOX_REFUSALS}
    assert all(rule in TEXTS for *_, rule, _ in GAME_REFUSALS + SANDBOX_REFUSALS)


def test_the_digest_reader_finds_every_entry_with_its_text():
    assert len(TEXTS) == len(re.findall(r"^- \*\*M-", (ROOT / "rules" / "metropolys.md").read_text("utf-8"), re.M))
    assert "may cross **bridges**" in TEXTS["M-AUCTION-7"] and "Players: 2–4" in TEXTS["M-COMP-9"]
    assert "Step 8: White passes" in TEXTS["M-EX-1"]  # the lines under an entry belong to it
