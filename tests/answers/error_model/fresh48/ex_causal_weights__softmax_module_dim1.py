# exercise: ex_causal_weights
# mistake: Uses nn.Softmax(dim=1), which is the key axis only for 2-D scores; for batched scores (..., n, n) the softmax must be over the last axis (dim=-1). [cond: scores with a batch axis]
import torch
from torch import nn

softmax = nn.Softmax(dim=1)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return softmax(scores.masked_fill(mask, float("-inf")))
