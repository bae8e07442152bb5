"""Every notebook under notebooks/ runs in JupyterLab (Run All) without showing an error."""

from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_notebook_runs_in_jupyterlab_without_errors(lab, page, notebook):
    lab.open(page, notebook)
    lab.run_all(page)
    assert lab.errors(page) == []
    prompts = page.locator(".jp-CodeCell .jp-InputArea-prompt").all_inner_texts()
    assert prompts and all(prompt.strip("[]: ").isdigit() for prompt in prompts), prompts


def test_the_error_check_sees_a_traceback_and_lets_a_warning_pass(lab, page):
    lab.open(page, "tests/browser/fails_on_purpose.ipynb")
    lab.run_all(page)
    errors = lab.errors(page)
    assert len(errors) == 1 and "ZeroDivisionError" in errors[0]
    assert page.locator(".jp-CodeCell .jp-InputArea-prompt").last.inner_text().strip() == "[ ]:"
