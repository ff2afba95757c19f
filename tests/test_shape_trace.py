"""The Heads shape trace draws tensors to scale (issue 32): a (2, 2, 6, 6) tensor is not drawn
like a (2, 6, 2) one."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import plots

shapes = st.lists(st.integers(1, 8), min_size=2, max_size=4).map(tuple)


@settings(max_examples=60, deadline=None)
@given(st.lists(shapes, min_size=1, max_size=6))
def test_each_box_is_as_wide_as_its_number_of_elements(stage_shapes):
    fig = plots.shape_diagram(tuple((f"s{i}", s) for i, s in enumerate(stage_shapes)))
    boxes = [s for s in fig.layout.shapes if s.type == "rect"]
    assert len(boxes) == len(stage_shapes)
    sizes = [math.prod(s) for s in stage_shapes]
    widths = [b.x1 - b.x0 for b in boxes]
    largest = max(sizes)
    for size, width in zip(sizes, widths):
        assert math.isclose(width, 0.44 * max(size / largest, 0.06), rel_tol=1e-9)
    for a, wa in zip(sizes, widths):  # bigger tensor, wider box (the floor aside)
        for b, wb in zip(sizes, widths):
            if a > b and a / largest > 0.06:
                assert wa > wb
    dividers = [s for s in fig.layout.shapes if s.type == "line"]
    expected = sum(math.prod(s[:-2]) - 1 for s in stage_shapes
                   if len(s) > 2 and 1 < math.prod(s[:-2]) <= 32)
    assert len(dividers) == expected


def test_the_issues_two_tensors_differ():
    fig = plots.shape_diagram((("x", (2, 6, 2)), ("heads", (2, 2, 6, 6))))
    small, big = [s.x1 - s.x0 for s in fig.layout.shapes if s.type == "rect"]
    assert math.isclose(big / small, 144 / 24)
