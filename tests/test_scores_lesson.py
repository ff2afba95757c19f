"""The Scores lesson: the book's numbers by default, independent recomputation, input checking."""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import examples, i18n
from attnlab.errors import InputError
from attnlab.lessons import scores as lesson
from attnlab.lessons.inputs import parse_labels, parse_matrix
from attnlab.modules import SelfAttention_v1, SelfAttention_v2, seeded
from float_bounds import assert_rounding_only, matmul_bound

BOOK = dict(atol=5e-5, rtol=0)


@pytest.fixture(scope="module")
def book():
    return lesson.compute(lesson.default_input())


def close(actual, expected):
    torch.testing.assert_close(actual, torch.tensor(expected), **BOOK)


def test_default_is_the_books_example(book):
    close(book.omega, [0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865])
    close(book.alpha, [0.1385, 0.2379, 0.2333, 0.1240, 0.1082, 0.1581])
    close(book.alpha_sum, [0.1455, 0.2278, 0.2249, 0.1285, 0.1077, 0.1656])
    close(book.z, [0.4419, 0.6515, 0.5683])
    close(book.omega_all[0], [0.9995, 0.9544, 0.9422, 0.4753, 0.4576, 0.6310])
    close(book.alpha_all[0], [0.2098, 0.2006, 0.1981, 0.1242, 0.1220, 0.1452])
    close(book.z_all[0], [0.4421, 0.5931, 0.5790])
    close(book.queries[1], [0.4306, 1.4551])
    close(book.scores[1], [1.2705, 1.8524, 1.8111, 1.0795, 0.5577, 1.5440])
    close(book.weights[1], [0.1500, 0.2264, 0.2199, 0.1311, 0.0906, 0.1820])
    close(book.context[1], [0.3061, 0.8210])


def test_first_step_writes_out_the_books_dot_product(book):
    step = lesson.step(book, "query_scores")
    assert "0.55·0.43 + 0.87·0.15 + 0.66·0.89 = 0.9544" in step.text_args["lines"]
    assert step.text_args["query"] == "journey"


def test_loops_and_matmul_agree_and_the_step_says_so(book):
    step = lesson.step(book, "all_scores")
    x = examples.inputs()
    # loops - matmul: zero on some CPUs, a few float32 ulps on others (AVX-512 Xeons)
    assert_rounding_only(step.text_args["diff"], matmul_bound(x, x.T), shown=step.panels[1].values)


@pytest.mark.parametrize("seed", [123, 5, 2024])
def test_rand_init_context_equals_self_attention_v1(seed):
    inp = lesson.parse_input(
        {"data": [list(r) for r in examples.EMBEDDINGS]}, "", 0, seed, 2, "rand"
    )
    expected = seeded(SelfAttention_v1, seed, 3, 2)(examples.inputs()).detach()
    torch.testing.assert_close(lesson.compute(inp).context, expected)


@pytest.mark.parametrize("seed,d_out", [(789, 2), (1, 5)])
def test_linear_init_context_equals_self_attention_v2(seed, d_out):
    inp = lesson.parse_input([list(r) for r in examples.EMBEDDINGS], "", 0, seed, d_out, "linear")
    result = lesson.compute(inp)
    expected = seeded(SelfAttention_v2, seed, 3, d_out)(examples.inputs()).detach()
    torch.testing.assert_close(result.context, expected)
    if seed == 789:
        close(result.context[0], [-0.0739, 0.0713])


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10), st.integers(1, 6), st.integers(1, 4), st.integers(0, 10_000))
def test_every_step_has_consistent_shapes_and_row_stochastic_weights(n, d, d_out, seed):
    x = torch.rand(n, d, generator=torch.Generator().manual_seed(seed)).tolist()
    result = lesson.compute(lesson.parse_input(x, "", n - 1, seed, d_out, "linear"))
    torch.testing.assert_close(result.weights.sum(-1), torch.ones(n))
    torch.testing.assert_close(result.alpha_all.sum(-1), torch.ones(n))
    assert result.context.shape == (n, d_out) and result.z_all.shape == (n, d)
    for step_id in lesson.STEPS:
        step = lesson.step(result, step_id)
        i18n.t(step.text, "zh", **step.text_args)  # every placeholder is filled
        for panel in step.panels:
            if panel.kind == "heatmap":
                assert len(panel.y_labels) in (0, panel.values.shape[0])
                assert len(panel.x_labels) in (0, panel.values.shape[1])


def test_labels_are_padded_and_trimmed():
    assert parse_labels("a b", 4) == ["a", "b", "#3", "#4"]
    assert parse_labels("a b c", 2) == ["a", "b"]
    assert parse_labels(None, 1) == ["#1"]


def test_matrix_accepts_numeric_strings_and_payload_dicts():
    m = parse_matrix({"headers": ["x", "y"], "data": [["1.5", 2], [" −3 ", 4.0]]})
    assert m.tolist() == [[1.5, 2.0], [-3.0, 4.0]]


@pytest.mark.parametrize(
    "matrix,key",
    [
        ([], "error.matrix_empty"),
        ([[]], "error.matrix_empty"),
        (None, "error.matrix_empty"),
        ("1 2 3", "error.matrix_empty"),
        ([[1, 2], [3]], "error.ragged"),
        ([[1, "x"]], "error.cell_not_number"),
        ([[1, None]], "error.cell_empty"),
        ([[1, float("nan")]], "error.cell_not_finite"),
        ([[1, "inf"]], "error.cell_not_finite"),
        ([[1, 1e12]], "error.cell_too_large"),
        ([[True, 1]], "error.cell_not_number"),
        ([[0.0]] * 65, "error.too_many_rows"),
        ([[0.0] * 513], "error.too_many_cols"),
    ],
)
def test_bad_matrices_are_rejected_with_a_key(matrix, key):
    with pytest.raises(InputError) as err:
        lesson.parse_input(matrix, "", 0, 123, 2, "rand")
    assert err.value.key == key
    assert i18n.t(key, "zh", **err.value.args_)  # the message formats in both languages
    assert i18n.t(key, "en", **err.value.args_)


@pytest.mark.parametrize(
    "query,seed,d_out,init,key",
    [
        (7, 123, 2, "rand", "error.query_range"),
        (-1, 123, 2, "rand", "error.query_range"),
        (1, "abc", 2, "rand", "error.not_integer"),
        (1, 1.5, 2, "rand", "error.not_integer"),
        (1, -4, 2, "rand", "error.out_of_range"),
        (1, 123, 0, "rand", "error.out_of_range"),
        (1, 123, 513, "rand", "error.out_of_range"),
        (1, 123, float("nan"), "rand", "error.not_integer"),
        (1, 123, 2, "xavier", "error.bad_choice"),
    ],
)
def test_bad_settings_are_rejected_with_a_key(query, seed, d_out, init, key):
    with pytest.raises(InputError) as err:
        lesson.parse_input([list(r) for r in examples.EMBEDDINGS], "", query, seed, d_out, init)
    assert err.value.key == key


def test_unknown_step_is_rejected(book):
    with pytest.raises(InputError):
        lesson.step(book, "nope")


def test_largest_allowed_input_computes():
    x = torch.rand(64, 512, generator=torch.Generator().manual_seed(0)).tolist()
    result = lesson.compute(lesson.parse_input(x, "", 63, 1, 512, "linear"))
    assert result.context.shape == (64, 512)
    loops_minus_matmul = lesson.step(result, "all_scores").panels[1].values
    assert float(loops_minus_matmul.abs().max()) < 1e-3
