"""Classes from held-out corpus fresh9 (issue 29), each shown on slips written differently from the
corpus's: outputs returned in another order, one sign flipped, a call whose result is thrown away, a
short answer that is a step of the computation, padded queries' rows never zeroed, a per-head mask
laid out head-major, and a loop index put on the wrong axis."""

from __future__ import annotations

import importlib
import itertools

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import examples
from attnlab.grading import discarded, error_model, layout_rewrites
from attnlab.grading.model import Outcome
from attnlab.grading.submissions import Cell, Submission
from tests.test_error_model_concepts import _grade, _texts

X = examples.inputs()


def _short(exercise_id, value):
    check = importlib.import_module(f"exercises.{exercise_id}.check")
    return check.check({}, {"value": value})


def test_outputs_in_another_order_are_named_with_the_solutions_names():
    key, args = _grade("ex_split_merge", """
        def ex_split_merge(x, num_heads, context):
            b, n, d = x.shape
            merged = context.swapaxes(1, 2).reshape(b, n, d)
            return merged, x.unflatten(-1, (num_heads, d // num_heads)).swapaxes(1, 2)
        """)
    assert key == "feedback.outputs_order", (key, args)
    assert (args["got"], args["want"]) == ("merged, heads", "heads, merged")
    _texts(key, args)


def test_the_right_order_with_one_wrong_tensor_is_not_called_an_order():
    key, _ = _grade("ex_split_merge", """
        def ex_split_merge(x, num_heads, context):
            b, n, d = x.shape
            return context.transpose(1, 2).reshape(b, n, d), x.view(b, n, num_heads, -1)
        """)
    assert key != "feedback.outputs_order"


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 4), st.integers(2, 6), st.integers(0, 2**31 - 1))
def test_a_flipped_sign_is_found_against_autograd(rows, n, seed):
    g = torch.Generator().manual_seed(seed)
    s = torch.randn(rows, n, generator=g, dtype=torch.float64).requires_grad_()
    P = torch.softmax(s, -1)
    dP = torch.randn(rows, n, generator=g, dtype=torch.float64)
    (right,) = torch.autograd.grad(P, s, dP)  # the true dS, independent of any formula here
    flipped = P.detach() * (dP + (dP * P.detach()).sum(-1, keepdim=True))
    if torch.allclose(flipped, right, atol=1e-6):
        return  # a row whose weighted sum is 0: the sign changes nothing
    ref = importlib.import_module("exercises.ex_softmax_backward.check").reference
    cases = [[P.detach().float(), dP.float()]]
    found = error_model.search(ref, cases, [[flipped.float()]])
    assert found is not None and found.key == "rewrite.sign_add", found
    _texts(found.key, found.args)


def test_a_discarded_result_is_told_with_its_line_and_the_assignment():
    key, args = _grade("ex_causal_weights", """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            hide = torch.ones(n, n, dtype=torch.bool).triu(1)
            torch.Tensor.masked_fill(scores, hide, float('-inf'))
            return torch.softmax(scores, -1)
        """)
    assert key != ""  # wrong: the mask is never applied
    source = "import torch\n\ndef helper(w):\n    w.float()\n    return w\n\n" \
             "def ex_causal_weights(scores):\n    w = torch.softmax(scores, -1)\n    return helper(w)\n"
    found = discarded.find([(None, source)], "ex_causal_weights")
    assert found and (found["line"], found["op"], found["target"]) == (4, "float", "w"), found
    outcome = discarded.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source), "ex_causal_weights")
    texts = _texts(outcome.feedback, outcome.args)
    assert "w = w.float()" in texts["en"] and "w = w.float()" in texts["zh"]
    # a notebook: the last definition wins, told by its cell
    cells = (Cell(1, "def ex_causal_weights(s):\n    s.transpose(0, 1)\n    return s\n"),
             Cell(2, "import torch\ndef ex_causal_weights(s):\n    s = s.tril()\n    torch.softmax(s, -1)\n    return s\n"))
    nb = Submission(filename="a.ipynb", cells=cells, kind="notebook")
    outcome = discarded.refine(Outcome("failed", 0.0, 1.0, key, args), nb, "ex_causal_weights")
    assert outcome.args["concept"] == "feedback.discarded_result_cell"
    assert (outcome.args["concept_cell"], outcome.args["concept_line"]) == ("2", "4")
    _texts(outcome.feedback, outcome.args)
    # assigned results and in-place ops are not discarded; a passed answer gets no note
    chain = "def ex_causal_weights(s):\n    s.tril().float()\n    return s\n"
    found = discarded.find([(None, chain)], "ex_causal_weights")
    assert (found["op"], found["target"], found["code"]) == ("float", "s", "s.tril().float()"), found
    fine = "def ex_causal_weights(s):\n    s = s.float()\n    s.masked_fill_(s > 0, 0.0)\n    return s\n"
    assert discarded.find([(None, fine)], "ex_causal_weights") is None
    passed = Outcome("passed", 1.0, 1.0, "feedback.passed", {})
    assert discarded.refine(passed, Submission.module(source), "ex_causal_weights") is passed


@pytest.mark.parametrize("value,key", [
    (torch.softmax(X @ X[2], -1).tolist(), "short.intermediate_weights"),   # another query's weights
    ((X @ X[1]).tolist(), "short.intermediate_scores"),                       # 'journey''s scores
])
def test_a_step_of_the_computation_given_for_the_context(value, key):
    got, args = _short("ex_context", [round(v, 4) for v in value])
    assert got == key, (got, args)
    assert args["k"] == "6" and args["n"] == "3"
    _texts(got, args)


def test_padded_query_rows_are_named_when_every_wrong_entry_is_in_them():
    key, args = _grade("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            keep = torch.arange(n)[None, None, None, :] < lengths[:, None, None, None]
            return torch.softmax(torch.where(keep, scores, scores - 5e4), dim=-1)
        """)
    assert key == "ex_padding_attention.query_rows", (key, args)


def test_head_major_layout_matches_repeat_and_not_repeat_interleave():
    b, h, n = 3, 2, 4
    pad = torch.rand(b, n, generator=torch.Generator().manual_seed(0)) > 0.5
    mask = pad[:, None, None, :]
    assert torch.equal(layout_rewrites.head_major(mask, (b, h, n, n)), pad.repeat(h, 1).view(b, h, 1, n))
    assert not torch.equal(layout_rewrites.head_major(mask, (b, h, n, n)),
                           pad.repeat_interleave(h, 0).view(b, h, 1, n))
    key, args = _grade("ex_fix_mask_heads", """
        import torch
        def ex_fix_mask_heads(scores, pad):
            b, h, n, _ = scores.shape
            m = torch.stack([pad for _ in range(h)]).flatten(0, 1).reshape(b, h, 1, n)
            return scores.masked_fill(m, -float('inf')).softmax(dim=3)
        """)
    assert key == "rewrite.head_major_mask", (key, args)
    _texts(key, args)


def test_an_index_on_the_wrong_axis_is_not_blamed_on_the_loop_bound():
    key, args = _grade("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            return torch.stack([a[k, 0] @ a[k, 0].mT for k in range(a.size(1))])
        """)
    assert key == "feedback.raised_index_axis", (key, args)
    assert (args["axis"], args["want"]) == ("0", "1")
    assert "a.shape[1]" in args["bound"] or "a.size" in args["bound"], args
    _texts(key, args)
    # a loop bound that is too large (range(a.shape[2]) over the heads) keeps the bound's advice
    key, _ = _grade("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            return torch.stack([a[0, k] @ a[0, k].T for k in range(a.shape[2])])
        """)
    assert key != "feedback.raised_index_axis"


def test_every_new_text_has_both_languages():
    from attnlab.i18n import STRINGS
    new = [k for k in STRINGS if k.startswith(("short.intermediate", "feedback.discarded", "rewrite.sign_",
                                               "rewrite.head_major", "feedback.outputs_order",
                                               "feedback.raised_index_axis"))]
    assert len(new) == 12  # with feedback.discarded_temporary(_cell)
    for k, (a, b) in itertools.product(new, [("en", "zh")]):
        assert STRINGS[k].get(a) and STRINGS[k].get(b), k
