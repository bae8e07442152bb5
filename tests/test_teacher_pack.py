"""The teacher pack stays complete (issue 16, points 10-13): every lesson has its teacher's notes, teacher/README.md
names every file of the pack, and the repository's README links it; and each page and rule aid has its Polish twin
(issue 18)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEACHER = ROOT / "teacher"


def test_every_lesson_has_its_teachers_notes():
    lessons = {path.stem for path in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}
    assert lessons - {path.stem for path in TEACHER.glob("*.md")} == set()


def polish_edition(path: Path) -> bool:
    """Whether a file of the pack belongs to its Polish edition (the twins in pl/ folders and their catalogs)."""
    return "pl" in path.parts or "locale" in path.parts or path.name == "pl.po"


def test_the_teacher_readme_names_every_file_of_the_pack():
    text = (TEACHER / "README.md").read_text(encoding="utf-8")
    files = [path.relative_to(TEACHER) for path in TEACHER.rglob("*") if path.is_file() and not polish_edition(path)]
    named = [
        f
        for f in files
        if f"`{f.as_posix()}`" in text
        or (f.parent.name == "aids" and f.suffix == ".html" and "`aids/<game>.html`" in text)
    ]
    assert sorted(set(files) - set(named)) == []


def test_every_page_and_aid_of_the_pack_has_its_polish_twin_and_the_readme_links_them():
    english = [*TEACHER.glob("*.md"), *(TEACHER / "aids").glob("*.html")]
    assert [path.name for path in english if not (path.parent / "pl" / path.name).is_file()] == []
    assert "(pl/README.md)" in (TEACHER / "README.md").read_text(encoding="utf-8")


def test_the_readme_links_the_teacher_pack():
    assert "(teacher/README.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
