"""The Polish edition's catalogs (issue 18): every catalog and every Polish lesson is complete (no untranslated or
fuzzy entry) and current (the .mo files compiled, the lessons built); the translations keep their placeholders; Polish
plurals take their three forms; the locale picks the language; and refusals come out in Polish with their rule IDs."""

import ast
import dataclasses
import os
import random
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

import gamekit
from gamekit import set_language
from gamekit.i18n import DOMAINS, ngettext
from tools import catalogs, lesson_translations

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = lesson_translations.documents()


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_catalog_is_complete_and_compiled(domain):
    assert catalogs.problems((domain,)) == []


@pytest.mark.parametrize("document", DOCUMENTS, ids=[path.relative_to(ROOT).as_posix() for path in DOCUMENTS])
def test_the_polish_lesson_or_teachers_page_is_translated_and_built(document):
    assert [line for line in lesson_translations.problems([document.stem]) if document.parent.name in line] == []


def fields(text):
    """The `{name}` fields of a format string (a text that is no format string has none)."""
    try:
        return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)
    except ValueError:
        return None


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_translation_keeps_the_placeholders_of_its_english(domain):
    wrong = []
    for message in catalogs.read(catalogs.po_path(domain, "pl"), "pl"):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = fields(ids[-1])
        wrong += [(ids[0], text) for text in strings if text and wanted is not None and fields(text) != wanted]
    assert wrong == []


def test_an_f_string_of_a_lesson_keeps_its_expressions():
    wrong = []
    for lesson in lesson_translations.lessons():
        for message in catalogs.read(lesson_translations.catalog_path(lesson), "pl"):
            expressions = [sorted(re.findall(r"\{[^{}]*\}", text)) for text in (message.id, message.string)]
            if message.string and re.match(r"[rbuRBU]*[fF]", message.id) and expressions[0] != expressions[1]:
                wrong.append((lesson.stem, message.id, message.string))
    assert wrong == []


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (1, "1 punkt"),
        (2, "2 punkty"),
        (4, "4 punkty"),
        (5, "5 punktów"),
        (12, "12 punktów"),
        (22, "22 punkty"),
        (25, "25 punktów"),
    ],
)
def test_points_take_the_polish_plural_forms(n, words):
    set_language("pl")
    assert ngettext("{n} point", "{n} points", n).format(n=n) == words
    set_language("en")
    assert ngettext("{n} point", "{n} points", n).format(n=n) == f"{n} point{'s' * (n != 1)}"


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANGUAGE": "pl"}, "pl"),
        ({"LANG": "pl_PL.UTF-8"}, "pl"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANGUAGE": "de"}, "en"),
    ],
)
def test_the_kit_starts_in_the_locales_language(environment, expected):
    env = {key: value for key, value in os.environ.items() if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    said = subprocess.run(
        [sys.executable, "-c", "import gamekit; print(gamekit.language())"],
        env={**env, **environment},
        capture_output=True,
        text=True,
        check=True,
    )
    assert said.stdout.strip() == expected


def test_an_unknown_language_is_refused_and_changes_nothing():
    set_language("pl")
    with pytest.raises(ValueError, match="Unknown language 'xx'"):
        set_language("xx")
    assert gamekit.language() == "pl"


def test_no_refusal_is_made_from_an_english_literal():
    """Every IllegalMove gets its reason through the catalog: never a bare string or f-string."""
    bare = []
    for path in sorted((ROOT / "gamekit").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalMove" and node.args:
                reason = node.args[0]
                if isinstance(reason, ast.Constant | ast.JoinedStr | ast.BinOp):
                    bare.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert bare == []


def nearby(move, rng):
    """A move like `move` with one whole-number field shifted: often one the rules refuse."""
    if not dataclasses.is_dataclass(move):
        return move
    numbers = [f.name for f in dataclasses.fields(move) if type(getattr(move, f.name)) is int]
    if not numbers:
        return move
    name = rng.choice(numbers)
    return dataclasses.replace(move, **{name: getattr(move, name) + rng.choice((-2, -1, 1, 3))})


@pytest.mark.parametrize("game", sorted(gamekit.GAMES))
def test_refusals_come_out_in_polish_with_their_rule(game):
    """Random games, each move also tried at other moments and shifted a little: every refusal met in Polish has a
    reason that is not the English one, and names its rule as "(zasada …)"."""
    module, rng, seen, english_only = gamekit.GAMES[game], random.Random(18), set(), []
    for seed in range(6):
        match = module.new_game(players=max(module.PLAYER_COUNTS), seed=seed)
        pool = []
        for _ in range(60):
            legal = match.legal_moves()
            if not legal:
                break
            pool += rng.sample(legal, min(3, len(legal)))
            for move in rng.sample(pool, min(6, len(pool))) + [nearby(rng.choice(legal), rng) for _ in range(4)]:
                set_language("pl")
                polish = match.refusal(move)
                said = str(polish)  # the refusal as the kit words it now, in Polish
                set_language("en")
                english = match.refusal(move)
                if polish is None:
                    continue
                seen.add(polish.rule)
                if polish.reason == english.reason or f"(zasada {polish.rule})" not in said:
                    english_only.append(said)
            match.play(rng.choice(legal))
    assert english_only == []
    assert len(seen) >= 3, f"only {sorted(seen)} refused: the test tried too little"
