# exercise: ex_causal_weights
# mistake: The learner applies the softmax first, zeroes the future with tril, then renormalises by the sum over dim=-2 (the queries) instead of dim=-1 (the keys), so rows do not sum to 1.
import torch

def ex_causal_weights(scores):
    T = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)                       # (..., T, T)
    keep = torch.tril(torch.ones(T, T, device=scores.device, dtype=scores.dtype))
    w = w * keep                                            # zero out future
    w = w / w.sum(dim=-2, keepdim=True)                     # renormalise
    return w
