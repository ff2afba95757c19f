# exercise: ex_causal_weights
# mistake: After zeroing the future weights the learner renormalises with .sum(dim=-1) without keepdim, so the row sums broadcast along the wrong axis (column j is divided by row j's sum); keepdim=True is needed.
import torch


def renormalize(w, dim=-1):
    return w / w.sum(dim=dim)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    w = torch.softmax(scores, dim=-1) * keep
    return renormalize(w)
