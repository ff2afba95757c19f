"""The Gradients lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations


import torch

from attnlab.lessons import gradients
from attnlab.lessons.questions import Question, shape_choices, yes_no


def _gradients_shape(inp: gradients.GradInput) -> Question:
    m = gradients.manual(inp)
    n, d = inp.n, inp.d
    return shape_choices("predict.gradients.shape", {"n": n, "d": d}, tuple(m["dP"].shape),
                         [(n, d), (d, d), (d, n)], "predict.gradients.shape_why")


def _gradients_rowsum(inp: gradients.GradInput) -> Question:
    m = gradients.manual(inp)
    d_s = m["dS"]
    sums = d_s.sum(-1).abs()
    # Measured, not predicted: a row sums to 0 when its sum is within float rounding of the terms
    # it adds up (a few ulps per term of P ⊙ |dP|, the size of what cancels), so the verdict is
    # read off these tensors at any size of the scores.
    eps = torch.finfo(d_s.dtype).eps
    room = 4 * (inp.n + 1) * eps * (m["P"] * m["dP"].abs()).sum(-1) + torch.finfo(d_s.dtype).tiny
    return yes_no("predict.gradients.rowsum", {"worst": f"{float(sums.max()):.1e}"},
                  bool((sums <= room).all()), "predict.gradients.rowsum_why")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"d_context": _gradients_shape, "d_scores": _gradients_rowsum}
