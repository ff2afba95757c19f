# exercise: ex_causal_weights
# mistake: Kept the book's context_length = 6 for the mask and sliced it to [:n, :n], so it fails for sequences longer than 6; build the mask from n. [cond: n > 6]
import torch

context_length = 6
mask = torch.triu(torch.ones(context_length, context_length), diagonal=1)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    m = mask.to(scores.device).bool()[:n, :n]
    return torch.softmax(scores.masked_fill(m, -torch.inf), dim=-1)
