"""The classes of slips named by issue 29's second round: each built here from real PyTorch calls
(torch.cat for torch.stack, a float mask handed to masked_fill, a sum over the whole tensor ...),
never from a recorded answer, and checked for the sentence that names it in en and zh."""

from __future__ import annotations

import math

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab.grading import call_error, checks, error_model, properties, shape_relation
from attnlab.grading.report import feedback_text


class _Outcome:
    def __init__(self, key, args):
        self.status, self.feedback, self.args = "failed", key, args


def _both(key, args):
    for lang in ("en", "zh"):
        text = feedback_text(_Outcome(key, args), lang)
        assert "{" not in text and text.strip(), (lang, text)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 5), st.integers(2, 5), st.integers(2, 5))
def test_cat_for_stack_is_two_axes_merged(h, n, k):
    pieces = [torch.randn(n, k) for _ in range(h)]
    got, want = torch.cat(pieces).shape, torch.stack(pieces).shape
    key, args = shape_relation.relation(got, want)
    assert key == "feedback.shape.merged" and args["axis"] == "0"
    _both(key, {**args, "what": "output"})


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), st.integers(2, 5), st.integers(2, 5), st.integers(2, 4))
def test_a_kept_axis_and_cat_along_the_wrong_axis(b, h, n, hd):
    heads = [torch.randn(b, n, hd) for _ in range(h)]
    want = torch.cat(heads, dim=-1).shape
    key, args = shape_relation.relation(torch.cat(heads, dim=1).shape, want)
    assert key == "feedback.shape.wrong_axis" and (args["long"], args["short"]) == ("1", "2")
    _both(key, {**args, "what": "output"})
    key, args = shape_relation.relation(torch.stack(heads).shape, torch.stack(heads)[0].shape)
    assert key == "feedback.shape.extra" and args["axis"] == "0"


def test_an_unrelated_shape_has_no_relation():
    assert shape_relation.relation((5, 7), (2, 3)) is None


def _causal(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool), 1)
    return torch.softmax(scores.masked_fill(mask, -math.inf), -1)


def test_a_float_mask_to_masked_fill_is_told_it_needs_bool():
    scores = torch.randn(4, 4)
    try:
        scores.masked_fill(torch.triu(torch.ones(4, 4), 1), -math.inf)
        pytest.skip("this torch accepts a float mask")
    except RuntimeError as e:
        error = f"RuntimeError: {e}"
    found = call_error.explain([[scores]], [error], _causal, lambda args: {})
    assert found[0] == "feedback.raised_dtype", found
    assert found[1]["operand"] == "mask" and found[1]["want"] == "bool" and found[1]["got"] == "float"
    _both(*found)


def test_a_broadcast_clash_names_the_two_axes():
    def slip(x):  # the mask sliced by the feature size instead of the tokens
        n, d = x.shape
        mask = torch.triu(torch.ones(8, 8, dtype=torch.bool), 1)[:d, :d]
        return (x @ x.T).masked_fill(mask, 0)

    cases = [[torch.randn(6, 3)], [torch.randn(5, 2)]]
    errors = []
    for (x,) in cases:
        try:
            slip(x)
        except RuntimeError as e:
            errors.append(f"RuntimeError: {e}")
    found = error_model.explain_error(cases, errors, lambda x: x)
    assert found.key == "feedback.raised_broadcast", found
    assert {found.args["a"], found.args["b"]} == {"x.shape[0]", "x.shape[1]"}
    _both(found.key, found.args)


def test_weights_normalised_over_the_queries_name_that_axis():
    scores = torch.randn(5, 5)
    want = _causal(scores)
    e = torch.softmax(scores, -1).tril()
    got = e / e.sum(-2, keepdim=True)  # renormalised over the wrong axis
    key, args = properties.normalised_axis(got, want)
    assert key == "feedback.prop.normalised_axis" and args["dim"] == "-2"
    _both(key, args)
    assert properties.normalised_axis(want, want) is None


def test_a_sum_over_the_whole_tensor_is_a_factor_per_slice():
    x = torch.randn(3, 5) * 4
    want = torch.softmax(x, -1)
    e = (x - x.amax(-1, keepdim=True)).exp()
    key, args = properties.slice_factors([([e / e.sum()], [want])])
    assert key == "feedback.prop.slice_factors" and args["dim"] == "-1"
    _both(key, args)
    # one factor everywhere is a scale, not this; the right answer is nothing
    assert properties.slice_factors([([want * 2], [want])]) is None
    assert properties.slice_factors([([want], [want])]) is None


def test_a_percentage_is_named():
    key, args = properties.scaled_number(23.79, 0.2379, 6e-4)
    assert key == "feedback.prop.percent"
    _both(key, args)


def test_cosine_similarity_and_a_term_left_out_are_routes_of_the_book_computation():
    x = torch.rand(6, 3, generator=torch.Generator().manual_seed(0))
    cosine = torch.nn.functional.cosine_similarity(x[1], x[0], dim=0)
    found = error_model.search_all([lambda: x[1] @ x[0]], [[]], [[cosine]], atol=6e-4)
    assert found is not None and found.key == "rewrite.cosine"
    others = torch.cat([torch.arange(0, 1), torch.arange(2, 6)])
    w = torch.softmax(x[others] @ x[1], -1)
    left_out = w @ x[others]
    found = error_model.search_all([lambda: torch.softmax(x @ x[1], -1) @ x], [[]], [[left_out]], atol=6e-4)
    assert found is not None and found.key == "rewrite.term_left_out" and found.args["index"] == "1"
    _both(found.key, found.args)


def test_sdpa_scale_given_the_head_size_is_a_multiplied_scale():
    rng = torch.Generator().manual_seed(0)
    cases = [[torch.randn(2, 3, 5, hd, generator=rng)] for hd in (4, 8)]

    def reference(q):
        return torch.softmax(q @ q.transpose(-2, -1) / q.shape[-1] ** 0.5, -1) @ q

    answers = [[torch.nn.functional.scaled_dot_product_attention(q, q, q, scale=q.shape[-1])]
               for (q,) in cases]
    found = error_model.search_all([reference], cases, answers, atol=checks.ATOL)
    assert found is not None and found.key == "rewrite.scale_times", found
    _both(found.key, found.args)


def test_an_index_past_an_axis_names_the_axis_and_the_larger_sizes():
    a = torch.randn(1, 2, 3, 3)
    try:
        torch.stack([a[0, i] for i in range(a.shape[2])])  # loops over the tokens, not the heads
        pytest.fail("no error")
    except IndexError as e:
        error = f"IndexError: {e}"
    names = shape_relation.case_names([a], lambda a: a)
    key, args = call_error.explain_index([[a]], [error], lambda args: names)
    assert key == "feedback.raised_index" and args["axis"] == "1" and args["bound"] == "a.shape[1]"
    assert "a.shape[2] = 3" in args["larger"]
    _both(key, args)


def test_an_output_that_is_an_input_is_named_by_that_input():
    x, context = torch.randn(2, 6, 4), torch.randn(2, 2, 6, 2)
    want = [context.transpose(1, 2).reshape(2, 6, 4)]
    key, args = properties.is_input([([x, context], want, [x.clone()])], params=("x", "context"))
    assert key == "feedback.prop.is_input" and args["arg"] == "1 (x)"
    _both(key, args)
    assert properties.is_input([([x, context], want, [want[0].clone()])]) is None
