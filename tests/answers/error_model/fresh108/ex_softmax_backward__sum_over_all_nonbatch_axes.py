# exercise: ex_softmax_backward
# mistake: Sums dP*P over every axis except the first (treating axis 0 as the only batch axis), but the softmax is along the last axis only, so for 3 or more axes the sum mixes different rows; it must be .sum(dim=-1, keepdim=True). [cond: P has 3 or more axes]
import torch


def ex_softmax_backward(P, dP):
    per_sample = tuple(range(1, P.dim()))   # everything but the batch
    dot = (dP * P).sum(dim=per_sample, keepdim=True)
    return P * (dP - dot)
