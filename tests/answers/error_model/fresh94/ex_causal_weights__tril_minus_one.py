# exercise: ex_causal_weights
# mistake: Builds the keep mask with tril(diagonal=-1), which also forbids each query's own key; row 0 is then fully masked (with -1e9 it becomes uniform over all keys, future included). The keep mask is tril with diagonal=0.
import torch


def subsequent_mask(size, device):
    return torch.tril(torch.ones(size, size, device=device), diagonal=-1)


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = subsequent_mask(n, scores.device)
    scores = scores.masked_fill(mask == 0, -1e9)
    return scores.softmax(dim=-1)
