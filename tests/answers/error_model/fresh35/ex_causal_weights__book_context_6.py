# exercise: ex_causal_weights
# mistake: Built the mask for the book's 6 tokens (torch.ones(6, 6)) instead of n = scores.shape[-1]. [cond: n != 6]
import torch

context_length = 6  # "Your journey starts with one step"


def ex_causal_weights(scores):
    mask = torch.triu(torch.ones(context_length, context_length, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask.bool(), -torch.inf)
    return torch.softmax(masked, dim=-1)
