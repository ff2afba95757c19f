"""Classes from held-out corpora fresh11 and fresh12 (issue 29), each shown on slips written
differently from the corpora's: a loop whose range and index name different axes, a broadcast
clash that one size-1 axis mends (keepdim after a reduction, unsqueeze otherwise), a size read
counted from the front where the input comes in several ranks, an inverted scale on every size, a
view/reshape to permuted sizes and an outer product lifted at the same axis (the lint), wrong
shapes told before a leak (heads stacked before the batch, leading size-1 axes, sizes permuted or
merged in a shape answer, a fused matrix split along the wrong axis), a causal mask where none
belongs, lengths given to the wrong sequences, and a view size taken from the input's width."""

from __future__ import annotations

import importlib
import itertools
import json

import pytest
import torch

import exercises
from attnlab.grading import loop_slips, raise_explain, shape_relation
from attnlab.grading.model import Outcome
from attnlab.grading.submissions import Submission
from tests.test_error_model_concepts import _grade, _texts


def _refined(exercise_id: str, source: str) -> Outcome:
    """The outcome as the runner gives it: the check's key, then the readers of the code."""
    key, args = _grade(exercise_id, source)
    assert key, "a wrong answer must be caught"
    return loop_slips.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source), exercise_id)


def _short(exercise_id: str, value) -> tuple[str, dict]:
    exercises.ALL  # noqa: B018 - loads the folders
    check = importlib.import_module(f"exercises.{exercise_id}.check")
    result = {"value": list(value) if isinstance(value, (tuple, list)) else value}
    return check.check(check.make_payload(torch.Generator().manual_seed(3)), json.loads(json.dumps(result)))


# 1. a loop whose count comes from one axis while its variable indexes another

def test_a_loop_counted_by_the_batch_axis_is_told_as_the_wrong_axis_not_an_off_by_one():
    source = """import torch
def ex_fix_second_head(a):
    out = []
    nb = a.size(0)
    for k in range(nb):
        q = a[0, k]
        out.append(q.matmul(q.transpose(0, 1)))
    return torch.stack(out)
"""
    out = _refined("ex_fix_second_head", source)
    # the reference loops over axis 1 and indexes it there: the count is the slip, not the index
    assert out.feedback == "feedback.loop_axis_count", out
    assert (out.args["axis"], out.args["used"], out.args["tensor"]) == ("0", "1", "a"), out.args
    text = _texts(out.feedback, out.args)["en"]
    assert "range(a.shape[1])" in text and "nb = a.shape[0]" in text


def test_a_comprehension_indexing_another_axis_than_its_range_is_read():
    found = loop_slips.find([(None, "def f(a):\n    _, H, T, D = a.size()\n"
                              "    return [a[0, :, j] for j in range(H)]\n")], "f")
    assert found and (found["kind"], found["axis"], found["used"]) == ("axis", "1", "2"), found
    found = loop_slips.find([(None, "def f(a):\n    nb, nh = a.shape[:2]\n    return [a[0, k] for k in range(nb)]\n")], "f")
    assert found and found["bound"] == "nb = a.shape[0]" and found["used"] == "1", found
    # the range and the index on the same axis, an index with ..., or a neighbour: nothing said
    for body in ("[a[0, j] for j in range(a.shape[1])]", "[a[..., j] for j in range(a.shape[-1])]",
                 "[a[j] for j in range(len(a))]", "[x[0, j] for j in range(a.shape[0])]"):
        assert loop_slips.find([(None, f"def f(a, x):\n    return {body}\n")], "f") is None, body


# 2. a broadcast clash mended by one size-1 axis

def test_a_reduction_without_keepdim_is_told_as_the_missing_axis():
    key, args = _grade("ex_stable_softmax", """
        import torch
        def ex_stable_softmax(x, dim):
            norm = x.logsumexp(dim)      # log of the denominator
            return (x - norm).exp()
        """)
    assert args.get("concept") == "concept.missing_axis_keepdim", (key, args)
    assert args["concept_reduce"] == "logsumexp"
    _texts(key, args)


def test_a_missing_axis_is_read_from_the_two_shapes_and_a_wrong_size_is_not():
    def call(a, b, made=None):
        left = {"shape": a, "dtype": "torch.float32", "name": "scores"}
        right = {"shape": b, "dtype": "torch.bool", "name": "keep", **({"made": made} if made else {})}
        return {"op": "masked_fill", "operands": [left, right], "args": [], "kwargs": {}}
    found = raise_explain._missing_axis(call((4, 3, 5, 5), (4, 1, 5)), None)
    assert found[0] == "concept.missing_axis" and found[1]["right"] == "(4, 1, 1, 5)", found
    assert found[1]["pos"] == "1"
    # n taken from the batch: no size-1 axis makes (4, 4) fit (4, 3, 5, 5)
    assert raise_explain._missing_axis(call((4, 3, 5, 5), (4, 4)), None) is None
    # shapes that broadcast already are no slip of this kind
    assert raise_explain._missing_axis(call((4, 3, 5, 5), (5, 5)), None) is None
    made = {"op": "amax", "operands": [{"shape": (4, 7), "dtype": "torch.float32", "name": "x"}],
            "args": [1], "kwargs": {}}
    found = raise_explain._missing_axis(call((4, 7), (4,), made), None)
    assert found[0] == "concept.missing_axis_keepdim" and found[1]["right"] == "(4, 1)", found


def test_a_size_from_the_batch_is_fixed_with_an_axis_counted_from_the_end():
    key, args = _grade("ex_causal_weights", """
        import torch
        def ex_causal_weights(scores):
            T = scores.size(0)
            future = torch.tril(torch.ones(T, T, device=scores.device)) == 0
            return scores.masked_fill(future, -1e9).softmax(dim=-1)
        """)
    assert key == "feedback.raised_broadcast", (key, args)
    assert "scores.shape[-1]" in (args["a"], args["b"]), args
    assert "scores.shape[2]" not in _texts(key, args)["en"].split("Most often")[1]


def test_the_line_that_read_the_size_off_the_wrong_axis_is_told():
    source = """import torch
def ex_causal_weights(scores):
    B = scores.size()[0]
    return scores.masked_fill(torch.ones(B, B, dtype=torch.bool, device=scores.device).triu(1), float('-inf')).softmax(-1)
"""
    out = _refined("ex_causal_weights", source)
    # the line told, after the clash's sizes alone (no list of the ways a size goes wrong)
    assert out.feedback == "feedback.raised_broadcast_read" and out.args.get("concept") == "feedback.size_read_here_plain", out
    assert out.args["concept_line"] == "3" and out.args["concept_fix"] == "scores.shape[-1]", out.args
    assert loop_slips.size_read([(None, "def f(x):\n    _, t, _ = x.shape\n    return t\n")], "f", "x", 1)
    assert loop_slips.size_read([(None, "def f(x):\n    t = x.shape[-1]\n    return t\n")], "f", "x", 0) is None


# 3. a scale that multiplies where it divides, on every size

def test_an_inverted_scale_is_fitted_on_every_case_size():
    key, args = _grade("ex_mha_forward", """
        import torch
        def ex_mha_forward(mha, x):
            b, n, _ = x.shape
            q, k, v = (l(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
                       for l in (mha.W_query, mha.W_key, mha.W_value))
            s = torch.einsum('bhqd,bhkd->bhqk', q, k) * mha.head_dim ** 0.5
            s = s.masked_fill(mha.mask[:n, :n].bool(), float('-inf'))
            ctx = torch.einsum('bhqk,bhkd->bqhd', s.softmax(-1), v).flatten(2)
            return mha.out_proj(ctx)
        """)
    assert key == "rewrite.scale_inverted", (key, args)
    assert "scaled_dot_product_attention" in _texts(key, args)["en"]


# 4. the lint: a view to permuted sizes, an outer product lifted at one axis

def test_a_view_to_permuted_sizes_is_told_as_no_transpose():
    key, args = _grade("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            x = a.squeeze(0)
            return torch.matmul(x, x.view(x.shape[0], x.shape[2], x.shape[1]))
        """)
    assert key == "feedback.reshape_reorders", (key, args)
    assert args["op"] == "view" and args["line"] == "5", args
    _texts(key, args)


def test_squares_where_an_outer_product_belongs_are_told_at_the_line():
    key, args = _grade("ex_softmax_backward", """
        import torch
        def ex_softmax_backward(P, dP):
            outer = P.unsqueeze(-1) * P[..., None]
            jac = torch.diag_embed(P) - outer
            return (jac @ dP.unsqueeze(-1)).squeeze(-1)
        """)
    assert key == "feedback.outer_same_axis", (key, args)
    assert args["at"] == "-1" and args["other"] == "-2", args
    _texts(key, args)


def test_the_lint_sees_an_outer_product_lifted_by_indexing():
    from attnlab.grading import raise_trace

    def jacobian_product(P, dP):
        J = torch.diag_embed(P) - P[..., :, None] * P[..., :, None]
        return (J @ dP[..., None])[..., 0]

    P = torch.softmax(torch.randn(3, 5, generator=torch.Generator().manual_seed(0)), -1)
    found = raise_trace.lint(jacobian_product, [P, torch.zeros(3, 5)])
    assert found and found["reorder"] == "outer" and found["at"] == -1 and found["size"] == 5, found
    right = lambda P, dP: torch.diag_embed(P) - P[..., :, None] * P[..., None, :]  # noqa: E731
    assert raise_trace.lint(right, [P, torch.zeros(3, 5)]) is None


# 5. a wrong shape told by its relation, before a leak read off a case where it happens to be right

def test_heads_stacked_before_the_batch_are_told_by_the_shape():
    key, args = _grade("ex_split_merge", """
        import torch
        def ex_split_merge(x, num_heads, context):
            pieces = [t.unsqueeze(0) for t in x.chunk(num_heads, -1)]
            heads = torch.cat(pieces, 0)
            merged = context.permute(0, 2, 1, 3).flatten(-2)
            return heads, merged
        """)
    assert key == "feedback.shape.permuted", (key, args)
    assert "num_heads" in args["moved"], args
    _texts(key, args)


def test_leading_size_one_axes_from_a_higher_rank_mask_are_named():
    key, args = _grade("ex_causal_weights", """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            keep = torch.ones(n, n, device=scores.device).tril().view(1, 1, n, n)
            return torch.where(keep > 0, scores, torch.tensor(float('-inf'))).softmax(-1)
        """)
    assert key == "feedback.shape.extra_ones", (key, args)
    _texts(key, args)


@pytest.mark.parametrize("got, want, key", [((3, 2, 5, 4), (2, 3, 5, 4), "feedback.shape.permuted"),
                                            ((5, 4, 2, 3), (2, 3, 5, 4), "feedback.shape.permuted_many"),
                                            ((2, 4, 5, 3), (2, 5, 3, 4), "feedback.shape.permuted_many"),
                                            ((1, 1, 1, 7, 7), (7, 7), "feedback.shape.extra_ones")])
def test_new_shape_relations(got, want, key):
    found = shape_relation.relation(got, want, {2: {"b"}, 3: {"h"}})
    assert found and found[0] == key, found
    # a k-fold relation between two axes stays the surer reading where the sizes also permute
    assert shape_relation.relation((2, 6, 3), (2, 3, 6))[0] == "feedback.shape.wrong_axis"


def test_a_shape_answer_is_told_in_its_axes_names():
    key, args = _short("ex_shape_view", (3, 2, 5, 4))
    assert key == "feedback.prop.permuted_shape" and args["moved"] == "0: 3 (h) / 2 (b); 1: 2 (b) / 3 (h)", (key, args)
    _texts(key, args)
    key, args = _short("ex_shape_view", (2, 15, 4))
    assert key == "feedback.shape.merged" and {args["a"], args["b"]} == {"3 (h)", "5 (n)"}, (key, args)
    _texts(key, args)


def test_a_fused_matrix_split_along_the_wrong_axis_is_told_for_the_weight():
    key, args = _grade("ex3_1", """
        import torch
        def ex3_1(sa_v1, sa_v2):
            fused = torch.cat([sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight]).T
            q, k, v = torch.tensor_split(fused.detach(), 3)
            sa_v1.W_query, sa_v1.W_key, sa_v1.W_value = (torch.nn.Parameter(t.clone()) for t in (q, k, v))
        """)
    assert key == "feedback.shape.wrong_axis", (key, args)
    assert "split" in _texts(key, args)["en"]


# 6. a causal mask where none belongs, on the book's whole-matrix route

def test_a_causal_weight_is_named_in_a_short_answer():
    key, args = _short("ex_softmax_weight", 0.6320)
    assert key == "rewrite.causal_added", (key, args)
    _texts(key, args)


# 7. lengths given to the wrong sequences

def test_lengths_laid_out_head_major_are_told_as_another_sequences_length():
    key, args = _grade("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            b, h, n, _ = scores.shape
            per_head = lengths.repeat(h).view(b, h)          # meant: one length per (sequence, head)
            pad = torch.arange(n, device=scores.device) >= per_head[..., None]
            w = scores.masked_fill(pad[:, :, None, :], float('-inf')).softmax(-1).nan_to_num(0.0)
            own = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
            return w.masked_fill(own[:, None, :, None], 0.0)
        """)
    assert key == "feedback.lengths_mixed", (key, args)
    assert args["got"] != args["want"] and args["seq"] != args["other"], args
    _texts(key, args)


# 8. a view size taken from the input's width

def test_a_view_size_from_d_in_is_told_against_head_dim():
    key, args = _grade("ex_mha_forward", """
        import torch
        def ex_mha_forward(mha, x):
            b, n, d_in = x.shape
            def heads(t):
                return t.view(b, n, mha.num_heads, d_in // mha.num_heads).permute(0, 2, 1, 3)
            q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
            att = (q @ k.mT / k.shape[-1] ** 0.5).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
            return mha.out_proj((att.softmax(-1) @ v).permute(0, 2, 1, 3).reshape(b, n, -1))
        """)
    assert key == "feedback.raised_view_size", (key, args)
    assert "x.shape[2]" in args["got_name"] and "head_dim" in args["want_name"], args
    _texts(key, args)


def test_every_new_text_has_both_languages():
    from attnlab.i18n import STRINGS
    new = ["feedback.loop_axis", "concept.missing_axis", "concept.missing_axis_keepdim",
           "feedback.reshape_reorders", "feedback.outer_same_axis", "feedback.shape.extra_ones",
           "feedback.shape.permuted", "rewrite.causal_added", "feedback.lengths_mixed",
           "feedback.raised_view_size", "feedback.size_read_here", "feedback.size_read_here_plain",
           "feedback.raised_broadcast_read"]
    for k, lang in itertools.product(new, ("en", "zh")):
        assert STRINGS[k].get(lang), (k, lang)
