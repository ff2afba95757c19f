"""The Masking lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import torch

from attnlab import attention
from attnlab.lessons import masking
from attnlab.lessons.questions import Question, yes_no
from attnlab.lessons.steps import fmt_share, fmt_sums


def _masking_sums(inp: masking.MaskingInput) -> Question:
    s, _ = masking.scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    sums = [float(v) for v in (torch.softmax(s, -1) * torch.tril(torch.ones(n, n))).sum(-1)]
    # Judged on the stored float32 sums: 1 when equal to 1, never within a tolerance, each printed
    # apart from 1 when it is not (0.99999994 is 0.9999999 beside a "no", never 1.0000).
    ok = all(v == 1.0 for v in sums)
    return yes_no("predict.masking.sums", {"sums": fmt_sums(sums)},
                  ok, "predict.masking.sums_why_one" if ok else "predict.masking.sums_why_not")


def _masking_multiply(inp: masking.MaskingInput) -> Question:
    s, _ = masking.scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    wrong = attention.mask_by_multiplying(s, attention.causal_mask(n))
    leaked = float(wrong[0, 1:].sum()) if n > 1 else 0.0
    return yes_no("predict.masking.multiply", {"first": inp.labels[0], "leaked": fmt_share(leaked)},
                  leaked > 0, "predict.masking.multiply_why" if leaked > 0
                  else "predict.masking.multiply_none_why")


def _masking_padding(inp: masking.MaskingInput) -> Question | None:
    if not inp.pads or len(inp.pads) == inp.x.shape[0]:
        return None  # no pad, or no real token left: nothing to predict about real tokens
    change = masking.padding_facts(inp)["change"]["causal"]
    pads = ", ".join(inp.labels[i] for i in inp.pads)
    return yes_no("predict.masking.padding", {"pads": pads, "change": f"{change:.1e}"},
                  change > 0, "predict.masking.padding_why")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"way_a": _masking_sums, "mistake": _masking_multiply, "padding": _masking_padding}
