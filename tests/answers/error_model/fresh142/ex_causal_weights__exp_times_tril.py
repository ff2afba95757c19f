# exercise: ex_causal_weights
# mistake: The learner computes exp(scores), multiplies by a lower-triangular mask and renormalises, without subtracting the row maximum, so large scores overflow to inf and inf * 0 gives NaN; the future must be masked with -inf before a (stable) softmax. [cond: only for large scores, e.g. 1e4]
import torch
from torch import nn


class TrilMask(nn.Module):
    def forward(self, e):
        n = e.shape[-1]
        keep = torch.tril(torch.ones(n, n, dtype=e.dtype, device=e.device))
        return e * keep


def ex_causal_weights(scores):
    e = torch.exp(scores)
    e = TrilMask()(e)
    return e / e.sum(dim=-1, keepdim=True)
