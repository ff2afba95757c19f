"""Every lesson endpoint through a real server: the book's numbers, translated errors."""

from __future__ import annotations

import pytest

from helpers import BOOK_MATRIX, call_http

pytestmark = pytest.mark.server

SOFTMAX = ["0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865", "Your journey starts with one step",
           1.0, 100.0, 64, 123]
MASKING = [BOOK_MATRIX, "Your journey starts with one step", 789, 2, 4, 0.5, [4, 5], -1e9, 2]
DROPOUT = [0.5, 126, 1000, 1]
HEADS = [2, 6, 3, 2, 2, 123]

CASES = [
    ("softmax_step", SOFTMAX, "three_ways", "[0.1385, 0.2379, 0.2333, 0.1240, 0.1082, 0.1581]"),
    ("softmax_step", SOFTMAX, "overflow", "NaN"),
    ("masking_step", MASKING, "unmasked", "[0.1921, 0.1646, 0.1652, 0.1550, 0.1721, 0.1510]"),
    ("masking_step", MASKING, "way_a", "[0.5517, 0.4483]"),
    ("masking_step", MASKING, "way_b", "[0.5517, 0.4483]"),
    ("masking_step", MASKING, "no_leak", "0.0e+00"),
    ("dropout_step", DROPOUT, "ones", "2.0000"),
    ("dropout_step", DROPOUT, "weights", "[0.5517, 0.4483, 0.0000, 0.0000, 0.0000, 0.0000]"),
    ("dropout_step", DROPOUT, "weights", "[1.1034, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000]"),
    ("heads_step", HEADS, "wrapper_vs_mha", "[0.3190, 0.4858]"),
    ("heads_step", HEADS, "wrapper_vs_mha", "[-0.4519, 0.2216, 0.4772, 0.1063]"),
    ("heads_step", HEADS, "gpt2", "2,360,064"),
]


@pytest.mark.parametrize("api,args,step,needle", CASES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_lesson_endpoints_show_the_books_numbers(server_url, api, args, step, needle, lang):
    status, out = call_http(server_url, api, [*args, step], lang=lang)
    assert status == "complete", out
    text, formula, plot, *_ = out  # heads_step adds its line view (tests/test_heads_lines.py)
    assert needle in text
    assert any("\u4e00" <= ch <= "\u9fff" for ch in text) == (lang == "zh")
    assert "$$" in formula and plot["type"] == "plotly"


FIRST_STEP = {"softmax_step": "three_ways", "masking_step": "unmasked", "dropout_step": "ones",
              "heads_step": "shape_trace"}
BAD = [
    ("softmax_step", SOFTMAX, {0: "1, abc"}, "“abc”"),
    ("softmax_step", SOFTMAX, {3: 5000}, "1000"),
    ("masking_step", MASKING, {0: {"headers": ["a"], "data": [[1], ["x"]]}}, "“x”"),
    ("masking_step", MASKING, {7: 3}, "-1e+30"),
    ("dropout_step", DROPOUT, {0: 1.0}, "p = 1"),
    ("dropout_step", DROPOUT, {0: -0.5}, "p"),
    ("heads_step", HEADS, {3: 5}, "4"),
    ("heads_step", HEADS, {1: 100000}, "256"),
]


@pytest.mark.parametrize("api,args,change,needle", BAD)
def test_lesson_bad_input_gets_a_translated_message(server_url, api, args, change, needle):
    bad = list(args)
    for i, v in change.items():
        bad[i] = v
    for lang in ("en", "zh"):
        status, message = call_http(server_url, api, [*bad, FIRST_STEP[api]], lang=lang)
        assert status == "error" and isinstance(message, str)
        assert needle in message or lang == "zh", message
        if lang == "zh":
            assert any("\u4e00" <= ch <= "\u9fff" for ch in message), message


def test_heads_timing_endpoint(server_url):
    status, out = call_http(server_url, "heads_timing", [16], lang="zh")
    assert status == "complete", out
    # The device measured is named: the CPU, or the GPU by its name (an H200: "NVIDIA H200").
    import torch

    names = ["CPU"] + ([torch.cuda.get_device_name(0)] if torch.cuda.is_available() else [])
    assert any(name in out[0] for name in names), out[0]
    assert "耗时" in out[0]
    status, message = call_http(server_url, "heads_timing", [5000], lang="en")
    assert status == "error" and "1024" in message


def test_masking_token_choices_follow_rows(server_url):
    status, out = call_http(server_url, "masking_token_choices",
                            [{"headers": ["a"], "data": [[1], [2]]}, "x y", 1, [0, 5]])
    assert status == "complete"
    edit, pads = out
    assert edit["choices"] == [["1. x", 0], ["2. y", 1]] and pads["value"] == [0]
