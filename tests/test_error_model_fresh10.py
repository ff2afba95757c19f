"""Classes from held-out corpus fresh10 (issue 29), each shown on slips written differently from the
corpus's: a size fixed in the code or kept from an earlier call, positional arguments in another
order than the signature, an epsilon in a softmax's denominator, a loop's slips (a return inside it,
a range one short, the loop variable rebound) and an einsum letter summed on its own."""

from __future__ import annotations

import importlib
import itertools

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab.grading import call_order, einsum_read, error_model, loop_slips, softmax_eps
from attnlab.grading.model import Outcome
from attnlab.grading.submissions import Submission
from tests.test_error_model_concepts import _grade, _texts


def test_a_mask_sized_for_the_books_six_tokens_is_told_as_a_fixed_size():
    key, args = _grade("ex_causal_weights", """
        import torch
        def ex_causal_weights(scores):
            keep = torch.tril(torch.ones(6, 6, dtype=torch.bool))
            return torch.where(keep, scores, float('-inf')).softmax(-1)
        """)
    assert key == "feedback.size_fixed", (key, args)
    assert args["fixed"] == "6" and args["n"] != "6" and args["name"] == "scores.shape[-1]", args
    _texts(key, args)


def test_a_size_clash_between_the_inputs_own_axes_is_not_a_fixed_size():
    # d_in where n belongs: both sizes are the case's own, an axis out of place
    key, _ = _grade("ex_causal_weights", """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[0] + 7
            mask = torch.triu(torch.ones(n, n, dtype=torch.bool), 1)
            return scores.masked_fill(mask, float('-inf')).softmax(-1)
        """)
    assert key != "feedback.size_fixed"
    # n taken from the longest length, a value of an input: told by the sizes' names as before
    key, _ = _grade("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            pad = torch.arange(int(lengths.max()))[None, :] >= lengths[:, None]
            return scores.masked_fill(pad[:, None, None, :], float('-inf')).softmax(-1).nan_to_num(0.0)
        """)
    assert key != "feedback.size_fixed"


def test_weights_that_sum_to_one_are_no_epsilon():
    # another row of weights (an index off by one) sums to 1 like the right one
    w = torch.softmax(torch.randn(3, 5, generator=torch.Generator().manual_seed(1)), -1)
    assert not softmax_eps._rows_short([[w.flip(0)]], [[w]], 1e-4)
    assert softmax_eps._rows_short([[w / 1.001]], [[w]], 1e-4)


def test_positional_arguments_in_another_order_are_named_with_a_keyword_call():
    source = ("def ex3_2(MultiHeadAttentionWrapper):\n    d_in, d_out, context_length, dropout = 3, 1, 6, 0.0\n"
              "    return MultiHeadAttentionWrapper(d_in, d_out, dropout, context_length, num_heads=2)\n")
    out = call_order.refine(Outcome("error", 0.0, 1.0, "feedback.raised", {"error": "ValueError: got 6"}),
                            Submission.module(source), "ex3_2")
    assert out.args["concept"] == "feedback.positional_order"
    assert out.args["concept_order"] == "d_in, d_out, context_length, dropout"
    assert "context_length=context_length" in out.args["concept_fixed"]
    _texts(out.feedback, out.args)
    # the signature's order, and names that are not the parameters', say nothing
    for body in ("MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)",
                 "MultiHeadAttentionWrapper(a, b, c, e, num_heads=2)", "torch.nn.Linear(d_in, d_out)"):
        fine = f"def ex3_2(MultiHeadAttentionWrapper):\n    return {body}\n"
        assert call_order.find([(None, fine)], "ex3_2") is None, body
    assert call_order.find([(None, "def f(nn):\n    return nn.Linear(out_features, in_features)\n")], "f")


@settings(max_examples=12, deadline=None)
@given(st.integers(1, 3), st.integers(2, 7), st.sampled_from([1e-3, 1e-2, 0.2]), st.integers(0, 2**31 - 1))
def test_an_epsilon_in_the_denominator_is_fitted(rows, n, eps, seed):
    g = torch.Generator().manual_seed(seed)
    scores = torch.randn(rows, n, n, generator=g)
    ref = importlib.import_module("exercises.ex_causal_weights.check").reference
    want = ref(scores)  # checked against the library softmax: the rewrite at eps -> 0 is the reference
    hide = torch.ones(n, n, dtype=torch.bool).triu(1)
    e = torch.exp(scores.masked_fill(hide, -torch.inf) - scores.masked_fill(hide, -torch.inf).amax(-1, keepdim=True))
    got = e / (e.sum(-1, keepdim=True) + eps)
    assert torch.allclose(e / e.sum(-1, keepdim=True), want, atol=1e-6)
    found = softmax_eps.fitted(ref, [[scores]], [[got]], [None], 1e-5, lambda a, t: t, error_model.Budget(400))
    assert found is not None and found.key == "rewrite.softmax_eps", found
    assert abs(float(found.args["eps"]) / eps - 1) < 0.05, (found.args, eps)
    _texts(found.key, found.args)


def _loop(source: str, name: str):
    return loop_slips.find([(None, source)], name)


def test_loop_slips_are_read_from_the_code():
    ret = _loop("def f(a):\n    out = []\n    for i in range(a.shape[0]):\n        out.append(a[i])\n"
                "        return out\n", "f")
    assert ret and ret["kind"] == "return" and ret["line"] == 5
    early = _loop("def f(a):\n    for i in range(3):\n        if a[i] > 0:\n            return i\n    return -1\n", "f")
    assert early is None  # an early exit under an if is a search, not a slip
    short = _loop("def f(x, b):\n    for j in range(len(x) - 1):\n        x[j] = 0\n    return x\n", "f")
    assert short and short["kind"] == "range" and short["bound"] == "len(x)"
    pairs = _loop("def f(x):\n    for j in range(len(x) - 1):\n        x[j] = x[j + 1]\n    return x\n", "f")
    assert pairs is None  # neighbours i, i + 1: one short is right
    rebind = _loop("def f(m):\n    for w in (m.a, m.b):\n        w = w * 2\n    return m\n", "f")
    assert rebind and rebind["kind"] == "rebind" and rebind["var"] == "w"
    used = _loop("def f(xs):\n    t = 0\n    for w in xs:\n        w = w * 2\n        t += w\n    return t\n", "f")
    assert used is None
    out = loop_slips.refine(Outcome("failed", 0.0, 1.0, "feedback.prop.cut_end", {}),
                            Submission.module("def f(a):\n    for i in a:\n        return i\n"), "f")
    assert out.feedback == "feedback.loop_return"
    _texts(out.feedback, out.args)


def test_a_return_in_the_loop_over_heads_is_told_not_the_range():
    source = ("import torch\ndef ex_fix_second_head(a):\n    res = []\n    for k in range(a.size(1)):\n"
              "        res.append(a[0, k] @ a[0, k].mT)\n        return torch.stack(res)\n")
    key, args = _grade("ex_fix_second_head", source)
    out = loop_slips.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source), "ex_fix_second_head")
    assert out.feedback == "feedback.loop_return", out
    assert "range" not in _texts(out.feedback, out.args)["en"].split("your range")[0]


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 3), st.integers(2, 5), st.integers(0, 2**31 - 1))
def test_einsum_repairs_give_the_matmul(h, n, seed):
    a = torch.randn(h, n, 4, generator=torch.Generator().manual_seed(seed), dtype=torch.float64)
    want = a @ a.transpose(-1, -2)
    found = einsum_read.read("hnd,gmd->hnm")
    assert found["letter"] == "g"
    assert torch.allclose(torch.einsum(found["fixed"], a, a), want)
    J = torch.randn(n, n, generator=torch.Generator().manual_seed(seed + 1), dtype=torch.float64)
    v = torch.randn(n, dtype=torch.float64)
    fixed = einsum_read.read("ij,j->j")
    assert fixed["kept"] == "j" and torch.allclose(torch.einsum(fixed["fixed"], J, v), J @ v)


def test_einsum_equations_that_contract_rightly_say_nothing():
    for eq in ("bhnd,bhmd->bhnm", "bhnm,bhmd->bhnd", "...i,...j->...ij", "ij,jk->ik", "bnd->bdn"):
        assert einsum_read.read(eq) is None, eq
    source = "import torch\ndef f(a):\n    return torch.einsum('bhnd,bgmd->hnm', a, a)\n"
    out = einsum_read.refine(Outcome("failed", 0.0, 1.0, "feedback.wrong_values", {}), Submission.module(source), "f")
    assert out.args["concept"] == "feedback.einsum_own_letter"
    assert out.args["concept_fixed"] == "bhnd,bhmd->hnm"
    _texts(out.feedback, out.args)


def test_every_new_text_has_both_languages():
    from attnlab.i18n import STRINGS
    new = ["feedback.size_fixed", "feedback.positional_order", "rewrite.softmax_eps", "feedback.loop_return",
           "feedback.loop_range_short", "feedback.loop_rebinds", "feedback.einsum_kept",
           "feedback.einsum_own_letter", "feedback.einsum_lone_sum"]
    for k, lang in itertools.product(new, ("en", "zh")):
        assert STRINGS[k].get(lang), (k, lang)
