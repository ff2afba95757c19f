# exercise: ex_causal_weights
# mistake: After the softmax and zeroing the future, the rows are renormalised by the sum over dim=-2 (the queries) instead of dim=-1 (the keys), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # book way: softmax first, then zero the future, then renormalise
    w = torch.softmax(scores, dim=-1)
    lower = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    print(lower)
    masked = w * lower
    # divide by the sums so they add to 1 again
    sums = masked.sum(dim=-2, keepdim=True)
    out = masked / sums
    return out
