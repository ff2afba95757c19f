# exercise: ex_causal_weights
# mistake: Creates the mask with torch.ones(n, n) without device=scores.device, so masked_fill fails for scores on a GPU; create the mask on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n), diagonal=1).bool()
    masked = scores.masked_fill(future, float('-inf'))
    return torch.softmax(masked, dim=-1)
