# exercise: ex_causal_weights
# mistake: The learner took n = len(scores), which is the size of the first axis (the batch for batched scores), not the number of keys; n must be scores.shape[-1]. [cond: scores with leading batch/head axes: with a leading size 1 nothing is masked, other sizes crash or give a wrong mask]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(future, -torch.inf)
    return torch.softmax(masked, dim=-1)
