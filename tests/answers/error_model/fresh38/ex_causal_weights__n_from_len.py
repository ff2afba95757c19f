# exercise: ex_causal_weights
# mistake: The learner took n = len(scores) (the first axis) instead of scores.shape[-1], so for batched scores the mask has the batch size, not the number of tokens. [cond: scores with leading batch/head axes whose first size differs from n]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    mask = torch.tril(torch.ones(n, n, device=scores.device))
    masked = scores.masked_fill(mask == 0, -torch.inf)
    return masked.softmax(dim=-1)
