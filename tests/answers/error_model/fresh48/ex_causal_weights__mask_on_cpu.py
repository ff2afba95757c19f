# exercise: ex_causal_weights
# mistake: Creates the triu mask without device=scores.device, so it is on the CPU and masked_fill fails for scores on a GPU; create it on scores.device. [cond: only on a GPU]
import torch
from torch import nn


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    return nn.Softmax(dim=-1)(scores.masked_fill(mask, -torch.inf))
