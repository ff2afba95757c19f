"""The Softmax lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import torch

from attnlab.lessons import softmax
from attnlab.lessons.questions import Question, yes_no
from attnlab.lessons.steps import fmt, fmt_exact



def _softmax_temperature(inp: softmax.SoftmaxInput) -> Question:
    hot = float(torch.softmax(inp.scores * softmax.TEMPERATURE_SCALES[-1], -1).max())
    mine = float(torch.softmax(inp.scores * inp.scale, -1).max())
    big = softmax.TEMPERATURE_SCALES[-1]
    return yes_no("predict.softmax.temperature", {"scale": fmt(inp.scale, 2), "big": fmt(big, 0),
                                                  "mine": fmt(mine), "hot": fmt(hot)},
                  hot > mine + 1e-6, "predict.softmax.temperature_why")


def _softmax_overflow(inp: softmax.SoftmaxInput) -> Question:
    s = inp.scores * inp.multiplier
    bad, under = softmax.overflow_facts(s)
    return yes_no("predict.softmax.overflow", {"m": fmt_exact(inp.multiplier),
                                               "max": softmax.score_text(float(s.max())),
                                               "bad": bad, "n": s.numel()},
                  bad > 0, "predict.softmax.underflow_why" if under else "predict.softmax.overflow_why")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"overflow": _softmax_overflow, "temperature": _softmax_temperature}
