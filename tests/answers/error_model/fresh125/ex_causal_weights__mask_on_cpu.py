# exercise: ex_causal_weights
# mistake: builds the mask with torch.triu(torch.ones(n, n, dtype=torch.bool), 1) on the CPU, so masked_fill on CUDA scores fails with a device mismatch; create it with device=scores.device. [cond: only on a GPU]
import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    masked = scores.masked_fill(future, float("-inf"))
    return F.softmax(masked, dim=-1)
