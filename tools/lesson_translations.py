"""The Polish lessons and teacher pack, made from the English ones: one source, the English notebook (or teacher's
page), and one gettext catalog per document holding the Polish of its texts (notebooks/locale/pl/<lesson>.po →
notebooks/pl/<lesson>.ipynb; teacher/locale/pl/<page>.po → teacher/pl/<page>.md).

A lesson's texts are its Markdown paragraphs, and, in its code cells, the string literals a learner reads (check
labels, printed captions, expected names) and the comments. The code itself is never translated: the Polish lesson
runs the same code, on the same boards, with `set_language("en")` of the set-up cell turned into
`set_language("pl")`. Keys, rule IDs and file names (strings with no spaces that hold a digit, `_`, `-`, `.` or `/`)
are not texts. A teacher's page is one Markdown text. A relative link that worked from the English document works
from the Polish one, and leads to the Polish twin of a lesson, a teacher's page or a rule aid.

    python tools/lesson_translations.py update [NAME ...]  # English documents → catalogs (new texts empty, changed
                                                           # ones fuzzy); NAME is a file stem, e.g. 10_card_city
    python tools/lesson_translations.py build [NAME ...]   # catalogs → notebooks/pl/*.ipynb and teacher/pl/*.md
    python tools/lesson_translations.py check [NAME ...]   # exit 1 unless every catalog is complete and every Polish
                                                           # document built

A translation may keep a text as it is (a name the code compares, a number): copy it into `msgstr`.
"""

from __future__ import annotations

import io
import json
import os
import re
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

from tools import catalogs  # noqa: E402
from tools.catalogs import HEADER  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
TEACHER = ROOT / "teacher"
AIDS = TEACHER / "aids"
ENGLISH_CALL = 'set_language("en")'
POLISH_CALL = 'set_language("pl")'
KEY = re.compile(r"[\w./-]*")
DIRECTIVE = re.compile(r"#\s*(NBVAL|noqa|type:)")
LINK = re.compile(r"(\]\()([^)\s]+)(\))")


def lessons(names: list[str] | None = None) -> list[Path]:
    """The English lessons, or those of them named (by file stem) in `names`."""
    return sorted(path for path in NOTEBOOKS.glob("[0-9]*.ipynb") if not names or path.stem in names)


def documents(names: list[str] | None = None) -> list[Path]:
    """The English lessons and teacher's pages, or those of them named (by file stem) in `names`."""
    return lessons(names) + sorted(path for path in TEACHER.glob("*.md") if not names or path.stem in names)


def catalog_path(document: Path) -> Path:
    return document.parent / "locale" / "pl" / f"{document.stem}.po"


def polish_path(document: Path) -> Path:
    return document.parent / "pl" / document.name


def _cells(document: Path) -> list[dict]:
    """A lesson's cells; a teacher's page is one Markdown cell."""
    if document.suffix == ".ipynb":
        return json.loads(document.read_text("utf-8"))["cells"]
    return [{"cell_type": "markdown", "source": document.read_text("utf-8")}]


def _paragraphs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each paragraph of Markdown `text`: blocks between blank lines, a fenced block kept whole."""
    spans, start, fenced, offset = [], None, False, 0
    for line in text.splitlines(keepends=True):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        if line.strip() or fenced:
            start = offset if start is None else start
        elif start is not None:
            spans.append((start, offset))
            start = None
        offset += len(line)
    if start is not None:
        spans.append((start, len(text)))
    return [(a, a + len(text[a:b].rstrip("\n"))) for a, b in spans]


def _is_text(literal: str) -> bool:
    """Whether a string literal's source is a text to translate (not a key, a rule ID, a path or a lone symbol)."""
    body = literal.lstrip("rbfuRBFU")
    inner = body.strip("'\"")
    if not any(ch.isalpha() for ch in inner):
        return False
    return not (KEY.fullmatch(inner) and (len(inner) <= 2 or any(ch.isdigit() or ch in "_./-" for ch in inner)))


def _code_spans(source: str) -> list[tuple[int, int]]:
    """(start, end) of each translatable string literal and comment of Python `source`."""
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))

    def at(position: tuple[int, int]) -> int:
        return starts[position[0] - 1] + position[1]

    spans, fstring_start = [], None
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        name = tokenize.tok_name[token.type]
        if name == "FSTRING_START" and fstring_start is None:  # Python 3.12+: an f-string comes in pieces
            fstring_start = token.start
        elif name == "FSTRING_END" and fstring_start is not None:
            span = (at(fstring_start), at(token.end))
            fstring_start = None
            if _is_text(source[span[0] : span[1]]):
                spans.append(span)
        elif (fstring_start is None and name == "STRING" and _is_text(token.string)) or (
            name == "COMMENT" and not DIRECTIVE.match(token.string) and any(ch.isalpha() for ch in token.string)
        ):
            spans.append((at(token.start), at(token.end)))
    return spans


def texts(cell: dict) -> Iterator[tuple[int, int, str]]:
    """(start, end, text) of each translatable text of a notebook cell."""
    source = "".join(cell["source"])
    spans = _paragraphs(source) if cell["cell_type"] == "markdown" else _code_spans(source)
    for start, end in spans:
        yield start, end, source[start:end]


def template(document: Path) -> Catalog:
    catalog = Catalog(domain=document.stem, **HEADER)
    for number, cell in enumerate(_cells(document), 1):
        for _, _, text in texts(cell):
            catalog.add(
                text, None, [(f"{document.name}#cell{number}", 0)], auto_comments=[f"{cell['cell_type']} cell {number}"]
            )
    return catalog


def update(names: list[str]) -> None:
    for document in documents(names):
        catalogs.merge(catalog_path(document), template(document), sort=False)  # in the document's order


def _has_twin(path: Path) -> bool:
    """Whether `path` has a Polish twin: a lesson, a teacher's page or a rule aid."""
    return path in documents() or (path.parent == AIDS and path.suffix == ".html")


def _relinked(text: str, document: Path) -> str:
    """`text`, written for `document`, with each relative link that leads to a file from there rewritten to lead to
    the same file, or its Polish twin, from the Polish document (links written for the Polish one stay)."""

    def fix(match: re.Match) -> str:
        target, _, anchor = match.group(2).partition("#")
        found = (document.parent / target).resolve()
        if re.match(r"[a-z]+:|/", target) or not target or not found.exists():
            return match.group(0)
        goal = polish_path(found) if _has_twin(found) else found
        new = Path(os.path.relpath(goal, polish_path(document).parent)).as_posix()
        return f"{match.group(1)}{new}{'#' if anchor else ''}{anchor}{match.group(3)}"

    return LINK.sub(fix, text)


def _translated_cells(document: Path) -> list[dict]:
    """The cells of `document` in Polish, from its catalog; untranslated or fuzzy texts stay English (`check` says
    so)."""
    cells, po = _cells(document), catalogs.read(catalog_path(document), "pl")
    for cell in cells:
        source = "".join(cell["source"])
        for start, end, text in reversed(list(texts(cell))):
            polish = catalogs.translation(po, text) or text
            polish = _relinked(polish, document) if cell["cell_type"] == "markdown" else polish
            source = source[:start] + polish + source[end:]
        if cell["cell_type"] == "code":
            source = source.replace(ENGLISH_CALL, POLISH_CALL)
        cell["source"] = source.splitlines(keepends=True)
    return cells


def translated(document: Path) -> str:
    """The text of the Polish twin of `document`."""
    if document.suffix != ".ipynb":
        return "".join(_translated_cells(document)[0]["source"])
    notebook = json.loads(document.read_text("utf-8"))
    notebook["cells"] = _translated_cells(document)
    notebook["metadata"]["cityboard"] = {"language": "pl", "translated_from": f"../{document.name}"}
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def build(names: list[str]) -> None:
    for document in documents(names):
        polish_path(document).parent.mkdir(exist_ok=True)
        polish_path(document).write_text(translated(document), "utf-8")


def problems(names: list[str] | None = None) -> list[str]:
    """What keeps the Polish documents from being whole and current, one line each (empty when all is well)."""
    found = []
    for document in documents(names):
        path, name = catalog_path(document), document.relative_to(ROOT).as_posix()
        if not path.exists():
            found.append(f"{path.relative_to(ROOT)}: missing (run `make lessons-pl`)")
            continue
        po, wanted = catalogs.read(path, "pl"), {m.id for m in template(document) if m.id}
        have = {m.id for m in po if m.id}
        found += [f"{name}: not in the catalog (run `make lessons-pl`): {t[:70]!r}" for t in wanted - have]
        found += [f"{name}: fuzzy (check the translation): {m.id[:70]!r}" for m in po if m.id and m.fuzzy]
        found += [f"{name}: untranslated: {m.id[:70]!r}" for m in po if m.id and not m.string]
        if document.suffix == ".ipynb" and ENGLISH_CALL not in "".join("".join(c["source"]) for c in _cells(document)):
            found.append(f"{name}: its set-up cell does not call {ENGLISH_CALL}")
        built = polish_path(document)
        if not built.exists() or built.read_text("utf-8") != translated(document):
            found.append(f"{built.relative_to(ROOT)}: out of date (run `make lessons-pl`)")
    return found


def main(argv: list[str]) -> int:
    commands = {"update": update, "build": build}
    if len(argv) >= 2 and argv[1] in commands:
        commands[argv[1]](argv[2:])
        return 0
    if argv[1:2] == ["check"]:
        found = problems(argv[2:])
        print("\n".join(found) or "The Polish lessons are complete and current.")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
