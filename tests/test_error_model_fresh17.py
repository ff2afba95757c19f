"""Classes from held-out corpus fresh17 (issue 29: C/Java programmers, mathematicians and physicists
writing from formulas, statisticians, half-known torch built-ins), each shown on slips written in
other styles than the corpus's: 1. texts naming a construct the code lacks (a `sum` for a loop's
accumulator, a mask in code with none, masked_fill #2, torch.tril for torch.masked.softmax's keep
mask, a division of the context read as a scaling of the scores, an axis number against its own
fix); 2. loops counted from 1; 3. short answers: the data read transposed, a value left in log
space, floor division; 4. code: an inner product for an outer one, a neighbouring function's
backward, an integer buffer, 0 · (−inf), an index tensor of pairs used as one index. Each answer
is graded as the runner grades it: the check, then the readings of the code."""

from __future__ import annotations

import pytest

from attnlab.grading import code_notes, floor_read
from attnlab.grading.model import Outcome
from tests.test_error_model_fresh16 import _full as _full16
from tests.test_error_model_fresh16 import _said

BOOK = """[[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
           [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]"""


def _full(exercise_id: str, source: str) -> Outcome:
    from attnlab.grading.submissions import Submission
    import textwrap
    outcome = _full16(exercise_id, source)
    submission = Submission.module(textwrap.dedent(source))
    outcome = floor_read.refine(outcome, submission, exercise_id)
    return code_notes.refine(outcome, submission, exercise_id)


# (exercise, feedback keys any of which names the slip, a concept told beside it or None, source)
CASES = [
    # 3. the data read transposed: columns by .t() and a sum of products (not numpy's X[:, j])
    ("ex_omega", ("rewrite.columns_for_rows",), None, f"""
        import torch
        feats = torch.tensor({BOOK}).t()
        ex_omega = round(float((feats[1] * feats[0]).sum()), 4)
        """),
    # a log-softmax's entry reported as the weight
    ("ex_softmax_weight", ("rewrite.output_log",), None, f"""
        import torch
        x = torch.tensor({BOOK})
        ex_softmax_weight = round(torch.log_softmax(x @ x[1], dim=0)[1].item(), 4)
        """),
    # floor division by the keep probability, written in one expression
    ("ex_dropout_survivor", None, "feedback.floor_division", """
        p = 0.1
        ex_dropout_survivor = float(1.0 // (1.0 - p))
        """),
    # weights left in log space at a step of the chain (the context from log-weights)
    ("ex_context", ("rewrite.log_weights",), None, f"""
        import torch
        X = torch.tensor({BOOK})
        lw = torch.log_softmax(X @ X[1], dim=0)
        ex_context = [round(v, 4) for v in (lw @ X).tolist()]
        """),
    # a softmax's normalisation written with // (the code's own division, a tensor divisor)
    ("ex_stable_softmax", ("rewrite.floor_division",), "feedback.floor_division", """
        import torch
        def ex_stable_softmax(x, dim):
            e = (x - x.amax(dim=dim, keepdim=True)).exp()
            return e // e.sum(dim=dim, keepdim=True)
        """),
    # 4. the outer product written as an einsum-free row @ column with None indexing
    ("ex_softmax_backward", ("rewrite.inner_for_outer",), None, """
        import torch
        def ex_softmax_backward(P, dP):
            outer = P[..., None, :] @ P[..., :, None]
            J = torch.diag_embed(P) - outer
            return torch.einsum('...ij,...j->...i', J, dP)
        """),
    # log-softmax's backward, the sum taken first and named
    ("ex_softmax_backward", ("mistake.log_softmax_backward",), None, """
        def ex_softmax_backward(P, dP):
            g = dP.sum(-1, keepdim=True)
            return dP - g * P
        """),
    # an additive causal bias made by multiplying by -math.inf
    # (told by the NaN watch at its line; the note reading the same product is then not repeated)
    ("ex_causal_weights", ("feedback.zero_times_inf", "feedback.zero_times_inf_all"), None, """
        import math
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            bias = torch.triu(torch.ones(n, n, device=scores.device), 1) * -math.inf
            return torch.softmax(scores + bias, dim=-1)
        """),
    # a long buffer filled row by row with weights
    ("ex_causal_weights", None, "feedback.int_buffer", """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            w = torch.zeros(scores.shape, dtype=torch.long, device=scores.device)
            for q in range(n):
                w[..., q, :q + 1] = torch.softmax(scores[..., q, :q + 1], -1)
            return w.to(scores.dtype)
        """),
    # triu_indices' pairs used as one index of a bool table
    ("ex_causal_weights", None, "feedback.pairs_as_index", """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            upper = torch.triu_indices(n, n, offset=1, device=scores.device)
            hide = torch.zeros(n, n, dtype=torch.bool, device=scores.device)
            hide[upper] = True
            return scores.masked_fill(hide, float('-inf')).softmax(-1)
        """),
    # 1. torch.masked.softmax given the future built by a comparison (no triangle call)
    ("ex_causal_weights", ("ex_causal_weights.masked_past_keep",), None, """
        import torch
        def ex_causal_weights(scores):
            i = torch.arange(scores.shape[-1], device=scores.device)
            later = i[None, :] > i[:, None]
            return torch.masked.softmax(scores, -1, mask=later.expand_as(scores))
        """),
    # one accumulator over every entry of a stable softmax's denominator, in a while loop
    ("ex_stable_softmax", ("rewrite.reduce_all_nocall",), None, """
        import torch
        def ex_stable_softmax(x, dim):
            e = torch.exp(x - x.amax(dim=dim, keepdim=True))
            flat, total, k = e.reshape(-1), 0.0, 0
            while k < flat.numel():
                total = total + flat[k]
                k += 1
            return e / total
        """),
    # the context averaged over the tokens by .mean where the weighted sum belongs
    ("ex_context", ("rewrite.scale_extra_context",), None, f"""
        import torch
        X = torch.tensor({BOOK})
        w = torch.softmax(X @ X[1], 0)
        ex_context = [round(v, 4) for v in ((w @ X) / X.shape[0]).tolist()]
        """),
    # 2. a comprehension counted from 1 over the heads
    ("ex_fix_second_head", ("feedback.loop_one_based",), None, """
        import torch
        def ex_fix_second_head(a):
            return torch.stack([a[0, k] @ a[0, k].transpose(0, 1) for k in range(1, a.shape[1])])
        """),
    # a 1-based loop to n inclusive over a softmax's rows (C's <= n)
    ("ex_causal_weights", ("feedback.loop_one_based_past",), None, """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            out = scores.new_zeros(scores.shape)
            for row in range(1, n + 1):
                out[..., row, :row + 1] = scores[..., row, :row + 1].softmax(-1)
            return out
        """),
]


@pytest.mark.parametrize("exercise_id,keys,concept,source", CASES,
                         ids=[f"{c[0]}-{(c[1] or (c[2],))[0]}" for c in CASES])
def test_class_named(exercise_id, keys, concept, source):
    outcome = _full(exercise_id, source)
    assert outcome.status == "failed", outcome
    if keys:
        assert outcome.feedback in keys, (outcome.feedback, outcome.args)
    if concept:
        assert outcome.args.get("concept") == concept, (outcome.feedback, outcome.args)
    _said(outcome)


def test_merge_axis_names_the_heads_axis_of_both_layouts():
    outcome = _full("ex_split_merge", """
        import torch
        def ex_split_merge(x, num_heads, context):
            b, n, d = x.shape
            heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
            return heads, torch.cat(tuple(context), dim=-1)
        """)
    en, zh = _said(outcome)
    if outcome.feedback == "rewrite.merge_axis":
        assert "(b, h, n, hd) they are axis 1" in en and "unbind(1)" in en


def test_integer_division_of_sizes_is_not_told():
    """`d // num_heads` of integers is the head size: no floor-division note on a wrong answer."""
    outcome = _full("ex_split_merge", """
        import torch
        def ex_split_merge(x, num_heads, context):
            b, n, d = x.shape
            hd = d // num_heads
            heads = x.view(b, n, hd, num_heads).transpose(1, 3)
            return heads, context.transpose(1, 2).reshape(b, n, d)
        """)
    assert outcome.status == "failed"
    assert outcome.args.get("concept") != "feedback.floor_division", outcome.args


def test_a_bool_table_set_to_constants_is_not_an_integer_buffer():
    outcome = _full("ex_causal_weights", """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            hide = torch.zeros(n, n, dtype=torch.bool, device=scores.device)
            for i in range(n):
                hide[i, :i] = True
            return scores.masked_fill(hide, float('-inf')).softmax(-1)
        """)
    assert outcome.status == "failed"
    assert outcome.args.get("concept") != "feedback.int_buffer", outcome.args


def test_a_loop_from_one_that_subtracts_one_is_not_one_based():
    outcome = _full("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            out = []
            for k in range(1, a.shape[1] + 1):
                out.append(a[0, k - 1] @ a[0, k - 1].T * 2)
            return torch.stack(out)
        """)
    assert outcome.status == "failed"
    assert not outcome.feedback.startswith("feedback.loop_one_based"), outcome


def test_no_construct_text_for_code_without_the_construct():
    """Every text whose premise names a construct of the learner's code (PREMISES: "needs" a call,
    a mask, a loop; "needs_arg": the reduction it quotes) is never said of a corpus answer whose code
    lacks it: the premise check replaces it (by its "else" text or the exact rewrite after it)."""
    from pathlib import Path

    from attnlab.grading import source_reading
    from attnlab.grading.submissions import Submission

    files = sorted(Path(__file__).parent.joinpath("answers", "error_model").glob("*/*.py"))
    assert len(files) > 300
    checked = 0
    for path in files:
        source = path.read_text(encoding="utf-8")
        learner = source_reading.constructs(source)
        submission = Submission.module(source)
        for key, premise in source_reading.PREMISES.items():
            if premise.get("needs_arg"):
                args = {premise["needs_arg"]: "logsumexp"}
                lacks = learner[("call", "logsumexp")] == 0
            elif premise.get("needs"):
                args = {}
                lacks = not any(learner[c] > 0 for c in premise["needs"])
            else:
                continue
            if not lacks or not (premise.get("else") or args.get("exact")):
                continue
            told = source_reading.true_of_code(Outcome("failed", 0.0, 1.0, key, args), submission)
            assert told.feedback != key, (path.name, key)
            checked += 1
    assert checked > 300


def test_a_scan_from_entry_zero_is_not_one_based():
    """A running maximum started at row[0] rightly loops over range(1, n)."""
    outcome = _full("ex_stable_softmax", """
        import torch
        def ex_stable_softmax(x, dim):
            v = x.movedim(dim, -1)
            best = v[..., 0]
            for k in range(1, v.shape[-1]):
                best = torch.maximum(best, v[..., k])
            e = torch.exp(v - best[..., None])
            return (e / e.sum(-1, keepdim=True) * 1.5).movedim(-1, dim)
        """)
    assert outcome.status == "failed"
    assert not outcome.feedback.startswith("feedback.loop_one_based"), outcome
