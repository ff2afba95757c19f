"""The Scores lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

from attnlab.lessons import scores
from attnlab.lessons.questions import Question, pick_largest, shape_choices, tie_cause
from attnlab.lessons.steps import fmt, fmt_apart


def _scores_top(r: scores.ScoresResult) -> Question:
    inp = r.inp
    # The largest score, printed apart from the next one below it (1.00001 is no 1.0000 beside
    # another 1.0000 under "it has the largest score").
    omega = [float(v) for v in r.omega]
    top = max(omega)
    below = [v for v in omega if v < top]
    score = fmt_apart(top, max(below))[0] if below else fmt(top)
    q = pick_largest("predict.scores.top", {"query": inp.labels[inp.query], "score": score},
                     inp.labels, r.alpha, "predict.scores.top_why", "predict.scores.top_why_tie")
    # Equal stored weights for scores that differ: float32 rounding, not "equal scores" (the tied
    # scores printed apart, each with the decimals it takes).
    return tie_cause(q, omega, inp.labels, "predict.scores.top_why_tie_rounded")


def _scores_shape(r: scores.ScoresResult) -> Question:
    n, d = r.inp.x.shape
    return shape_choices("predict.scores.shape", {"n": n, "d": d}, tuple(r.omega_all.shape),
                         [(n, d), (d, d), (d, n), (n,)], "predict.scores.shape_why")


def _scores_weight(r: scores.ScoresResult) -> Question:
    inp, q = r.inp, r.inp.query
    return pick_largest("predict.scores.weight",
                        {"query": inp.labels[q], "first_step": scores.STEPS.index("query_scores") + 1},
                        inp.labels, r.weights[q], "predict.scores.weight_why",
                        "predict.scores.weight_why_tie")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"query_weights": _scores_top, "all_scores": _scores_shape,
             "scaled_scores": _scores_weight}
