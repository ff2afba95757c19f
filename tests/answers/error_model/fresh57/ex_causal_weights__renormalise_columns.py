# exercise: ex_causal_weights
# mistake: Masked the softmax weights with a lower triangle and then renormalised by the sums over the query axis (dim=-2) instead of each row's sum over the keys (dim=-1), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    probs = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    probs = probs * keep
    # renormalise so it's a distribution again
    return probs / probs.sum(dim=-2, keepdim=True)
