"""No empty panel (issue 32): the Heads timing chart is hidden until a timing fills it."""

from __future__ import annotations

from attnlab.lessons.heads.tab import heads_timing
from attnlab.ui.app import build_demo
from helpers import EN


def test_the_timing_chart_appears_with_its_first_timing():
    demo = build_demo()
    (plot,) = [b for b in demo.blocks.values() if getattr(b, "elem_id", None) == "heads-timing-plot"]
    assert plot.visible is False  # nothing drawn before the button is pressed
    text, update = heads_timing(16, request=EN, progress=lambda *a, **k: None)
    assert text and update["visible"] is True
    assert update["value"].data and update["value"].data[0].type == "bar"
