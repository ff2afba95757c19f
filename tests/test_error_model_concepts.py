"""Issue 29, fifth round: feedback that names the concept behind a slip, per class, each written
here in a style of its own (not fresh5's files). In-process tests run the exercise's own probe and
check (the child's trace included) without the sandbox; the last test grades one answer per class
through the real sandbox worker."""

from __future__ import annotations

import importlib
import json
import linecache
import textwrap

import pytest
import torch

import exercises
from attnlab.grading import checks, error_model, properties, raise_explain
from attnlab.grading.model import AnswerProblem, Outcome
from attnlab.grading.report import feedback_text
from attnlab.i18n import STRINGS


def _grade(exercise_id: str, source: str, seed: int = 3) -> tuple[str, dict]:
    """The check's (key, args) for ``source``, its probe run here as the worker runs it (the
    source registered in linecache, as the worker registers submitted files)."""
    exercises.ALL  # noqa: B018 - loads the folders
    check = importlib.import_module(f"exercises.{exercise_id}.check")
    probe = importlib.import_module(f"exercises.{exercise_id}.probe")
    source = textwrap.dedent(source)
    name = f"<test {exercise_id}>"
    linecache.cache[name] = (len(source), None, source.splitlines(True), name)
    namespace: dict = {}
    exec(compile(source, name, "exec"), namespace)
    payload = json.loads(json.dumps(check.make_payload(torch.Generator().manual_seed(seed))))
    result = json.loads(json.dumps(probe.probe(namespace[exercise_id], payload, "cpu")))
    return check.check(payload, result)


def _texts(key: str, args: dict) -> dict[str, str]:
    """Both languages' feedback, each filled (no placeholder left) and the key in both catalogues."""
    outcome = Outcome("failed", 0.0, 1.0, key, args)
    out = {}
    for lang in ("en", "zh"):
        assert lang in STRINGS[key], (key, lang)
        if args.get("concept"):
            assert lang in STRINGS[args["concept"]], (args["concept"], lang)
        out[lang] = text = feedback_text(outcome, lang)
        assert "{" not in text, text
    return out


RAISES = {
    # masked_fill given a float mask (the comparison turned into 0/1 numbers)
    "concept.mask_bool": ("ex_fix_mask_heads", """
        def ex_fix_mask_heads(scores, pad):
            m = pad.float()[:, None, None, :]
            return scores.masked_fill(m, float("-inf")).softmax(-1)
        """),
    # an nn.Linear weight multiplied without its transpose (torch.mm on flattened rows)
    "concept.linear_weight": ("ex_mha_forward", """
        import torch
        def ex_mha_forward(mha, x):
            b, n, d_in = x.shape
            h, hd = mha.num_heads, mha.head_dim
            q = torch.mm(x.reshape(b * n, d_in), mha.W_query.weight).reshape(b, n, h, hd).transpose(1, 2)
            k = mha.W_key(x).reshape(b, n, h, hd).transpose(1, 2)
            v = mha.W_value(x).reshape(b, n, h, hd).transpose(1, 2)
            s = (q @ k.transpose(2, 3) / hd ** 0.5).masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
            return mha.out_proj((s.softmax(-1) @ v).transpose(1, 2).reshape(b, n, mha.d_out))
        """),
    # .T on a 3-D tensor inside torch.matmul
    "concept.T_nd": ("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            first = a[0]
            return torch.matmul(first, first.T)[None]
        """),
    # the reduced axis put back last by reshape, whatever dim was reduced
    "concept.unsqueeze_axis": ("ex_stable_softmax", """
        def ex_stable_softmax(x, dim):
            top = x.amax(dim)
            top = top.reshape(*top.shape, 1)
            e = (x - top).exp()
            return e / e.sum(dim, keepdim=True)
        """),
    # einsum naming two axes, on inputs of any rank
    "concept.einsum_rank": ("ex_softmax_backward", """
        import torch
        def ex_softmax_backward(P, dP):
            return P * (dP - torch.einsum("nk,nk->n", P, dP)[:, None])
        """),
    # a row Gram matrix (x @ y.mT) for each row's own dot product
    "concept.row_gram": ("ex_softmax_backward", """
        def ex_softmax_backward(P, dP):
            return P * (dP - dP @ P.mT)
        """),
}


@pytest.mark.parametrize("concept", sorted(RAISES))
def test_a_raise_is_told_at_the_line_with_its_concept(concept):
    exercise_id, source = RAISES[concept]
    key, args = _grade(exercise_id, source)
    assert key == "feedback.raised_at" and args["concept"] == concept, (key, args)
    line = int(args["line"])
    assert args["code"] == textwrap.dedent(source).splitlines()[line - 1].strip()
    texts = _texts(key, args)
    assert args["code"] in texts["en"] and args["code"] in texts["zh"]


NON_FINITE = {
    "feedback.zero_times_inf": ("ex_causal_weights", """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            hide = torch.ones(n, n).triu(1)
            return torch.softmax(scores + torch.tensor(float("-inf")) * hide, dim=-1)
        """),
    "feedback.exp_overflow": ("ex_stable_softmax", """
        import torch
        def ex_stable_softmax(x, dim):
            m = x.amax(dim, keepdim=True)
            e = torch.pow(torch.e, x) / torch.pow(torch.e, m)
            return e / e.sum(dim, keepdim=True)
        """),
}


@pytest.mark.parametrize("key", sorted(NON_FINITE))
def test_the_op_that_made_inf_or_nan_is_named(key):
    exercise_id, source = NON_FINITE[key]
    got, args = _grade(exercise_id, source)
    assert got == key, (got, args)
    assert "pow" in args["code"] or "inf" in args["code"]
    _texts(got, args)


def test_weak_fills_are_fitted_and_their_size_told():
    """A fill that replaces the score or one added to it: the size is found by bisection, not
    from a list (-13.7 and 6.5 are in no list)."""

    def reference(scores, hide):
        return torch.softmax(scores.masked_fill(hide, float("-inf")), -1)

    g = torch.Generator().manual_seed(1)
    cases = [[torch.randn(3, 5, 5, generator=g) * 8, torch.ones(5, 5, dtype=torch.bool).triu(1)]
             for _ in range(2)]
    for add, size in ((False, -13.7), (True, -6.5)):
        answers = [[torch.softmax(s + h * size if add else s.masked_fill(h, size), -1)] for s, h in cases]
        found = error_model.search_all([reference], cases, answers, ["", ""], 1e-5)
        assert found and found.key == ("rewrite.weak_add" if add else "rewrite.weak_fill"), found
        assert abs(float(found.args["got"]) - (-size if add else size)) < 0.05 * abs(size)
        _texts(found.key, found.args)


def test_short_answers_name_the_denominator_and_the_axis():
    from attnlab import examples

    inputs = examples.inputs()
    w = importlib.import_module("exercises.ex_softmax_weight.check")
    e = (inputs @ inputs[1]).exp()  # the denominator without the token's own term
    key, args = w.check({}, {"value": float(e[1] / e[torch.arange(6) != 1].sum())})
    assert key == "rewrite.denominator_left_out" and args["token"] == "2", (key, args)
    _texts(key, args)
    c = importlib.import_module("exercises.ex_context.check")
    value = (torch.softmax(inputs @ inputs.T, dim=0)[1] @ inputs).tolist()
    key, args = c.check({}, {"value": value})
    # of symmetric scores the weights' column gives the same numbers: both readings are told
    # (the transposed factor first, issue 29's fresh6), the axis among them
    told = {key: args, args.get("either"): {k.removeprefix("either_"): v for k, v in args.items()}}
    assert {"rewrite.reduce_dim", "rewrite.operand_transposed"} <= set(told), (key, args)
    assert told["rewrite.reduce_dim"]["got"] in ("dim=0", "dim=-2"), (key, args)
    _texts(key, args)


def test_reshape_for_a_transpose_is_told_as_scrambled():
    w = torch.randn(4, 6)
    key, args = properties.scrambled(w.reshape(6, 4), w.T, 1e-6)
    assert key == "feedback.prop.reshape_not_transpose" and args["want"] == "(6, 4)"
    assert properties.scrambled(w.T.contiguous(), w.T, 1e-6) is None  # right: nothing to say
    key, _ = properties.scrambled(w.T.flatten().flip(0).reshape(6, 4), w.T, 1e-6)
    assert key == "feedback.prop.scrambled"
    _texts("feedback.prop.reshape_not_transpose", {**args, "what": "W"})


def test_one_based_transpose_and_merge_axis_are_named():
    s = importlib.import_module("exercises.ex_shape_view.check")
    key, args = s.check({}, {"value": [5, 2, 3, 4]})
    assert key == "rewrite.transpose_one_based", (key, args)
    _texts(key, args)
    key, args = _grade("ex_split_merge", """
        import torch
        def ex_split_merge(x, num_heads, context):
            b, n, d = x.shape
            heads = x.unflatten(2, (num_heads, d // num_heads)).transpose(1, 2)
            return heads, torch.cat([c for c in context], dim=2)
        """)
    assert key == "rewrite.merge_axis" and args["got"] == "0", (key, args)
    _texts(key, args)


def test_a_mask_reused_for_the_rows_is_told_after_the_catalogue():
    key, args = _grade("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            keep = torch.arange(scores.shape[-1])[None] < lengths[:, None]
            cols = ~keep[:, None, None, :]
            w = torch.where(cols, -torch.inf, scores).softmax(-1).nan_to_num(0.0)
            return torch.where(cols, 0.0, w)
        """)
    assert args.get("exact") == "rewrite.mask_reused", (key, args)
    _texts(key, args)


def test_d_out_not_divisible_names_the_total_width():
    from attnlab.modules import MultiHeadAttention

    with pytest.raises(ValueError) as raised:
        MultiHeadAttention(48, 6, 8, 0.0, num_heads=4)
    problem = checks.error_problem(raised.value)
    assert isinstance(problem, AnswerProblem) and problem.key == "feedback.d_out_heads"
    assert problem.args_["total"] == 24
    _texts(problem.key, problem.args_)


def test_integer_inputs_name_sizes_by_their_values():
    names = error_model._size_names([torch.zeros(2, 1, 6, 6), torch.tensor([4, 2])], ["scores", "lengths"])
    assert "lengths.max()" in names[4] and "lengths.min()" in names[2]


def test_traces_from_the_child_are_bounded():
    """A forged trace is dropped or cut, never trusted: wrong types, huge shapes, deep nesting."""
    deep: dict = {"op": "x", "operands": []}
    for _ in range(50):
        deep = {"op": "x", "operands": [{"shape": [1], "dtype": "f", "made": deep}]}
    forged = {"traces": [[0, {"line": "1", "code": 5, "call": {"op": "a" * 10_000,
                                                                "operands": [{"shape": [2**40]}]}}],
                         [0, {"line": 3, "code": "x", "call": deep}], ["x", {}], [99, {}]]}
    traces = raise_explain.read_traces(forged, 2)
    index, trace = traces["raised"]
    assert index == 0 and trace["line"] == 0 and trace["code"] == ""
    assert len(trace["call"]["op"]) <= 40 and trace["call"]["operands"] == []
    assert raise_explain.read_traces({"traces": "no"}, 2) == {}


@pytest.mark.sandbox
def test_through_the_sandbox_each_class_is_named():
    from tests.helpers import assert_named
    from attnlab.grading.runner import Limits, Sandbox

    sandbox = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    try:
        for concept in ("concept.T_nd", "concept.linear_weight"):
            exercise_id, source = RAISES[concept]
            assert_named(sandbox, exercises.BY_ID[exercise_id], {"feedback.raised_at": textwrap.dedent(source)})
        exercise_id, source = NON_FINITE["feedback.zero_times_inf"]
        assert_named(sandbox, exercises.BY_ID[exercise_id], {"feedback.zero_times_inf": textwrap.dedent(source)})
    finally:
        sandbox.close()


def test_a_maximum_subtracted_on_one_side_only_is_named():
    """Each slice off by exp(∓max) of the input's slice: the shift made in one place only."""
    x = torch.randn(4, 7, generator=torch.Generator().manual_seed(2)) * 3
    want = torch.softmax(x, -1)
    for got in ((x - x.amax(-1, keepdim=True)).exp() / x.exp().sum(-1, keepdim=True),
                x.exp() / (x - x.amax(-1, keepdim=True)).exp().sum(-1, keepdim=True)):
        key, args = properties.slice_factors([([got], [want])], 1e-5, [[x, -1]])
        assert key == "feedback.prop.shift_mismatch" and args["dim"] == "-1", (key, args)
    key, _ = properties.slice_factors([([x.exp() / x.exp().sum()], [want])], 1e-5, [[x, -1]])
    assert key == "feedback.prop.slice_factors"  # the whole tensor's sum: another slip
    _texts("feedback.prop.shift_mismatch", args)


def test_squeeze_without_a_dim_is_named_where_one_head_loses_its_axis():
    """The one-head case (h = 1) of ex_fix_second_head: squeeze() drops the head axis with the
    batch's, written here with torch.squeeze and bmm."""
    key, args = _grade("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            x = torch.squeeze(a)
            return torch.bmm(x, x.transpose(1, 2))
        """)
    assert key == "feedback.raised_at" and args["concept"] == "concept.squeeze_all", (key, args)
    texts = _texts(key, args)
    assert "squeeze()" in texts["en"] and "squeeze()" in texts["zh"]


UNSTABLE = {
    # exp(s) without the row's maximum, written three ways in the three masking exercises
    "ex_causal_weights": """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            keep = torch.tril(torch.ones(n, n))
            e = torch.exp(scores) * keep
            return e / e.sum(-1, keepdim=True)
        """,
    "ex_padding_attention": """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            keep = (torch.arange(n)[None, :] < lengths[:, None]).float()[:, None, None, :]
            e = scores.exp() * keep
            w = e / e.sum(-1, keepdim=True).clamp_min(1e-30)
            return w * keep.transpose(-1, -2)
        """,
    "ex_fix_mask_heads": """
        import math, torch
        def ex_fix_mask_heads(scores, pad):
            keep = (~pad.bool()).float()[:, None, None, :]
            e = torch.pow(math.e, scores) * keep
            return e / e.sum(dim=-1, keepdim=True)
        """,
}


@pytest.mark.parametrize("exercise_id", sorted(UNSTABLE))
def test_a_softmax_written_without_the_max_is_caught_and_told_on_large_scores(exercise_id):
    key, args = _grade(exercise_id, UNSTABLE[exercise_id])
    assert key == "feedback.exp_overflow", (key, args)
    texts = _texts(key, args)
    assert "88.7" in texts["en"] and "88.7" in texts["zh"]


def test_a_loop_from_1_is_told_from_its_outputs_where_one_head_leaves_nothing_to_stack():
    key, args = _grade("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            out = []
            for k in range(1, a.size(1)):
                out.append(a[0][k] @ a[0][k].transpose(0, 1))
            return torch.stack(out)
        """)
    assert key == "feedback.prop.cut_start", (key, args)
    _texts(key, args)
