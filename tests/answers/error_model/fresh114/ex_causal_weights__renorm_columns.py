# exercise: ex_causal_weights
# mistake: Zeroes the future after the softmax and renormalises by the column sums (dim=-2); the renormalisation must divide each row by its own sum (dim=-1), or mask with -inf before the softmax.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    w = torch.softmax(scores, dim=-1)
    L = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    w = w * L
    return w / w.sum(dim=-2, keepdim=True)
