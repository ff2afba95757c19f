"""The trusted side: the inputs of each grading run, the reference, and the checker.

Never imported by the sandbox. ``make_payload(rng)`` draws fresh inputs from the run's
``torch.Generator`` (never the global RNG), so an answer must compute: a table of outputs recorded
in an earlier run scores nothing. ``check(payload, result)`` returns ("", {}) for a right answer,
else a feedback key (here one of this exercise's STRINGS) and its arguments.
"""

import math

import torch

from attnlab.grading.tensor_check import randn, tensor_check

ID = "ex_scaled_scores"


def cases(rng: torch.Generator):
    # d_k = 4 and 9: dividing by d_k and by sqrt(d_k) give different numbers, so each mistake shows.
    return [
        (randn(1, 6, 4, rng=rng), randn(1, 6, 4, rng=rng)),
        (randn(2, 5, 9, rng=rng, scale=2.0), randn(2, 5, 9, rng=rng)),
    ]


def reference(queries, keys):
    return queries @ keys.transpose(-2, -1) / math.sqrt(keys.shape[-1])  # (b, n, n)


def diagnose(args, got, want):
    """Name the classic mistakes: recompute each one and see whether the answer matches it."""
    queries, keys = args
    got = got[0]
    if got.shape != want[0].shape or torch.allclose(got, want[0], atol=1e-4):
        return "", {}  # a wrong shape is explained by the generic shape check
    raw = queries @ keys.transpose(-2, -1)
    d_k = keys.shape[-1]
    mistakes = [
        (raw, "unscaled"),
        (raw / d_k, "divided_by_dk"),
        (raw.transpose(-2, -1) / math.sqrt(d_k), "transposed"),
    ]
    for tensor, key in mistakes:
        if torch.allclose(got, tensor, atol=1e-4):
            return f"{ID}.{key}", {"d_k": d_k}
    return "", {}


make_payload, check = tensor_check(cases, reference, diagnose)
