"""The Scores lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import dataclasses

from attnlab.lessons import scores
from attnlab.lessons.questions import Question, pick_largest, shape_choices
from attnlab.lessons.steps import fmt, fmt_apart, fmt_distinct


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
    tied = [int(v) for v in q.right()]
    if len(tied) > 1 and len({omega[j] for j in tied}) > 1:
        # Equal stored weights for scores that differ: float32 rounding, not "equal scores" (the
        # tied scores printed apart, each with the decimals it takes).
        shown = fmt_distinct([omega[j] for j in tied])
        return dataclasses.replace(q, why="predict.scores.top_why_tie_rounded", args={
            **q.args, "scores": ", ".join(f"{inp.labels[j]} {v}" for j, v in zip(tied, shown))})
    return q


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
