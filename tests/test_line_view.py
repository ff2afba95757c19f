"""The line view of attention (attnlab/line_view.py): one line per query-key pair the head puts
weight on, its thickness the weight, every token on both sides, hover rules for every token."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import line_view

SVG = "{http://www.w3.org/2000/svg}"


def causal_weights(n: int, seed: int) -> list[list[float]]:
    g = torch.Generator().manual_seed(seed)
    scores = torch.randn(n, n, generator=g) * 3
    scores = scores.masked_fill(torch.triu(torch.ones(n, n, dtype=torch.bool), 1), float("-inf"))
    return torch.softmax(scores, -1).tolist()


def parse(markup: str) -> ET.Element:
    return ET.fromstring(markup.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1))


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 24), seed=st.integers(0, 2**16),
       tokens=st.lists(st.text(min_size=1, max_size=6), min_size=24, max_size=24))
def test_lines_are_the_weights(n, seed, tokens):
    tokens, weights = tokens[:n], causal_weights(n, seed)
    root = parse(line_view.attention_lines(tokens, weights, "caption <b>"))
    svg = root.find(f"{SVG}svg")
    lines = svg.findall(f"{SVG}line")
    drawn = {(i, j): w for i, row in enumerate(weights) for j, w in enumerate(row)
             if w >= line_view.MIN_WEIGHT}
    assert len(lines) == len(drawn)
    ys = sorted({float(t.get("y")) for t in svg.findall(f"{SVG}text")})
    for line in lines:
        q, k = (int(c[1:]) for c in line.get("class").split())
        w = drawn.pop((q, k))
        assert float(line.get("y1")) == ys[q] and float(line.get("y2")) == ys[k]
        # thickness proportional to the weight, to the 0.01 px it is written with
        assert float(line.get("stroke-width")) == pytest.approx(line_view.MAX_STROKE * w, abs=0.005)
        assert f"{w:.4f}" in line.find(f"{SVG}title").text
    assert not drawn
    texts = svg.findall(f"{SVG}text")
    shown = [line_view.visible(t) for t in tokens]  # markup stays text, control chars as \xNN
    assert [t.text for t in texts if "tq" in t.get("class")] == shown
    assert [t.text for t in texts if "tk" in t.get("class")] == shown
    style = svg.find(f"{SVG}style").text
    for i in range(n):
        assert f":has(.tq{i}:hover) line:not(.q{i})" in style
        assert f":has(.tk{i}:hover) line:not(.k{i})" in style
    assert root.find("p").text == "caption <b>"


def test_control_characters_are_written_as_escapes():
    assert line_view.visible("a\x07b\x9f") == "a\\x07b\\x9f"


def test_the_same_input_draws_the_same_and_a_wrong_shape_is_refused():
    w = causal_weights(4, 1)
    assert line_view.attention_lines(list("abcd"), w) == line_view.attention_lines(list("abcd"), w)
    with pytest.raises(ValueError):
        line_view.attention_lines(list("abc"), w)
