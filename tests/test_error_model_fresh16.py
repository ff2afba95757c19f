"""Classes from held-out corpus fresh16 (issue 29: learners mid-debugging, half-fixes after an error
message, leftovers of an earlier version), each shown on slips written in other styles than the
corpus's: 1. mistakes that passed (a tensor made on the cpu, sizes fixed at the book's example);
2. texts naming a construct the code lacks; 3. generic fallbacks (an op applied twice, a clamp, a
factor lost from one term, a typed shape missing an axis, slices named by their axis); 4. error
advice that kept the mistake (a loop variable on the wrong axis, a mask's new axis beside the
query axis); 5. true symptoms told with their cause (eval mode, an epsilon, reshape for a
transpose, weights tiled by repeat + view). Each answer is graded as the runner grades it: the
check, then the readings of the code."""

from __future__ import annotations

import importlib
import re
import textwrap
from pathlib import Path

import pytest
import torch

import exercises
from attnlab.grading import (book_sizes, call_order, discarded, einsum_read, loop_slips, mask_cause, norm_read,
                             properties, rank_loops, source_reading)
from attnlab.grading.model import Outcome
from attnlab.grading.report import feedback_text
from attnlab.grading.submissions import Submission
from tests.test_error_model_concepts import _grade
from tests.test_error_model_fresh11 import _short

SHORT = {"ex_omega", "ex_softmax_weight", "ex_context", "ex_dropout_survivor", "ex_shape_view"}


def _full(exercise_id: str, source: str) -> Outcome:
    """The outcome the runner gives: the check, then every reading of the code, in its order."""
    source = textwrap.dedent(source)
    if exercise_id in SHORT:
        space: dict = {}
        exec(compile(source, "<answer>", "exec"), space)
        key, args = _short(exercise_id, space[exercise_id])
    else:
        key, args = _grade(exercise_id, source)
    outcome = Outcome("failed" if key else "passed", 0.0, 1.0, key or "feedback.passed", args)
    submission = Submission.module(source)
    outcome = discarded.refine(outcome, submission, exercise_id)
    for read in (call_order, loop_slips, einsum_read, book_sizes):
        outcome = read.refine(outcome, submission, exercise_id)
    outcome = mask_cause.refine(outcome, submission, exercise_id)
    folder = Path(exercises.__file__).parent / exercise_id
    outcome = source_reading.refine(outcome, submission, exercise_id, folder)
    outcome = rank_loops.refine(outcome, submission, exercise_id)
    return norm_read.refine(outcome, submission, exercise_id)


def _said(outcome: Outcome) -> tuple[str, str]:
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert "{" not in en and "{" not in zh, (en, zh)
    # no English sentence left in the Chinese text (code, shapes, names and torch's own quoted
    # error are fine)
    bare = zh
    for value in sorted((str(v) for v in outcome.args.values()), key=len, reverse=True):
        bare = bare.replace(value, "")
    assert not re.search(r"\b(the|of|axis|size|range\(the)\b", bare), zh
    return en, zh


# 1. mistakes that passed on the CPU at the book's sizes: every tensor exercise draws a case larger
# than the book's sizes, and a tensor made on the cpu is found by a run on the meta device

PASSED = [
    # a padding table from an arange made without device=
    ("ex_padding_attention", ("feedback.device_mix_meta", "feedback.device_mix_meta_at"), """
        import torch
        def ex_padding_attention(scores, lengths):
            pos = torch.arange(scores.shape[-1])
            pad = pos.unsqueeze(0) >= lengths.unsqueeze(1)
            w = torch.softmax(scores.masked_fill(pad[:, None, None, :], -1e9), dim=-1)
            return w * (~pad)[:, None, :, None]
        """),
    # a zeros buffer the result is written into, made on the cpu
    ("ex_fix_mask_heads", ("feedback.device_mix_meta", "feedback.device_mix_meta_at"), """
        import torch
        def ex_fix_mask_heads(scores, pad):
            none = torch.zeros(pad.shape[-1])
            hide = (pad + none).bool()[:, None, None, :]
            return scores.masked_fill(hide, float('-inf')).softmax(-1)
        """),
    # the causal mask kept as a module-level constant for the book's 6 tokens, cut to n
    ("ex_causal_weights", ("feedback.size_fixed",), """
        import torch
        CAUSAL = torch.triu(torch.full((6, 6), float('-inf')), 1)
        def ex_causal_weights(scores):
            n = scores.size(-1)
            return torch.softmax(scores + CAUSAL[:n, :n].to(scores.device), dim=-1)
        """),
]


@pytest.mark.parametrize("exercise,keys,source", PASSED, ids=[p[0] for p in PASSED])
def test_a_slip_that_passed_at_the_book_sizes_on_the_cpu_is_caught_and_named(exercise, keys, source):
    outcome = _full(exercise, source)
    assert outcome.feedback in keys, (outcome.feedback, outcome.args)
    _said(outcome)


def _cases(exercise_id):
    check = importlib.import_module(f"exercises.{exercise_id}.check")
    return check.cases(torch.Generator().manual_seed(0)) if getattr(check, "cases", None) else None


def test_every_tensor_exercise_draws_a_case_larger_than_the_book_sizes():
    """Generic: the book's example has 6 tokens, 2 sequences and 2 heads. Every exercise drawing
    tensors has a case with more than 6 entries on the last axis, and where its first tensor has a
    batch (rank >= 3) or a heads axis (rank 4), a case with more than 2 on each."""
    exercises.ALL  # noqa: B018 - loads the folders
    seen = 0
    for exercise_id in (e.id for e in exercises.ALL):
        try:
            cases = _cases(exercise_id)
        except ModuleNotFoundError:
            continue
        if not cases:
            continue
        seen += 1
        firsts = [next(a for a in case if isinstance(a, torch.Tensor)) for case in cases]
        assert max(t.shape[-1] for t in firsts) > 6, exercise_id
        batched = [t for t in firsts if t.dim() >= 3]
        if len({t.shape[0] for t in batched}) > 1:  # the batch is free (not fixed at one sequence)
            assert max(t.shape[0] for t in batched) > 2, exercise_id
        if any(t.dim() == 4 for t in firsts):
            assert max(t.shape[1] for t in firsts if t.dim() == 4) > 2, exercise_id
    assert seen >= 7


# 2. a text naming a construct (tril, SDPA, a loop or slice, swapped layers, a transposed first
# factor) is said only where the code has it; else the symptom with what the code has

CONSTRUCTS = [
    ("ex_causal_weights", "ex_causal_weights.masked_past_compare", "torch.tril", """
        import torch
        def ex_causal_weights(scores):
            idx = torch.arange(scores.shape[-1], device=scores.device)
            hide = idx.view(-1, 1) > idx.view(1, -1)
            return torch.where(hide, float('-inf'), scores).softmax(-1)
        """),
    ("ex_mha_forward", "ex_mha_forward.mask_inverted_fill", "scaled_dot_product_attention", """
        import torch
        def ex_mha_forward(mha, x):
            b, n, _ = x.shape
            h, hd = mha.num_heads, mha.head_dim
            q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
            k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
            v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
            s = q @ k.transpose(2, 3) / hd ** 0.5
            keep = 1 - mha.mask[:n, :n]
            w = torch.nan_to_num(s.masked_fill(keep.bool(), float('-inf')).softmax(-1))
            return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, h * hd))
        """),
    ("ex_stable_softmax", ("feedback.prop.computed_zero", "feedback.prop.slice_factors_eps"), "never written", """
        import torch
        def ex_stable_softmax(x, dim):
            e = (x - x.amax()).exp()
            return e / e.sum(dim, keepdim=True).clamp(min=1e-30)
        """),
    ("ex3_3", "ex3_3.not_moved_part", "a test on its type", """
        def ex3_3(MultiHeadAttention, device):
            m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
            m.register_buffer("mask", m.mask.to(device))
            return m
        """),
    ("ex3_1", "ex3_1.one_source", "are swapped", """
        import torch
        def ex3_1(sa_v1, sa_v2):
            src = sa_v2.W_key.weight
            with torch.no_grad():
                for p in (sa_v1.W_query, sa_v1.W_key, sa_v1.W_value):
                    p.copy_(src.t())
        """),
    ("ex_context", "rewrite.operand_transposed_column", "no .T, not", """
        import torch
        x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
        w = torch.softmax(torch.mm(x, x.t()), dim=1)
        ex_context = [round(v, 4) for v in torch.mm(x.t(), w)[:, 1].tolist()]
        """),
    # weights zeroed twice after the softmax, no fill anywhere: the masks-swapped alternative
    # (a -inf before the softmax) is not said
    ("ex_padding_attention", "mistake.zeroed_after_softmax", "-inf goes on the padded queries", """
        import torch
        def ex_padding_attention(scores, lengths):
            b, _, n, _ = scores.shape
            keep = (torch.arange(n, device=scores.device).expand(b, n) < lengths.view(b, 1)).float()
            return scores.softmax(-1) * keep.view(b, 1, 1, n) * keep.view(b, 1, n, 1)
        """),
]


@pytest.mark.parametrize("exercise,key,untrue,source", CONSTRUCTS, ids=[str(c[1]) for c in CONSTRUCTS])
def test_a_text_naming_a_construct_is_said_only_where_the_code_has_it(exercise, key, untrue, source):
    outcome = _full(exercise, source)
    assert outcome.feedback in (key if isinstance(key, tuple) else (key,)), (outcome.feedback, outcome.args)
    en, _ = _said(outcome)
    assert untrue not in en, en


# 3. generic fallbacks replaced by the route that gives the value

SHORT_ROUTES = [
    ("ex_softmax_weight", "rewrite.softmax_twice", """
        import torch.nn.functional as F
        from attnlab import examples
        x = examples.inputs()
        ex_softmax_weight = round(float(F.softmax(F.softmax(x @ x[1], 0), 0)[1]), 4)
        """),
    ("ex_softmax_weight", "rewrite.clamp_input", """
        import numpy as np
        from attnlab import examples
        s = (examples.inputs() @ examples.inputs()[1]).numpy()
        e = np.exp(np.minimum(s, 1.0))
        ex_softmax_weight = round(float(e[1] / e.sum()), 4)
        """),
    ("ex_shape_view", "feedback.shape.typed_missing", "ex_shape_view = [2, 3, 4]\n"),
]


@pytest.mark.parametrize("exercise,key,source", SHORT_ROUTES, ids=[s[1] for s in SHORT_ROUTES])
def test_a_short_answer_is_told_its_route(exercise, key, source):
    outcome = _full(exercise, source)
    assert outcome.feedback == key, (outcome.feedback, outcome.args)
    _said(outcome)


def test_a_factor_lost_from_one_term_of_an_expanded_product_is_named():
    outcome = _full("ex_softmax_backward", """
        import torch
        def ex_softmax_backward(P, dP):
            s = torch.einsum('...j,...j->...', P, dP).unsqueeze(-1)
            return dP - P * s
        """)
    assert outcome.feedback == "rewrite.factor_one_term" and outcome.args["term"] == "1", outcome
    _said(outcome)


def test_slices_right_and_wrong_are_named_by_their_axis():
    want = torch.softmax(torch.randn(3, 2, 4, 4, generator=torch.Generator().manual_seed(1)), -1)
    wrong = want.clone()
    wrong[2] = torch.full_like(wrong[2], 0.25)
    key, args = properties.describe(wrong, want)
    assert key == "feedback.prop.slices_batch" and args["wrong"] == "2"
    en, zh = _said(Outcome("failed", 0.0, 1.0, key, args))
    assert "batch" in en and "heads" not in en and "批次" in zh


def test_a_mask_multiplied_by_inf_and_cleaned_loses_the_scores():
    outcome = _full("ex_fix_mask_heads", """
        import torch
        def ex_fix_mask_heads(scores, pad):
            bias = torch.where(pad.bool(), float('-inf'), 1.0)[:, None, None, :]
            s = torch.nan_to_num(scores * 0 + bias - 1.0, nan=0.0, neginf=-1e30)
            return torch.softmax(s, dim=-1)
        """)
    assert outcome.feedback == "rewrite.scores_lost", (outcome.feedback, outcome.args)
    _said(outcome)


# 4. error advice that kept the mistake

def test_a_loop_variable_on_the_wrong_axis_is_told_where_to_go():
    outcome = _full("ex_split_merge", """
        import torch
        def ex_split_merge(x, num_heads, context):
            b, n, d = x.shape
            heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
            pieces = []
            for h in range(num_heads):
                pieces.append(context[h])
            return heads, torch.cat(pieces, dim=-1)
        """)
    assert outcome.feedback == "feedback.raised_index_loop_heads", (outcome.feedback, outcome.args)
    en, zh = _said(outcome)
    assert "context[:, h]" in en and "context[:, h]" in zh


def test_a_mask_given_a_trailing_axis_is_told_the_key_axis_layout():
    outcome = _full("ex_fix_mask_heads", """
        import torch
        def ex_fix_mask_heads(scores, pad):
            m = pad.bool().unsqueeze(2)
            return torch.softmax(scores.masked_fill(m, -1e9), -1)
        """)
    en, zh = _said(outcome)
    assert "pad[:, None, None, :]" in en or "bool(pad" in en, (outcome.feedback, en)
    assert "unsqueeze(1)" not in en, en


# 5. true symptoms told with their cause

CAUSES = [
    ("ex_dropout_survivor", "ex_dropout_survivor.eval_mode", """
        import torch
        layer = torch.nn.Dropout(p=0.1)
        layer.train(False)
        ex_dropout_survivor = float(layer(torch.ones(8)).max())
        """),
    ("ex_padding_attention", "feedback.prop.slice_factors_eps", """
        import torch
        EPS = 1e-5
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            keep = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]
            e = (scores - scores.max(dim=-1, keepdim=True).values).exp() * keep[:, None, None, :]
            w = e / (e.sum(-1, keepdim=True) + EPS)
            return w * keep[:, None, :, None]
        """),
    ("ex_context", "rewrite.tiled_view", """
        import torch
        x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
        a = torch.softmax(x @ x[1], dim=0)
        ex_context = [round(v, 4) for v in (a.repeat(3).reshape(6, 3) * x).sum(dim=0).tolist()]
        """),
]


@pytest.mark.parametrize("exercise,key,source", CAUSES, ids=[c[1] for c in CAUSES])
def test_a_true_symptom_is_told_with_its_cause(exercise, key, source):
    outcome = _full(exercise, source)
    assert outcome.feedback == key, (outcome.feedback, outcome.args)
    _said(outcome)


def test_a_mask_table_reshaped_where_a_transpose_belongs_is_named():
    outcome = _full("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            b, h, n, _ = scores.shape
            table = torch.arange(n, device=scores.device).unsqueeze(1) >= lengths   # (n, b)
            pad = table.reshape(b, n)
            w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), -1)
            return torch.nan_to_num(w).masked_fill(pad[:, None, :, None], 0.0)
        """)
    keys = (outcome.feedback, outcome.args.get("exact"), outcome.args.get("either"))
    assert "rewrite.mask_axes_reshape" in keys, (outcome.feedback, outcome.args)
    _said(outcome)
