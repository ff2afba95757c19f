"""The Why attention lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import dataclasses

import torch

from attnlab.lessons import why
from attnlab.lessons.questions import Question, pick_largest, tie_cause, yes_no
from attnlab.lessons.steps import fmt_sci


def _why_mean(inp: why.WhyInput) -> Question:
    """Asked of exact arithmetic (equal means are a fact of maths, which float32 may miss by an
    ulp), with the reason these sentences show, and what float32 gave beside it."""
    za, zb = (why.mean_mix(why.embed(s))[s.index(inp.word)] for s in (inp.a, inp.b))
    reason = why.mean_reason(inp)
    apart = reason == "apart"
    args = {"word": inp.word, "na": len(inp.a), "nb": len(inp.b)}
    more: tuple[str, ...] = ()
    if not apart:  # what float32 gave: the same vector, or two an ulp or so apart
        gap = float((za - zb).abs().max())
        more = ("predict.why.mean_f32_same",) if gap == 0 else ("predict.why.mean_f32_rounded",)
        args["f32_gap"] = fmt_sci(gap)
    why_key = {"apart": "predict.why.mean_why", "reordered": "predict.why.mean_why_reordered",
               "one_word": "predict.why.mean_why_one_word", "equal": "predict.why.mean_why_equal"}[reason]
    return dataclasses.replace(yes_no("predict.why.mean_exact", args, apart, why_key), more=more)


def _why_dot(inp: why.WhyInput) -> Question:
    x = why.embed(inp.a)
    s = (x @ x.T)[inp.a.index(inp.word)]  # the word's row of scores
    w = torch.softmax(s, -1)  # its weights on keys
    q = pick_largest("predict.why.dot", {"word": inp.word}, inp.names_a, w, "predict.why.dot_why",
                     "predict.why.dot_why_tie")
    # "the same dot product" only where the tied dot products are equal; else float32 rounding
    return tie_cause(q, s, inp.names_a, "predict.why.dot_why_tie_rounded")


def _why_projections(inp: why.WhyInput) -> Question:
    x = why.embed(inp.a)
    w = torch.softmax(x @ x.T, -1)
    gap = float((w - w.T).abs().max())
    same = bool((x == x[0]).all())  # no two different embeddings: every row has the same sum
    return yes_no("predict.why.symmetric", {"gap": why.fmt_small(gap)}, why.weights_symmetric(w),
                  "predict.why.symmetric_why_same" if same else "predict.why.symmetric_why")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"mean": _why_mean, "dot_weights": _why_dot, "projections": _why_projections}
