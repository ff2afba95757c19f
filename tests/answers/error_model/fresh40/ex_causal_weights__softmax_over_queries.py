# exercise: ex_causal_weights
# mistake: With keys thought of as rows (paper notation), normalised over dim=-2 after masking, so columns sum to 1 and rows do not; the softmax must run over the last axis (the keys).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    s = scores.masked_fill(future, float("-inf"))
    w = torch.softmax(s, dim=-2)
    return w
