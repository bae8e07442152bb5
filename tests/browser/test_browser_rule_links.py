"""A rule ID in a refusal is a link that opens its rule digest inside JupyterLab, as a page, at the rule's section."""

import pytest

pytestmark = pytest.mark.browser


def test_a_rule_link_in_a_refusal_opens_the_digest_at_its_section(lab, page):
    lab.open(page, "tests/rule_link.ipynb")
    lab.run_all(page)
    link = page.locator('.gk-status a:has-text("W-METRO-3")')
    link.click()
    heading = page.locator('.jp-RenderedMarkdown h3[data-jupyter-id="Metro"]')  # JupyterLab's heading anchor
    heading.wait_for(state="visible", timeout=30_000)
    page.wait_for_function(
        "(h) => { const r = h.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight / 2; }",
        arg=heading.element_handle(),
        timeout=20_000,
    )
    assert (
        page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current")
        .first.inner_text()
        .strip()
        .startswith("warsaw.md")
    )
    assert len(page.context.pages) == 1  # no second browser tab
