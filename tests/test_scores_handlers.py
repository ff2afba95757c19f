"""The Scores tab's handlers, called directly and through a real running server."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import gradio as gr
import plotly.graph_objects as go
import pytest

from attnlab.lessons.scores.tab import scores_query_choices, scores_step
from helpers import BOOK_MATRIX, EN, ZH, call_http, scores_args


# (step, a number the book prints that the step's text must show)
BOOK_TEXT = [
    ("query_scores", "[0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865]"),
    ("query_weights", "[0.1385, 0.2379, 0.2333, 0.1240, 0.1082, 0.1581]"),
    ("query_context", "[0.4419, 0.6515, 0.5683]"),
    ("all_scores", "[0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865]"),
    ("all_context", "[0.4419, 0.6515, 0.5683]"),
    ("projections", "[0.4306, 1.4551]"),
    ("scaled_scores", "[0.1500, 0.2264, 0.2199, 0.1311, 0.0906, 0.1820]"),
    ("context", "[0.3061, 0.8210]"),
]


def heatmap_z(fig_json: dict, index: int = 0):
    return fig_json["data"][index]["z"]


@pytest.mark.parametrize("step,number", BOOK_TEXT)
def test_handler_shows_the_books_numbers_in_both_languages(step, number):
    for request, marker in ((EN, "journey"), (ZH, "“journey”")):
        text, formula, fig = scores_step(*scores_args(step), request=request)
        assert number in text and marker in text
        assert "$$" in formula and "|" in formula
        assert isinstance(fig, go.Figure) and len(fig.data) >= 1
    assert any("\u4e00" <= ch <= "\u9fff" for ch in scores_step(*scores_args(step), request=ZH)[0])


def test_handler_figure_carries_exact_values():
    _, _, fig = scores_step(*scores_args("all_scores"), request=EN)
    z = fig.data[0].z
    assert round(z[1][0], 4) == 0.9544 and round(z[0][0], 4) == 0.9995
    # the hover gives each stored float32 value exactly (tests/test_exact_hover.py)
    assert "%{z:.9~g}" in fig.data[0].hovertemplate
    # numbers written in the cells of a 6x6 matrix, rounded once from the tensor
    assert fig.data[0].texttemplate == "%{text}" and fig.data[0].text[1][0] == "0.9544"


def test_weights_colour_range_comes_from_the_weights_shown():
    """Issue 32: a fixed 0..1 drew 0.15 and 0.20 in the same colour; the range is the data's,
    shared by the figure's weight panels (so equal colours still mean equal weights)."""
    _, _, fig = scores_step(*scores_args("context"), request=EN)
    weights = [tr for tr in fig.data if tr.type == "heatmap" and tr.colorscale
               and tr.zmin is not None and 0 <= tr.zmin and tr.zmax <= 1]
    assert weights
    values = [v for tr in weights for row in tr.z for v in row]
    for tr in weights:
        assert (tr.zmin, tr.zmax) == (pytest.approx(min(values), abs=1e-6),
                                      pytest.approx(max(values), abs=1e-6))
    assert max(values) - min(values) < 0.9  # these weights do not span 0..1: the range is theirs


@pytest.mark.parametrize(
    "kwargs,needle_en,needle_zh",
    [
        (dict(matrix={"headers": ["a", "b"], "data": [[1, "x"]]}), "not a number", "不是数字"),
        (dict(matrix={"headers": ["a", "b"], "data": [[1, float("nan")]]}), "finite", "有限"),
        (dict(matrix={"headers": ["a"], "data": []}), "empty", "为空"),
        (dict(matrix={"headers": ["a"], "data": [[1.0]] * 65}), "64", "64"),
        (dict(matrix={"headers": ["a"], "data": [[1.0] * 513]}), "512", "512"),
        (dict(matrix={"headers": ["a", "b"], "data": [[1, 2], [3]]}), "same length", "长度"),
        (dict(d_out=3.5), "whole number", "整数"),
        (dict(step="nope"), "one of", "之一"),
    ],
)
def test_bad_input_raises_a_translated_gradio_error(kwargs, needle_en, needle_zh):
    for request, needle in ((EN, needle_en), (ZH, needle_zh)):
        with pytest.raises(gr.Error) as err:
            scores_step(*scores_args(**kwargs), request=request)
        assert needle in err.value.message
        assert "Traceback" not in err.value.message


def test_query_choices_follow_labels_and_rows():
    update = scores_query_choices({"headers": ["a"], "data": [[1], [2], [3]]}, "x y", 5)
    assert update["choices"] == [("1. x", 0), ("2. y", 1), ("3. #3", 2)]
    assert update["value"] == 2
    assert scores_query_choices("junk", "x", 0) == gr.update()


# --- through a real server ---------------------------------------------------------------------------


@pytest.mark.server
def test_server_lists_the_named_endpoints(client):
    named = client.view_api(print_info=False, return_format="dict")["named_endpoints"]
    assert {"/scores_step", "/scores_query_choices"} <= set(named)


@pytest.mark.server
@pytest.mark.parametrize("step,number", BOOK_TEXT)
def test_server_returns_the_books_numbers(client, step, number):
    text, formula, plot = client.predict(*scores_args(step), api_name="/scores_step")
    assert number in text
    fig = json.loads(plot["plot"])
    assert fig["data"], "figure has traces"


@pytest.mark.server
def test_server_answers_in_chinese_for_a_chinese_browser(server_url):
    status, out = call_http(server_url, "scores_step", scores_args("context"), lang="zh")
    assert status == "complete"
    assert "上下文向量" in out[0] and "[0.3061, 0.8210]" in out[0]


@pytest.mark.server
@pytest.mark.parametrize(
    "kwargs,needle",
    [
        (dict(matrix={"headers": ["a", "b"], "data": [[1, "abc"]]}), "“abc”"),
        (dict(matrix={"headers": ["a", "b"], "data": [[1, float("nan")]]}), "NaN"),
        (dict(matrix={"headers": ["a"], "data": []}), "为空"),
        (dict(matrix={"headers": ["a"], "data": [[0.5]] * 70}), "70"),
        (dict(matrix={"headers": ["a"], "data": [[0.5] * 600]}), "600"),
        (dict(matrix={"headers": ["a", "b"], "data": [[1, 2], [3]]}), "第 2 行"),
        (dict(seed="abc"), "整数"),
        (dict(query=40), "6 个词元"),
    ],
)
def test_server_bad_input_ends_in_a_translated_message(server_url, kwargs, needle):
    status, message = call_http(server_url, "scores_step", scores_args(**kwargs), lang="zh")
    assert status == "error"
    assert isinstance(message, str) and needle in message, message


@pytest.mark.server
def test_concurrent_seeded_requests_equal_serial_ones(server_url):
    """Two different seeds, interleaved on many threads, give exactly the serial results."""
    jobs = [scores_args("projections", seed=s, init=i)
            for s, i in [(123, "rand"), (789, "linear")] * 6]
    serial = [call_http(server_url, "scores_step", job) for job in jobs[:2]]
    with ThreadPoolExecutor(max_workers=12) as pool:
        concurrent = list(pool.map(lambda job: call_http(server_url, "scores_step", job), jobs))
    for i, (status, out) in enumerate(concurrent):
        assert status == "complete"
        assert out[0] == serial[i % 2][1][0]
    assert "[0.4306, 1.4551]" in serial[0][1][0]


@pytest.mark.server
def test_book_matrix_round_trips_through_http(server_url):
    status, out = call_http(server_url, "scores_query_choices", [BOOK_MATRIX, "a b", 1])
    assert status == "complete"
    assert out[0]["choices"][1] == ["2. b", 1]
