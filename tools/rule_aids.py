"""The one-page rule aids for the classroom: teacher/aids/<game>.html, and a PDF of each where Chromium is installed.

Each aid is made from the game's rule digest (rules/<game>.md: the words of the rules that teacher/aids/aids.toml
lists, box by box) and the board's still picture at the start of a game (`gamekit.render`), so it stays true when a
rule or the board changes. `--check` says whether the committed aids are current (tests/test_rule_aids.py runs it).

Usage: python tools/rule_aids.py [--check] [--pdf DIR]
"""

from __future__ import annotations

import argparse
import html
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

import gamekit  # noqa: E402
from gamekit import digests  # noqa: E402
from gamekit.render import board_svg  # noqa: E402

AIDS = ROOT / "teacher" / "aids"
PLAN = AIDS / "aids.toml"
CHROMIUM = ("chromium", "chromium-browser", "google-chrome")
ENTRY = re.compile(r"^- \*\*((?:MM|M|W|C)-[A-Z]+-\d+)\*\*\s*(.*)$")
QUOTE = re.compile(r'\s*\((?:PL|EN): .*?["”]\)')  # the rulebook's own words, kept in the digest, not on the aid
SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")
FOR_DEVELOPERS = re.compile(r"engine|Illegal-move message|`", re.IGNORECASE)  # sentences about the code, not the game
ITEM = re.compile(r"^\s*(?:[-*]|\d+\.)\s+(.*)$")
PAGE = re.compile(rb"/Type\s*/Page(?![a-z])")
STYLE = """
@page { size: A4 landscape; margin: 8mm; }
body { font: 8.6pt/1.25 sans-serif; margin: 0; }
h1 { font-size: 14pt; margin: 0 0 2mm; }
h1 small { font-weight: normal; font-size: 9pt; color: #444; }
main { columns: 3; column-gap: 6mm; }
section, figure { break-inside: avoid; margin: 0 0 2.5mm; }
h2 { font-size: 10pt; margin: 0 0 1mm; border-bottom: 1.5px solid #0072B2; }
p { margin: 0 0 1mm; }
b.id { font-family: monospace; color: #0072B2; }
ul, ol { margin: 0 0 1mm 4mm; padding: 0; }
figure svg { width: 100%; height: auto; max-height: 62mm; }
figcaption, footer { font-size: 7.5pt; color: #444; }
"""


def rule_texts(game: str) -> dict[str, list[str]]:
    """rule ID → its lines in the digest (the defining line's text, then its indented lines), blank lines dropped."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in digests.text(game).splitlines():
        if entry := ENTRY.match(line):
            current = found.setdefault(entry[1], [entry[2]])
        elif current is not None and line.startswith("  ") and line.strip():
            current.append(line)
        elif line.strip():
            current = None
    return found


def inline(text: str) -> str:
    """Digest Markdown (bold, italics) as HTML, without the Polish quotes and the sentences about the engine."""
    sentences = SENTENCE.split(QUOTE.sub("", text).strip())
    text = html.escape(" ".join(part for part in sentences if not FOR_DEVELOPERS.search(part)))
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    return re.sub(r"\*(.+?)\*", r"<i>\1</i>", text)


def rule_html(rule: str, lines: list[str]) -> str:
    head, *rest = lines
    items = [inline(m[1]) for line in rest if (m := ITEM.match(line))]
    notes = [inline(line) for line in rest if not ITEM.match(line) and inline(line)]
    body = f'<p><b class="id">{rule}</b> {inline(head)}'
    if items:
        body += "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"
    return body + " ".join(notes) + "</p>"


def aid_html(game: str, plan: dict) -> str:
    """The aid of `game` as one HTML page."""
    texts = rule_texts(game)
    match = gamekit.GAMES[game].new_game(players=plan["players"], seed=plan["seed"])
    picture = board_svg(match.rules.name, match.state) or ""
    boxes = []
    for box in plan["box"]:
        missing = [rule for rule in box["rules"] if rule not in texts]
        if missing:
            raise SystemExit(f"teacher/aids/aids.toml: {game} lists {', '.join(missing)}, which rules/{game}.md lacks")
        rules = "".join(rule_html(rule, texts[rule]) for rule in box["rules"])
        boxes.append(f"<section><h2>{html.escape(box['heading'])}</h2>{rules}</section>")
    title = html.escape(plan["title"])
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}: rule aid</title>'
        f"<style>{STYLE}</style></head><body>\n"
        f"<h1>{title} <small>(PL: {html.escape(plan['polish'])}): rule aid</small></h1>\n<main>"
        f"<figure>{picture}<figcaption>The board at the start of a {plan['players']}-player game.</figcaption></figure>"
        + "\n".join(boxes)
        + "</main>\n<footer>Made from rules/"
        f"{game}.md by tools/rule_aids.py: each rule ID is the digest's, where the full rule, its Polish wording"
        " and the rulebook's examples are.</footer>\n</body></html>\n"
    )


def aids() -> dict[str, str]:
    """game → its aid's HTML, for every game the plan lists."""
    plan = tomllib.loads(PLAN.read_text(encoding="utf-8"))
    return {game: aid_html(game, plan[game]) for game in plan}


def print_pdfs(pages: list[Path], folder: Path) -> dict[Path, int]:
    """Print each page to `folder`/<name>.pdf with headless Chromium; returns each PDF and its number of pages."""
    browser = next((path for name in CHROMIUM if (path := shutil.which(name))), None)
    if browser is None:
        raise SystemExit("No Chromium here: the HTML aids are made, the PDFs are not.")
    folder.mkdir(parents=True, exist_ok=True)
    printed = {}
    for page in pages:
        pdf = folder / f"{page.stem}.pdf"
        subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
             f"--print-to-pdf={pdf}", page.resolve().as_uri()],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
        printed[pdf] = len(PAGE.findall(pdf.read_bytes()))
    return printed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the committed aids are current")
    parser.add_argument("--pdf", type=Path, help="also print each aid to a PDF in this folder")
    args = parser.parse_args(argv)
    made = aids()
    if args.check:
        stale = [game for game, text in made.items() if (AIDS / f"{game}.html").read_text(encoding="utf-8") != text]
        if stale:
            print(f"Rule aids out of date: {', '.join(stale)}. Run `make aids`.")
        return 1 if stale else 0
    for game, text in made.items():
        (AIDS / f"{game}.html").write_text(text, encoding="utf-8")
    if args.pdf:
        for pdf, pages in print_pdfs([AIDS / f"{game}.html" for game in made], args.pdf).items():
            print(f"{pdf}: {pages} page{'s' * (pages != 1)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
