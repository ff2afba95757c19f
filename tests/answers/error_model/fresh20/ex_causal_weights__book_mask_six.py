# exercise: ex_causal_weights
# mistake: Builds the mask once at the book's context length 6 and slices [:n, :n], so more than 6 tokens fail; the mask must be built for n = scores.shape[-1]. [cond: n > 6]
import torch

context_length = 6
mask = torch.triu(torch.ones(context_length, context_length), diagonal=1)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    m = mask.bool()[:n, :n].to(scores.device)
    masked = scores.masked_fill(m, -torch.inf)
    return torch.softmax(masked, dim=-1)
