"""The teacher pack stays complete (issue 16, points 10-13): every lesson has its teacher's notes, teacher/README.md
names every file of the pack, and the repository's README links it."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEACHER = ROOT / "teacher"


def test_every_lesson_has_its_teachers_notes():
    lessons = {path.stem for path in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}
    assert lessons - {path.stem for path in TEACHER.glob("*.md")} == set()


def test_the_teacher_readme_names_every_file_of_the_pack():
    text = (TEACHER / "README.md").read_text(encoding="utf-8")
    files = [path.relative_to(TEACHER) for path in TEACHER.rglob("*") if path.is_file()]
    named = [
        f
        for f in files
        if f"`{f.as_posix()}`" in text
        or (f.parent.name == "aids" and f.suffix == ".html" and "`aids/<game>.html`" in text)
    ]
    assert sorted(set(files) - set(named)) == []


def test_the_readme_links_the_teacher_pack():
    assert "(teacher/README.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
