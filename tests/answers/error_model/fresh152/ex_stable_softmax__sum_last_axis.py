# exercise: ex_stable_softmax
# mistake: Subtracted the max along dim but normalised with a sum over the last axis (dim=-1) instead of over dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    attn_scores = x - x.amax(dim=dim, keepdim=True)
    exp_scores = torch.exp(attn_scores)
    attn_weights = exp_scores / exp_scores.sum(dim=-1, keepdim=True)
    return attn_weights
