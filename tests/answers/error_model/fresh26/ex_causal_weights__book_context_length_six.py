# exercise: ex_causal_weights
# mistake: Kept the book's fixed 6×6 mask (context_length = 6) instead of building it from the scores' n, so any other n fails to broadcast. [cond: n != 6]

import torch

context_length = 6


def ex_causal_weights(scores):
    mask = torch.triu(torch.ones(context_length, context_length, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask.bool(), -torch.inf)
    return torch.softmax(masked, dim=-1)
