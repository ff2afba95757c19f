# exercise: ex_causal_weights
# mistake: Creates the mask without device=scores.device, so on a GPU masked_fill gets a CPU mask and fails; create it on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
