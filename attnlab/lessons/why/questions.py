"""The Why attention lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import torch

from attnlab.lessons import why
from attnlab.lessons.questions import Question, pick_largest, yes_no


def _why_mean(inp: why.WhyInput) -> Question:
    za, zb = (why.mean_mix(why.embed(s))[s.index(inp.word)] for s in (inp.a, inp.b))
    apart = why.mean_separates(za, zb)
    return yes_no("predict.why.mean", {"word": inp.word}, apart,
                  "predict.why.mean_why" if apart else "predict.why.mean_why_same")


def _why_dot(inp: why.WhyInput) -> Question:
    x = why.embed(inp.a)
    w = torch.softmax(x @ x.T, -1)[inp.a.index(inp.word)]  # the word's row: its weights on keys
    return pick_largest("predict.why.dot", {"word": inp.word}, inp.names_a, w, "predict.why.dot_why",
                        "predict.why.dot_why_tie")


def _why_projections(inp: why.WhyInput) -> Question:
    x = why.embed(inp.a)
    w = torch.softmax(x @ x.T, -1)
    gap = float((w - w.T).abs().max())
    same = bool((x == x[0]).all())  # no two different embeddings: every row has the same sum
    return yes_no("predict.why.symmetric", {"gap": why.fmt_small(gap)}, why.weights_symmetric(w),
                  "predict.why.symmetric_why_same" if same else "predict.why.symmetric_why")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"mean": _why_mean, "dot_weights": _why_dot, "projections": _why_projections}
