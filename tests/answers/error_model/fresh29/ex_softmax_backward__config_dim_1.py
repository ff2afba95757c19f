# exercise: ex_softmax_backward
# mistake: The learner's config reduces over axis 1 (right for a 2-d score matrix), but the softmax is along the last axis, so the row sums are taken over the wrong axis (or a missing one) for tensors like (b, h, n, n) or a single row. [cond: P does not have exactly 2 axes]
from dataclasses import dataclass

import torch


@dataclass
class SoftmaxGradConfig:
    dim: int = 1  # the key axis of a (queries, keys) score matrix


CFG = SoftmaxGradConfig()


def ex_softmax_backward(P, dP):
    weighted = (P * dP).sum(dim=CFG.dim, keepdim=True)
    return P * (dP - weighted)
