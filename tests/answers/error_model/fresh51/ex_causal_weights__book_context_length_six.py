# exercise: ex_causal_weights
# mistake: Pasted CausalAttention's mask with the book's context_length 6 hard-coded and sliced it to [:n, :n], which breaks for more than 6 tokens; the mask must be built with n = scores.shape[-1]. [cond: n > 6]
import torch

context_length = 6


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(context_length, context_length, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask.bool()[:n, :n], -torch.inf)
    return torch.softmax(masked, dim=-1)
