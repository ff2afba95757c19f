"""Classes from held-out corpus fresh15 (issue 29), each shown on slips written differently from
the corpus's: A. a mistake that shows only on an edge shape the statement allows (a square layer, a
size-1 batch, head or leading axis) is caught, because every exercise's cases include that shape;
(more classes below)."""

from __future__ import annotations

import importlib

import pytest
import torch

import exercises
from tests.test_error_model_concepts import _grade, _texts

# A. edge shapes: square layers where the layer sizes are free, size-1 leading axes where the
# arguments are batched tensors. Each answer is right on every other shape.

EDGE = [
    # the transpose decided by comparing with the target's shape, as a conditional expression
    ("ex3_1", "ex3_1.not_transposed_square", """
        import torch
        def ex3_1(sa_v1, sa_v2):
            with torch.no_grad():
                for mine, theirs in ((sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key),
                                     (sa_v1.W_value, sa_v2.W_value)):
                    w = theirs.weight
                    mine.copy_(w if tuple(w.shape) == tuple(mine.shape) else w.T)
        """),
    # the functional squeeze on the product with a trailing axis (broadcast back: any wrong verdict)
    ("ex_softmax_backward", None, """
        import torch
        def ex_softmax_backward(P, dP):
            s = torch.matmul(P.unsqueeze(-2), dP.unsqueeze(-1))
            return P * (dP - torch.squeeze(s)[..., None]) if P.dim() > 1 else P * (dP - s.squeeze())
        """),
    # a result "tidied" with squeeze() at the end
    ("ex_stable_softmax", "feedback.shape.squeezed", """
        import torch
        def ex_stable_softmax(x, dim):
            e = torch.exp(x - x.amax(dim=dim, keepdim=True))
            return (e / e.sum(dim=dim, keepdim=True)).squeeze()
        """),
    ("ex_causal_weights", "feedback.shape.squeezed", """
        import torch
        def ex_causal_weights(scores):
            n = scores.size(-1)
            hide = torch.ones(n, n, dtype=torch.bool).triu(1)
            return torch.softmax(scores.masked_fill(hide, float('-inf')), dim=-1).squeeze()
        """),
    ("ex_fix_mask_heads", "feedback.shape.squeezed", """
        import torch
        def ex_fix_mask_heads(scores, pad):
            m = pad.bool()[:, None, None, :]
            return torch.softmax(scores.masked_fill(m, float('-inf')), -1).squeeze()
        """),
]


@pytest.mark.parametrize("exercise,key,source", EDGE, ids=[e[0] for e in EDGE])
def test_a_slip_that_shows_only_on_an_edge_shape_is_caught_and_named(exercise, key, source):
    got, args = _grade(exercise, source)
    assert got and (key is None or got == key), (got, args)
    _texts(got, args)


def _tensor_cases(exercise_id):
    check = importlib.import_module(f"exercises.{exercise_id}.check")
    cases = getattr(check, "cases", None)
    return cases(torch.Generator().manual_seed(0)) if cases else None


def test_every_batched_tensor_exercise_has_a_case_with_a_leading_axis_of_size_1():
    """Generic: any exercise drawing batched tensors (rank >= 3 somewhere) has a case whose first
    tensor argument has a size-1 leading axis."""
    exercises.ALL  # noqa: B018 - loads the folders
    seen = 0
    for exercise_id in (e.id for e in exercises.ALL):
        try:
            cases = _tensor_cases(exercise_id)
        except ModuleNotFoundError:
            continue
        if not cases:
            continue
        firsts = [next(a for a in case if isinstance(a, torch.Tensor)) for case in cases]
        if max(t.dim() for t in firsts) < 3:
            continue
        seen += 1
        leading = {t.shape[0] for t in firsts if t.dim() >= 2}
        assert 1 in leading, (exercise_id, [tuple(t.shape) for t in firsts])
    assert seen >= 5


def test_ex3_1_and_ex_mha_forward_draw_a_square_layer():
    check = importlib.import_module("exercises.ex3_1.check")
    cases = check.make_payload(torch.Generator().manual_seed(0))["cases"]
    assert any(d_in == d_out for d_in, d_out, _ in cases) and any(d_in != d_out for d_in, d_out, _ in cases)
    mha = importlib.import_module("exercises.ex_mha_forward.check")
    sizes = mha.make_payload(torch.Generator().manual_seed(0))["cases"]
    assert any(c[0] == c[1] for c in sizes) and any(c[2] == 1 for c in sizes)


# B. a reduction over an axis counted from the front (right only at the rank it was written for),
# or over the whole tensor, is named as such, in any exercise whose reference reduces

REDUCTIONS = [
    ("ex_softmax_backward", "rewrite.reduce_dim_front", """
        import torch
        def ex_softmax_backward(P, dP):
            axis = 0 if P.ndim == 1 else 1
            return P * (dP - torch.sum(P * dP, axis, keepdim=True))
        """),
    ("ex_softmax_backward", "rewrite.reduce_all", """
        import torch
        def ex_softmax_backward(P, dP):
            c = float((dP * P).sum())
            return P * (dP - c)
        """),
    ("ex_stable_softmax", "rewrite.reduce_all", """
        import torch
        def ex_stable_softmax(x, dim):
            e = (x - x.amax(dim=dim, keepdim=True)).exp()
            return e / e.sum()
        """),
]


@pytest.mark.parametrize("exercise,key,source", REDUCTIONS, ids=[r[1] + "-" + r[0] for r in REDUCTIONS])
def test_a_reduction_over_a_front_counted_axis_or_everything_is_named(exercise, key, source):
    got, args = _grade(exercise, source)
    assert key in (got, args.get("exact"), args.get("either")), (got, args)
    texts = _texts(got, args)
    # an exercise given its axis (ex_stable_softmax(x, dim)) is told the axis by its name: dim=-1
    # is the axis of only some of its cases
    axis = "dim=dim" if exercise == "ex_stable_softmax" else "dim=-1"
    assert axis in texts["en"] and axis in texts["zh"], texts


def test_a_leak_in_an_exercise_that_masks_nothing_is_told_with_causes_that_fit_it():
    """Rows mixed in a way no rewrite knows (each row gets its neighbour's correction): the
    dependence probe speaks, and in a backward pass it names rows mixed, never a token or a pad."""
    got, args = _grade("ex_softmax_backward", """
        import torch
        def ex_softmax_backward(P, dP):
            c = (P * dP).sum(-1, keepdim=True)
            return P * (dP - torch.roll(c, shifts=1, dims=0))
        """)
    assert got == "feedback.prop.leak_rows", (got, args)
    texts = _texts(got, args)
    assert "padded" not in texts["en"] and "later token" not in texts["en"], texts
    assert "填充" not in texts["zh"], texts


# C/D/E. feedback is true of the code: advice to add what the code has is replaced by a text that
# says the code has it (and names what else gives the symptom); a reading naming a construct the
# code lacks gives way to the exact rewrite or to the construct the code has; "no mask" only where
# the exercise masks nothing

TRUE_OF_CODE = [
    # the device normalised through a lookup: a torch.device falls back to "cpu"; .to is called
    ("ex3_3", "ex3_3.not_moved_to_called", ("Call module.to(device)", "请调用 module.to(device)"), """
        import torch
        NAMES = {"cpu": "cpu", "cuda": "cuda", "mps": "mps"}
        def ex3_3(MultiHeadAttention, device):
            dev = NAMES.get(device, "cpu")
            m = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
            m.to(dev)
            return m
        """),
    # the diagonal hidden with -torch.inf, NaN rows cleaned with torch.where: the first row has no
    # weight at all, which is the diagonal hidden (the error model's mask), not a renormalising slip
    ("ex_causal_weights", "rewrite.mask_shift", ("mask with -inf before", "之前用 -inf 遮住"), """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            hide = torch.ones(n, n).triu().bool()
            w = scores.masked_fill(hide, -torch.inf).softmax(-1)
            return torch.where(torch.isnan(w), torch.zeros_like(w), w)
        """),
    # an empty sequence's length replaced by 1 with torch.where; padded query rows filled with 0
    ("ex_padding_attention", "ex_padding_attention.query_rows_zeroed", ("so zero them after the softmax",
                                                                         "之后把它们置零。"), """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.size(-1)
            lengths = torch.where(lengths == 0, torch.ones_like(lengths), lengths)
            pad = torch.arange(n)[None, :] >= lengths[:, None]
            w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
            return w.masked_fill(pad[:, None, :, None], 0.0)
        """),
    # torch.split given the number of heads (it takes the piece size); the merge by reshape is right
    ("ex_split_merge", "rewrite.view_order_split", ("reshape never moves data", "reshape 不会移动数据"), """
        import torch
        def ex_split_merge(x, num_heads, context):
            parts = torch.split(x, num_heads, -1)
            b, h, n, hd = context.shape
            return torch.stack(parts, 1), context.transpose(1, 2).reshape(b, n, h * hd)
        """),
    # a causal keep-mask and-ed with the padding one, filled with -1e9
    ("ex_fix_mask_heads", "rewrite.causal_added_keep", ("This attention has no mask", "这里的注意力没有掩码"), """
        import torch
        def ex_fix_mask_heads(scores, pad):
            n = scores.size(-1)
            keep = (pad == 0)[:, None, None, :] & torch.ones(n, n, dtype=torch.bool).tril()
            return scores.masked_fill(~keep, -1e9).softmax(-1)
        """),
]


@pytest.mark.parametrize("exercise,key,untrue,source", TRUE_OF_CODE, ids=[t[1] for t in TRUE_OF_CODE])
def test_feedback_never_tells_the_code_to_add_what_it_has_or_reads_a_construct_it_lacks(exercise, key, untrue, source):
    from tests.test_error_model_fresh14 import _read
    from attnlab.grading.report import feedback_text
    outcome = _read(exercise, source)
    assert outcome.feedback == key, (outcome.feedback, outcome.args)
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert untrue[0] not in en and untrue[1] not in zh, (en, zh)
    assert "{" not in en and "{" not in zh


def test_a_heuristic_naming_a_construct_the_code_lacks_gives_way_to_the_exact_rewrite():
    """Left padding written with n - lengths: the lengths are never tiled, so the text about
    lengths.repeat is not said; the exact rewrite (the mask reversed along the tokens) is."""
    from tests.test_error_model_fresh14 import _read
    from attnlab.grading.report import feedback_text
    outcome = _read("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            b, h, n, _ = scores.shape
            first = (n - lengths).unsqueeze(-1)
            real = torch.arange(n).expand(b, n) >= first
            w = torch.softmax(scores.masked_fill(~real[:, None, None, :], float("-inf")), -1)
            return torch.nan_to_num(w) * real[:, None, :, None]
        """)
    en = feedback_text(outcome, "en")
    assert "repeat" not in en and outcome.feedback != "feedback.lengths_mixed", (outcome.feedback, en)


@pytest.mark.parametrize("source", [
    # torch.where fed a strictly-lower triangle (the past without the token itself), method form
    """
    import torch
    def ex_causal_weights(scores):
        n = scores.shape[-1]
        past = torch.ones(n, n, dtype=torch.bool).tril(-1)
        return torch.where(past, torch.full_like(scores, float('-inf')), scores).softmax(dim=-1)
    """,
    # the same triangle given as diagonal=-1 to the function form, in masked_fill
    """
    import torch
    def ex_causal_weights(scores):
        n = scores.size(-1)
        m = torch.tril(torch.ones(n, n), diagonal=-1).bool()
        return torch.softmax(scores.masked_fill(m, -1e9), -1)
    """,
])
def test_a_triangle_off_the_causal_diagonal_is_never_told_as_swapped_branches(source):
    """tril(-1) is the complement of neither causal mask: swapping torch.where's branches or
    negating it would not fix it, so neither is offered."""
    from attnlab.grading import mask_cause
    from attnlab.grading.model import Outcome
    from attnlab.grading.report import feedback_text
    from attnlab.grading.submissions import Submission
    import textwrap
    source = textwrap.dedent(source)
    key, args = _grade("ex_causal_weights", source)
    assert key, "a wrong answer must be caught"
    outcome = mask_cause.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source),
                                "ex_causal_weights")
    en = feedback_text(outcome, "en")
    assert outcome.feedback not in ("feedback.mask_where_order", "feedback.mask_where_order_keep",
                                    "feedback.mask_negated") and "swapped" not in en, (outcome.feedback, en)
