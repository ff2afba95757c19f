# exercise: ex_causal_weights
# mistake: The learner built the mask as i > j (row index greater than column index), which forbids the past instead of the future; the future is j > i, i.e. triu(..., diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    i = torch.arange(n, device=scores.device)
    future = i[:, None] > i[None, :]
    logit = scores.masked_fill(future, float('-inf'))
    return torch.softmax(logit, dim=-1)
