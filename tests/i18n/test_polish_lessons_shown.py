"""What a Polish learner meets (issue 18): each Polish lesson, run as a learner runs it, shows no English word in any
of its widgets: boards' status lines and panels, buttons, pickers, tooltips, exercise feedback, quizzes, score sheets.

An English word is one of four letters or more that the catalogs' English texts use and their Polish texts never do.
The widgets' state is read once the lesson has run (nbclient stores it, as JupyterLab does when it saves a notebook).
"""

import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from tools import catalogs, lesson_translations

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks" / "pl").glob("*.ipynb"))
WORD = re.compile(r"[^\W\d_]{4,}")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|<[^>]*>")
SHOWN = {"description", "tooltip", "placeholder", "_options_labels", "description_tooltip", "tooltips"}
TEXT_MODELS = {"HTMLModel", "HTMLMathModel", "LabelModel", "TextModel", "TextareaModel"}  # their value is shown


def words(text):
    return {word.lower() for word in WORD.findall(PLACEHOLDER.sub(" ", text))}


def english_only_words():
    """The words the catalogs' English uses and their Polish never does."""
    english, polish = set(), set()
    paths = [catalogs.po_path(domain, "pl") for domain in catalogs.DOMAINS]
    paths += [lesson_translations.catalog_path(lesson) for lesson in lesson_translations.lessons()]
    for path in paths:
        for message in catalogs.read(path, "pl"):
            if message.id:
                for text in message.id if isinstance(message.id, tuple) else (message.id,):
                    english |= words(text)
                for text in message.string if isinstance(message.string, tuple) else (message.string,):
                    polish |= words(text)
    return english - polish


@pytest.fixture(scope="module")
def english_only():
    return english_only_words()


def shown_after_running(lesson):
    """The texts the widgets of `lesson` show once it has run, as (widget kind, attribute, text)."""
    notebook = nbformat.read(lesson, as_version=4)
    client = NotebookClient(
        notebook, timeout=600, store_widget_state=True, resources={"metadata": {"path": lesson.parent}}
    )
    client.execute()
    return list(shown_texts(notebook.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]))


def shown_texts(state):
    """Every text the widgets of a run notebook show: (widget kind, attribute, text)."""
    for model in state.values():
        kind, values = model["model_name"], model.get("state", {})
        for key, value in values.items():
            if key in SHOWN or (key == "value" and kind in TEXT_MODELS):
                for text in value if isinstance(value, list) else [value]:
                    if isinstance(text, str):
                        yield kind, key, text


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=[path.stem for path in LESSONS])
def test_a_polish_lesson_shows_no_english_word_in_its_widgets(lesson, english_only):
    texts = shown_after_running(lesson)
    found = [(kind, key, word, text[:100]) for kind, key, text in texts for word in words(text) & english_only]
    assert len(texts) > 50, "the lesson shows widgets"
    assert found == []
