# exercise: ex_causal_weights
# mistake: After the softmax and zeroing the future, the learner renormalised by the column sums (dim=-2) instead of the row sums, so rows do not sum to 1; renormalise over the keys (dim=-1), or mask with -inf before the softmax.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    prob = torch.softmax(scores, dim=-1)
    lower = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    prob = prob * lower
    Z = prob.sum(dim=-2, keepdim=True)
    return prob / Z
