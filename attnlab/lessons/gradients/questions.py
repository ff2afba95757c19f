"""The Gradients lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations


from attnlab.lessons import gradients
from attnlab.lessons.questions import Question, shape_choices, yes_no
from attnlab.lessons.steps import fmt_sci


def _gradients_shape(inp: gradients.GradInput) -> Question:
    m = gradients.manual(inp)
    n, d = inp.n, inp.d
    return shape_choices("predict.gradients.shape", {"n": n, "d": d}, tuple(m["dP"].shape),
                         [(n, d), (d, d), (d, n)], "predict.gradients.shape_why")


def _gradients_rowsum(inp: gradients.GradInput) -> Question:
    """Asked of exact arithmetic, where it is a theorem (the softmax ignores a constant added to a
    row), and said so: the float32 sums are what they are (exactly 0, or rounding), measured and
    told beside the answer, never judged "0" within a tolerance."""
    sums = gradients.manual(inp)["dS"].sum(-1).abs()
    worst = float(sums.max())
    return yes_no("predict.gradients.rowsum_exact", {"worst": fmt_sci(worst)}, True,
                  "predict.gradients.rowsum_why_zero" if worst == 0.0
                  else "predict.gradients.rowsum_why_rounded")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"d_context": _gradients_shape, "d_scores": _gradients_rowsum}
