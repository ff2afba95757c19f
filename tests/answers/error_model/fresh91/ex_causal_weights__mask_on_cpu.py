# exercise: ex_causal_weights
# mistake: Creates the triu mask without device=scores.device, so on a GPU masked_fill gets a CPU mask and fails; the mask must be created on the scores' device. [cond: scores on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = scores.masked_fill(future, -torch.inf)
    return torch.softmax(scores, dim=-1)
