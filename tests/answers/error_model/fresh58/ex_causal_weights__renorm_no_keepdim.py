# exercise: ex_causal_weights
# mistake: The learner zeroes the future weights after a softmax and renormalises with w / w.sum(-1) without keepdim, which divides column j by row j's sum instead of each row by its own sum, so rows do not sum to 1 (and batched scores fail to broadcast); the sum needs keepdim=True (or masking with -inf before the softmax).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    w = w * keep
    w = w / w.sum(-1)
    return w
