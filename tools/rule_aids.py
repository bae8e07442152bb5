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
from collections.abc import Callable
from pathlib import Path

from babel.messages.catalog import Catalog

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

import gamekit  # noqa: E402
from gamekit import digests  # noqa: E402
from gamekit.render import board_svg  # noqa: E402
from tools import catalogs  # noqa: E402
from tools.catalogs import HEADER  # noqa: E402

Translate = Callable[[str], str]

AIDS = ROOT / "teacher" / "aids"
PLAN = AIDS / "aids.toml"
CATALOG = AIDS / "pl.po"  # the Polish of every text the aids print (teacher/aids/pl/<game>.html)
FRAME = {  # the words around the rules, the same on every aid
    "aid": "rule aid",
    "caption": "The board at the start of a {players}-player game.",
    "footer": "Made from rules/{game}.md by tools/rule_aids.py: each rule ID is the digest's, where the full rule, its"
    " Polish wording and the rulebook's examples are.",
}
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


def printed(text: str) -> str:
    """The words of a digest line the aid prints: without the Polish quotes and the sentences about the engine."""
    sentences = SENTENCE.split(QUOTE.sub("", text).strip())
    return " ".join(part for part in sentences if not FOR_DEVELOPERS.search(part))


def inline(text: str) -> str:
    """Digest Markdown (bold, italics) as HTML."""
    text = html.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    return re.sub(r"\*(.+?)\*", r"<i>\1</i>", text)


def rule_parts(lines: list[str]) -> tuple[str, list[str], list[str]]:
    """A rule's printed head, list items and notes (the texts the aid shows, and the Polish catalog translates)."""
    head, *rest = lines
    items = [printed(m[1]) for line in rest if (m := ITEM.match(line))]
    notes = [printed(line) for line in rest if not ITEM.match(line) and printed(line)]
    return printed(head), items, notes


def rule_html(rule: str, lines: list[str], tr: Translate) -> str:
    head, items, notes = rule_parts(lines)
    body = f'<p><b class="id">{rule}</b> {inline(tr(head))}'
    if items:
        body += "<ul>" + "".join(f"<li>{inline(tr(item))}</li>" for item in items) + "</ul>"
    return body + " ".join(inline(tr(note)) for note in notes) + "</p>"


def aid_html(game: str, plan: dict, tr: Translate = str, language: str = "en") -> str:
    """The aid of `game` as one HTML page, its texts passed through `tr` (the Polish catalog for language "pl")."""
    texts = rule_texts(game)
    match = gamekit.GAMES[game].new_game(players=plan["players"], seed=plan["seed"])
    gamekit.set_language(language)  # the board's letters and labels in the aid's language
    try:
        picture = board_svg(match.rules.name, match.state) or ""
    finally:
        gamekit.set_language("en")
    boxes = []
    for box in plan["box"]:
        missing = [rule for rule in box["rules"] if rule not in texts]
        if missing:
            raise SystemExit(f"teacher/aids/aids.toml: {game} lists {', '.join(missing)}, which rules/{game}.md lacks")
        rules = "".join(rule_html(rule, texts[rule], tr) for rule in box["rules"])
        boxes.append(f"<section><h2>{html.escape(tr(box['heading']))}</h2>{rules}</section>")
    title = html.escape(tr(plan["title"]))
    fill = {"game": game, "players": plan["players"]}
    words = {key: html.escape(tr(text), quote=False).format(**fill) for key, text in FRAME.items()}
    subtitle = words["aid"] if language == "pl" else f"(PL: {html.escape(plan['polish'])}): {words['aid']}"
    return (
        f'<!DOCTYPE html>\n<html lang="{language}"><head><meta charset="utf-8"><title>{title}: {words["aid"]}</title>'
        f"<style>{STYLE}</style></head><body>\n"
        f"<h1>{title} <small>{subtitle}</small></h1>\n<main>"
        f"<figure>{picture}<figcaption>{words['caption']}</figcaption></figure>"
        + "\n".join(boxes)
        + f"</main>\n<footer>{words['footer']}</footer>\n</body></html>\n"
    )


def texts_to_translate(plan: dict) -> list[str]:
    """Every text the aids print, in order: the frame's words, then each game's title, headings and rules."""
    found = list(FRAME.values())
    for game, game_plan in plan.items():
        texts = rule_texts(game)
        found.append(game_plan["title"])
        for box in game_plan["box"]:
            found.append(box["heading"])
            for rule in box["rules"]:
                head, items, notes = rule_parts(texts.get(rule, [""]))
                found += [head, *items, *notes]
    return [text for text in dict.fromkeys(found) if text]


def polish(plan: dict) -> tuple[Translate, list[str]]:
    """The Polish catalog of the aids as a function, and what it lacks (texts untranslated, fuzzy or missing)."""
    catalog = catalogs.read(CATALOG, "pl") if CATALOG.exists() else Catalog(locale="pl")
    lacking = [text for text in texts_to_translate(plan) if catalogs.translation(catalog, text) is None]
    return (lambda text: catalogs.translation(catalog, text) or text), lacking


def update_catalog(plan: dict) -> None:
    """Bring teacher/aids/pl.po up to the aids' texts: new ones empty, changed ones fuzzy (Babel)."""
    template = Catalog(domain="aids", **HEADER)
    for text in texts_to_translate(plan):
        template.add(text)
    catalogs.merge(CATALOG, template, sort=False)  # in the order the aids print them


def aids() -> tuple[dict[Path, str], list[str]]:
    """Each aid's file → its HTML, in English and in Polish, for every game the plan lists; and the Polish texts
    still lacking."""
    plan = tomllib.loads(PLAN.read_text(encoding="utf-8"))
    tr, lacking = polish(plan)
    made = {AIDS / f"{game}.html": aid_html(game, plan[game]) for game in plan}
    made.update({AIDS / "pl" / f"{game}.html": aid_html(game, plan[game], tr, "pl") for game in plan})
    return made, lacking


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
    if not args.check:
        update_catalog(tomllib.loads(PLAN.read_text(encoding="utf-8")))
    made, lacking = aids()
    if args.check:
        stale = [path for path, text in made.items() if not path.exists() or path.read_text(encoding="utf-8") != text]
        for text in lacking:
            print(f"teacher/aids/pl.po lacks a Polish text for: {text[:80]!r}")
        if stale:
            print(
                f"Rule aids out of date: {', '.join(p.relative_to(AIDS).as_posix() for p in stale)}. Run `make aids`."
            )
        return 1 if stale or lacking else 0
    (AIDS / "pl").mkdir(exist_ok=True)
    for path, text in made.items():
        path.write_text(text, encoding="utf-8")
    if args.pdf:
        for pdf, pages in print_pdfs(list(made), args.pdf).items():
            print(f"{pdf}: {pages} page{'s' * (pages != 1)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
