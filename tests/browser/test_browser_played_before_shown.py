"""A board played from code before it is shown is drawn as it is, in a real page.

The page draws a figure from the widget's snapshot; `widgets.ui.Shown` takes a new snapshot when a board that
changed is displayed. Its board and score chart must look like those of a board made after the moves.
"""

import io

import pytest
from PIL import Image, ImageChops

pytestmark = pytest.mark.browser


def blurred(png: bytes) -> Image.Image:
    """The picture averaged over blocks of about 20 pixels: hatching phase and anti-aliasing wash out, while
    a tile, a bar or a mark that is missing or extra still changes a block by far more than 40 of 255."""
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    return picture.resize((max(1, picture.width // 20), max(1, picture.height // 20)), Image.BOX)


def test_a_board_played_before_it_is_shown_looks_like_one_made_after(lab, page):
    lab.open(page, "tests/browser/played_before_shown.ipynb")
    lab.run_all(page)
    assert lab.errors(page) == []
    for part in (".gk-canvas", ".gk-score-chart"):
        early, late = (page.locator(f".gk-test-{name} {part} canvas").first for name in ("early", "late"))
        pictures = []
        for canvas in (early, late):
            canvas.scroll_into_view_if_needed()
            canvas.wait_for(state="visible")
            page.wait_for_timeout(300)  # let it finish painting
            pictures.append(blurred(canvas.screenshot()))
        difference = ImageChops.difference(*pictures)
        assert max(high for _, high in difference.getextrema()) < 40, (
            f"the {part} of the board played before it was shown is out of date"
        )
