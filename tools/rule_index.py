"""The rule index: for every rule ID in a digest (rules/<game>.md), the code that enforces it, the tests named after
it and the lesson cells that teach it.

    python tools/rule_index.py            # rewrite rules/INDEX.md from the code, the tests and the lessons
    python tools/rule_index.py --check    # list every gap (all games, or: --check warsaw); exit 1 if any

A rule is covered when its ID, written out in full, appears in gamekit/ outside a module docstring (or the digest
marks it `(text only)` right after the bold ID), a test function is named `test_<ID with underscores>_...`, and a
lesson notebook cell mentions it. Ranges such as `W-METRO-2..15` or `MM-VAR-*` are not greppable and are listed as
gaps wherever they appear in code, tests or lessons.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("cardcity", "metropolys", "warsaw", "metromania")
PREFIX = {"cardcity": "C", "metropolys": "M", "warsaw": "W", "metromania": "MM"}
RULE_ID = re.compile(r"\b([A-Z]{1,2}-[A-Z]+-\d+)\b")
DIGEST_ENTRY = re.compile(r"^\s*[-*] \*\*([A-Z]{1,2}-[A-Z]+-\d+)\b[^*]*\*\*(\s*\(text only\))?")
RANGE = re.compile(r"\b[A-Z]{1,2}-[A-Z]+-(?:\d+ ?(?:\.\.|–|—)\.? ?\d+|\\?\*)")
INDEX = ROOT / "rules" / "INDEX.md"


@dataclass
class Rule:
    """One digest entry and the places that name it."""

    id: str
    text_only: bool
    code: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)
    lessons: list[str] = field(default_factory=list)

    def gaps(self) -> list[str]:
        missing = []
        if not (self.code or self.text_only):
            missing.append("no enforcing code in gamekit/ (nor a (text only) mark)")
        if not (self.tests or self.text_only):
            missing.append("no test named after it")
        if not self.lessons:
            missing.append("no lesson cell")
        return missing


def digest_rules(game: str) -> dict[str, Rule]:
    """The rule IDs a digest defines, in its order."""
    rules: dict[str, Rule] = {}
    for line in (ROOT / "rules" / f"{game}.md").read_text(encoding="utf-8").splitlines():
        if m := DIGEST_ENTRY.match(line):
            rules.setdefault(m[1], Rule(m[1], bool(m[2])))
    return rules


def _docstring_lines(tree: ast.Module) -> range:
    body = tree.body
    if (
        body
        and isinstance(body[0], ast.Expr)
        and isinstance(body[0].value, ast.Constant)
        and isinstance(body[0].value.value, str)
    ):
        return range(body[0].lineno, body[0].end_lineno + 1)
    return range(0)


def _enclosing_names(tree: ast.Module) -> dict[int, str]:
    """line → the qualified name of the innermost function or class around it."""
    names: dict[int, str] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}{child.name}"
                for line in range(child.lineno, child.end_lineno + 1):
                    names[line] = name
                visit(child, f"{name}.")
            else:
                visit(child, prefix)

    visit(tree, "")
    return names


def code_places() -> dict[str, list[str]]:
    """rule ID → `path:function` (or just `path` at module level and in data files) in gamekit/."""
    places: dict[str, list[str]] = {}
    for path in sorted((ROOT / "gamekit").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        skip, names = _docstring_lines(tree), _enclosing_names(tree)
        rel = path.relative_to(ROOT).as_posix()
        for number, line in enumerate(text.splitlines(), 1):
            if number in skip:
                continue
            for rule in RULE_ID.findall(line):
                _add(places, rule, f"{rel}:{names[number]}" if number in names else rel)
    for path in sorted((ROOT / "gamekit").rglob("*.toml")):
        for rule in RULE_ID.findall(path.read_text(encoding="utf-8")):
            _add(places, rule, path.relative_to(ROOT).as_posix())
    return places


def test_places() -> dict[str, list[str]]:
    """rule ID → `path::test_name` for every test function named after it."""
    places: dict[str, list[str]] = {}
    name = re.compile(r"^\s*(?:async )?def (test_([A-Z]{1,2})_([A-Z]+)_(\d+)(?:_\w*)?)\(", re.M)
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        for m in name.finditer(path.read_text(encoding="utf-8")):
            _add(places, f"{m[2]}-{m[3]}-{m[4]}", f"{path.relative_to(ROOT).as_posix()}::{m[1]}")
    return places


def lesson_cells() -> list[tuple[str, int, str, str]]:
    """(notebook, cell number from 1, nearest heading, source) for every cell of every lesson (the English ones: each
    Polish lesson in notebooks/pl/ is made from its English twin, cell for cell)."""
    cells = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        heading = ""
        for number, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"], 1):
            source = "".join(cell["source"])
            if cell["cell_type"] == "markdown":
                titles = re.findall(r"^#+\s*(.+)$", source, re.M)
                heading = titles[-1].strip() if titles else heading
            cells.append((path.relative_to(ROOT).as_posix(), number, heading, source))
    return cells


def lesson_places() -> dict[str, list[str]]:
    """rule ID → `notebook cell N (heading)` for every lesson cell that names it."""
    places: dict[str, list[str]] = {}
    for notebook, number, heading, source in lesson_cells():
        for rule in RULE_ID.findall(source):
            _add(places, rule, f"{notebook} cell {number}" + (f" ({heading})" if heading else ""))
    return places


def ranges() -> list[str]:
    """Every range of rule IDs (`X-Y-1..4`, `X-Y-*`) written in code, tests or lessons: `path:line: text`."""
    found = []
    for folder, pattern in (
        ("gamekit", "*.py"),
        ("gamekit", "*.toml"),
        ("widgets", "*.py"),
        ("tests", "*.py"),
        ("notebooks", "*.ipynb"),
    ):
        for path in sorted((ROOT / folder).rglob(pattern)):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                found += [f"{path.relative_to(ROOT).as_posix()}:{number}: {m}" for m in RANGE.findall(line)]
    return found


def _add(places: dict[str, list[str]], rule: str, place: str) -> None:
    spots = places.setdefault(rule, [])
    if place not in spots:
        spots.append(place)


def build() -> dict[str, dict[str, Rule]]:
    """Every game's rules, with their places filled in."""
    code, tests, lessons = code_places(), test_places(), lesson_places()
    games = {}
    for game in GAMES:
        rules = digest_rules(game)
        for rule in rules.values():
            rule.code, rule.tests = code.get(rule.id, []), tests.get(rule.id, [])
            rule.lessons = lessons.get(rule.id, [])
        games[game] = rules
    return games


def gaps(games: dict[str, dict[str, Rule]], only: str | None = None) -> list[str]:
    """One line per missing piece, per range written anywhere, and per ID cited that no digest defines."""
    lines = []
    defined = {rule for rules in games.values() for rule in rules}
    for game, rules in games.items():
        if only in (None, game):
            lines += [f"{rule.id}: {gap}" for rule in rules.values() for gap in rule.gaps()]
    prefixes = {PREFIX[g] for g in games if only in (None, g)}
    cited = set(code_places()) | set(test_places()) | set(lesson_places())
    lines += [
        f"{rule}: cited but not defined in any digest"
        for rule in sorted(cited - defined)
        if rule.split("-")[0] in prefixes
    ]
    lines += [
        f"range: {place}" for place in ranges() if only is None or f" {PREFIX[only]}-" in f" {place.split(': ')[-1]}"
    ]
    return lines


def _cell(places: list[str]) -> str:
    return "<br>".join(p.replace("|", "\\|") for p in places) or "—"


def render(games: dict[str, dict[str, Rule]]) -> str:
    """rules/INDEX.md: one table per game."""
    out = [
        "# Rule index",
        "",
        "Generated by `python tools/rule_index.py` from the digests, the code, the tests and the lessons:",
        "do not edit by hand. For every rule ID: where the engine enforces it, the tests named after it, and the",
        "lesson cells that teach it. *text only* marks a rule that no code can enforce (a component, a note on the",
        "rulebook).",
        "",
    ]
    for game, rules in games.items():
        out += [
            f"## {game} (`rules/{game}.md`, {len(rules)} rules)",
            "",
            "| rule | enforced in | tests | lesson cells |",
            "|---|---|---|---|",
        ]
        for rule in rules.values():
            code = "*text only*" if rule.text_only and not rule.code else _cell(rule.code)
            out.append(f"| {rule.id} | {code} | {_cell(rule.tests)} | {_cell(rule.lessons)} |")
        out.append("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check",
        nargs="?",
        const="all",
        choices=("all", *GAMES),
        help="list the gaps instead of writing rules/INDEX.md",
    )
    args = parser.parse_args(argv)
    games = build()
    if args.check:
        found = gaps(games, None if args.check == "all" else args.check)
        print("\n".join(found) or "no gaps")
        print(f"{len(found)} gaps", file=sys.stderr)
        return 1 if found else 0
    INDEX.write_text(render(games), encoding="utf-8")
    print(f"wrote {INDEX.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
