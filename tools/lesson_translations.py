"""The Polish lessons, made from the English ones: one source, the English notebook, and one gettext catalog per
lesson (notebooks/locale/pl/<lesson>.po) holding the Polish of its texts.

A lesson's texts are its Markdown paragraphs, and, in its code cells, the string literals a learner reads (check
labels, printed captions, expected names) and the comments. The code itself is never translated: the Polish lesson
runs the same code, on the same boards, with `set_language("en")` of the set-up cell turned into
`set_language("pl")`. Keys, rule IDs and file names (strings with no spaces that hold a digit, `_`, `-`, `.` or `/`)
are not texts. Relative links that leave notebooks/ get one more `../`, since the Polish lessons sit in notebooks/pl/.

    python tools/lesson_translations.py update [LESSON ...]  # English lessons → catalogs (new texts empty, changed
                                                             # ones fuzzy); LESSON is a file stem, e.g. 10_card_city
    python tools/lesson_translations.py build [LESSON ...]   # catalogs → notebooks/pl/*.ipynb
    python tools/lesson_translations.py check [LESSON ...]   # exit 1 unless every catalog is complete and every Polish
                                                             # lesson built

A translation may keep a text as it is (a name the code compares, a number): copy it into `msgstr`.
"""

from __future__ import annotations

import io
import json
import re
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

from tools.catalogs import HEADER  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
OUT = NOTEBOOKS / "pl"
CATALOGS = NOTEBOOKS / "locale" / "pl"
ENGLISH_CALL = 'set_language("en")'
POLISH_CALL = 'set_language("pl")'
KEY = re.compile(r"[\w./-]*")
DIRECTIVE = re.compile(r"#\s*(NBVAL|noqa|type:)")
LINK = re.compile(r"(\]\()([^)\s]+)(\))")


def lessons(names: list[str] | None = None) -> list[Path]:
    """The English lessons, or those of them named (by file stem) in `names`."""
    return sorted(path for path in NOTEBOOKS.glob("[0-9]*.ipynb") if not names or path.stem in names)


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


def template(lesson: Path) -> Catalog:
    catalog = Catalog(domain=lesson.stem, **HEADER)
    for number, cell in enumerate(json.loads(lesson.read_text("utf-8"))["cells"], 1):
        for _, _, text in texts(cell):
            catalog.add(
                text, None, [(f"{lesson.name}#cell{number}", 0)], auto_comments=[f"{cell['cell_type']} cell {number}"]
            )
    return catalog


def _catalog_path(lesson: Path) -> Path:
    return CATALOGS / f"{lesson.stem}.po"


def _read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale="pl")


def update(names: list[str]) -> None:
    CATALOGS.mkdir(parents=True, exist_ok=True)
    for lesson in lessons(names):
        path = _catalog_path(lesson)
        po = _read(path) if path.exists() else Catalog(locale="pl", domain=lesson.stem, **HEADER)
        po.update(template(lesson))
        po.revision_date, po.fuzzy = HEADER["revision_date"], False
        out = io.BytesIO()
        write_po(out, po, width=120, include_lineno=False, ignore_obsolete=True)
        path.write_bytes(out.getvalue())


def _relinked(text: str) -> str:
    """`text` with each relative link that leaves notebooks/ one folder deeper (the Polish lessons are in pl/)."""

    def fix(match: re.Match) -> str:
        target = match.group(2)
        if re.match(r"[a-z]+:|#|/", target) or (NOTEBOOKS / target.split("#")[0]).parent == NOTEBOOKS:
            return match.group(0)
        return f"{match.group(1)}../{target}{match.group(3)}"

    return LINK.sub(fix, text)


def translated(lesson: Path) -> dict:
    """The Polish notebook of `lesson`, from its catalog; untranslated or fuzzy texts stay English (`check` says so)."""
    notebook = json.loads(lesson.read_text("utf-8"))
    po = _read(_catalog_path(lesson))
    for cell in notebook["cells"]:
        source = "".join(cell["source"])
        for start, end, text in reversed(list(texts(cell))):
            message = po.get(text)
            polish = message.string if message is not None and message.string and not message.fuzzy else text
            source = source[:start] + (_relinked(polish) if cell["cell_type"] == "markdown" else polish) + source[end:]
        if cell["cell_type"] == "code":
            source = source.replace(ENGLISH_CALL, POLISH_CALL)
        cell["source"] = source.splitlines(keepends=True)
    notebook["metadata"]["cityboard"] = {"language": "pl", "translated_from": f"../{lesson.name}"}
    return notebook


def _dumped(notebook: dict) -> str:
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def build(names: list[str]) -> None:
    OUT.mkdir(exist_ok=True)
    for lesson in lessons(names):
        (OUT / lesson.name).write_text(_dumped(translated(lesson)), "utf-8")


def problems(names: list[str] | None = None) -> list[str]:
    """What keeps the Polish lessons from being whole and current, one line each (empty when all is well)."""
    found = []
    for lesson in lessons(names):
        path = _catalog_path(lesson)
        if not path.exists():
            found.append(f"{path.relative_to(ROOT)}: missing (run `make lessons-pl`)")
            continue
        po, wanted = _read(path), {m.id for m in template(lesson) if m.id}
        have = {m.id for m in po if m.id}
        found += [f"{lesson.stem}: not in the catalog (run `make lessons-pl`): {t[:70]!r}" for t in wanted - have]
        found += [f"{lesson.stem}: fuzzy (check the translation): {m.id[:70]!r}" for m in po if m.id and m.fuzzy]
        found += [f"{lesson.stem}: untranslated: {m.id[:70]!r}" for m in po if m.id and not m.string]
        if ENGLISH_CALL not in "".join("".join(c["source"]) for c in json.loads(lesson.read_text("utf-8"))["cells"]):
            found.append(f"{lesson.name}: its set-up cell does not call {ENGLISH_CALL}")
        built = OUT / lesson.name
        if not built.exists() or built.read_text("utf-8") != _dumped(translated(lesson)):
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
