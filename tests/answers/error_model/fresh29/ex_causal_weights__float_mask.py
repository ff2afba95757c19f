# exercise: ex_causal_weights
# mistake: The learner passed the float 0/1 mask from torch.triu(torch.ones(...)) straight to masked_fill, which only accepts a boolean mask and raises; it needs .bool().
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    scores = scores.masked_fill(mask, float("-inf"))
    return torch.softmax(scores, dim=-1)
