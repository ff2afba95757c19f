"""Classes from held-out corpus fresh6 (issue 29), each shown on slips written differently from the
corpus's: a transposed factor (the weights' column), dropout's increase for its value, scores
scaled by a size where none is asked, a softmax over the whole matrix, an extra softmax on the
result, a padding mask reversed along the tokens, new axes put in front of a mask, a 1-D tensor's
no-op transpose making a dot product, and two indices counted from 1 in one sentence."""

from __future__ import annotations

import importlib
import math

import pytest
import torch

from attnlab import examples
from attnlab.grading import error_model, raise_explain, short_answer
from tests.test_error_model_concepts import _grade, _texts

X = examples.inputs()


def _short(exercise_id, value):
    check = importlib.import_module(f"exercises.{exercise_id}.check")
    return check.check({}, {"value": value})


def test_a_transposed_first_factor_is_told_before_the_other_axis():
    # einsum over the weights' first axis: every query's weight for token 3 (a column), not row 3
    w = torch.softmax(X @ X.T, -1)
    key, args = _short("ex_context", torch.einsum("qk,qd->kd", w, X)[1].tolist())
    assert key == "rewrite.operand_transposed" and args["either"] == "rewrite.reduce_dim", (key, args)
    assert "softmax" in args["what"]
    _texts(key, args)
    # a non-symmetric product: only the transposed factor explains it
    a = torch.randn(4, 4, generator=torch.Generator().manual_seed(1)).softmax(-1)
    v = torch.randn(4, 3, generator=torch.Generator().manual_seed(2))
    found = error_model.search(lambda a, v: a @ v, [[a, v]], [[a.T @ v]])
    assert found.key == "rewrite.operand_transposed"


@pytest.mark.parametrize("value,key", [
    (1 / 0.9 - 1, "rewrite.dropout_increase"),   # how much a survivor grew
    (0.1 / 0.9, "rewrite.dropout_increase"),
    (1 / 0.9 ** 2, "rewrite.scale_twice"),
])
def test_dropout_survivor_routes_come_from_the_formula(value, key):
    got, args = _short("ex_dropout_survivor", round(value, 4))
    assert got == key, (got, args)
    _texts(got, args)


@pytest.mark.parametrize("divisor", [3.0, math.sqrt(6), 6.0, 2.0])
def test_scores_scaled_where_no_scaling_is_asked(divisor):
    value = float(torch.softmax(X @ X[1] / divisor, -1)[1])
    key, args = _short("ex_softmax_weight", value)
    assert key == "rewrite.scale_extra" and args["got"] == error_model.number_text(divisor), (key, args)
    _texts(key, args)
    if divisor in (3.0, 2.0):  # a single score (1-D @ 1-D): the size d, or 2
        omega = short_answer.short_check("number", lambda: float(X[1] @ X[0]), 6e-4)
        key, args = omega({}, {"value": float(X[1] @ X[0]) / divisor})
        assert key == "rewrite.scale_extra", (key, args)


def test_a_softmax_over_the_whole_matrix_is_named():
    w = (X @ X.T).reshape(-1).softmax(0).reshape(6, 6)
    key, args = _short("ex_softmax_weight", float(w[1, 1]))
    assert key == "rewrite.softmax_whole", (key, args)
    _texts(key, args)
    # on a code answer: weights normalised over each batch's whole matrix
    s = torch.randn(2, 5, 5, generator=torch.Generator().manual_seed(3))
    found = error_model.search(lambda s: s.softmax(-1), [[s]], [[s.flatten(1).softmax(-1).view_as(s)]])
    assert found is not None and found.key in ("rewrite.softmax_whole", "rewrite.reduce_dim")


def test_an_extra_softmax_on_the_result_is_named_before_a_leak():
    key, args = _grade("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            heads = a[0]
            return (heads @ heads.mT).softmax(dim=1)
        """)
    assert key == "rewrite.output_softmax" and args["axis"] == "dim=-2", (key, args)
    _texts(key, args)


def test_a_padding_mask_reversed_along_the_tokens_is_named():
    key, args = _grade("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            keep = torch.arange(n - 1, -1, -1)[None, :] < lengths[:, None]   # counted from the end
            pad = ~keep
            w = torch.softmax(scores.masked_fill(pad[:, None, None, :], -1e30), -1)
            return w * keep[:, None, :, None]
        """)
    told = args.get("exact", key)
    assert told == "rewrite.mask_flipped", (key, args)
    _texts(key, args)


@pytest.mark.parametrize("make", ["pad.view(1, 1, *pad.shape)", "pad[None][None]", "pad.unsqueeze(0)[None]"])
def test_new_axes_in_front_of_a_mask_are_placed(make):
    key, args = _grade("ex_fix_mask_heads", f"""
        def ex_fix_mask_heads(scores, pad):
            m = {make}
            return scores.masked_fill(m, float("-inf")).softmax(-1)
        """)
    assert args.get("concept") == "concept.axes_placed", (key, args)
    assert args["concept_fix"] == "pad[:, None, None, :]", args
    _texts(key, args)


def test_a_no_op_transpose_of_a_1d_tensor_is_told_as_a_dot_product():
    key, args = _grade("ex_softmax_backward", """
        import torch
        def ex_softmax_backward(P, dP):
            out = []
            for p, g in zip(P.reshape(-1, P.shape[-1]), dP.reshape(-1, P.shape[-1])):
                jac = torch.diag(p) - torch.matmul(p, p.transpose(0, -1))
                out.append(jac @ g)
            return torch.stack(out).reshape(P.shape)
        """)
    assert key == "feedback.dot_not_outer" and "matmul" in args["code"], (key, args)
    _texts(key, args)
    forged = {"traces": [[0, {"line": 2, "code": "x", "lint": {"op": "m" * 99, "reorder": 5, "size": -1}}]]}
    assert raise_explain.explain_lint(raise_explain.read_traces(forged, 1)) is None


def test_two_indices_counted_from_one_are_told_once():
    key, args = _short("ex_omega", float(X[2] @ X[1]))
    assert key == "rewrite.index_pair" and args["got"] == "2, 1" and "also" not in args, (key, args)
    texts = _texts(key, args)
    assert texts["en"].count("counts the rows from 0") == 1


def test_the_lint_rerun_prints_nothing_and_skips_code_without_a_reorder(capsys):
    from attnlab.grading import raise_trace

    def outer(p):
        print("hello")
        return p @ p.T

    def plain(p):
        print("hello")
        return p * p

    p = torch.rand(4)
    assert raise_trace.lint(outer, [p])["reorder"] == "T"
    assert raise_trace.lint(plain, [p]) is None
    assert capsys.readouterr().out == ""
