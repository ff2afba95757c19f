"""The Gradients lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations


from attnlab.lessons import gradients
from attnlab.lessons.questions import Question, shape_choices, yes_no


def _gradients_shape(inp: gradients.GradInput) -> Question:
    m = gradients.manual(inp)
    n, d = inp.n, inp.d
    return shape_choices("predict.gradients.shape", {"n": n, "d": d}, tuple(m["dP"].shape),
                         [(n, d), (d, d), (d, n)], "predict.gradients.shape_why")


def _gradients_rowsum(inp: gradients.GradInput) -> Question:
    d_s = gradients.manual(inp)["dS"]
    worst = float(d_s.sum(-1).abs().max())
    return yes_no("predict.gradients.rowsum", {"worst": f"{worst:.1e}"}, worst < 1e-5,
                  "predict.gradients.rowsum_why")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"d_context": _gradients_shape, "d_scores": _gradients_rowsum}
