# exercise: ex_causal_weights
# mistake: Creates the triangular mask with torch.triu(torch.ones(n, n, dtype=torch.bool)) without device=scores.device, so on a GPU masked_fill gets a CPU mask; the mask must be created on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    scores = scores.masked_fill(future, -torch.inf)
    return scores.softmax(dim=-1)
