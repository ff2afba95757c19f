# exercise: ex_causal_weights
# mistake: The mask is built for the book's 6 tokens (torch.ones(6, 6)) and sliced to [:n, :n], so any n > 6 fails with a shape error; it must be built from n = scores.shape[-1]. [cond: n > 6]
import torch

context_length = 6


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(context_length, context_length, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask.bool()[:n, :n], -torch.inf)
    return torch.softmax(masked, dim=-1)
