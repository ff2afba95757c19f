"""The Softmax lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import torch

from attnlab.lessons import softmax
from attnlab.lessons.questions import Question, yes_no
from attnlab.lessons.steps import fmt, fmt_exact



def _softmax_temperature(inp: softmax.SoftmaxInput) -> Question:
    hot = fmt(float(torch.softmax(inp.scores * softmax.TEMPERATURE_SCALES[-1], -1).max()))
    mine = fmt(float(torch.softmax(inp.scores * inp.scale, -1).max()))
    big = softmax.TEMPERATURE_SCALES[-1]
    # Judged on the numbers the explanation prints, so "yes" never stands beside two equal ones.
    return yes_no("predict.softmax.temperature", {"scale": fmt(inp.scale, 2), "big": fmt(big, 0),
                                                  "mine": mine, "hot": hot},
                  float(hot) > float(mine), "predict.softmax.temperature_why")


def _softmax_overflow(inp: softmax.SoftmaxInput) -> Question:
    s = inp.scores * inp.multiplier
    bad, _ = softmax.overflow_facts(s)
    verdict = softmax.naive_verdict(s)  # measured against the stable softmax, not predicted
    why = {"ok": "predict.softmax.fine_why", "under": "predict.softmax.underflow_why",
           "over": "predict.softmax.overflow_why", "sum": "predict.softmax.sum_overflow_why",
           "lossy": "predict.softmax.lossy_why"}[verdict]
    return yes_no("predict.softmax.overflow", {"m": fmt_exact(inp.multiplier),
                                               "max": softmax.score_text(float(s.max())),
                                               "sum": f"{float(torch.exp(s).sum()):.3g}",
                                               "bad": bad, "n": s.numel(),
                                               **softmax.lossy_facts(s)},
                  verdict != "ok", why)


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"overflow": _softmax_overflow, "temperature": _softmax_temperature}
