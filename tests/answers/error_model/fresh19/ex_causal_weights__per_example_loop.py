# exercise: ex_causal_weights
# mistake: Maps a per-example function over scores' first axis, which for 2-D (n, n) scores iterates over rows, so each row gets a whole (n, n) mask and the result is (n, n, n); the mask must apply to the last two axes of any (..., n, n). [cond: scores is 2-D (n, n) with no leading axes]
import torch


def _causal_single(s):
    # s: one example's (n, n) score matrix
    n = s.shape[-1]
    mask = torch.ones(n, n, dtype=torch.bool, device=s.device).triu(1)
    return torch.softmax(s.masked_fill(mask, float("-inf")), dim=-1)


def ex_causal_weights(scores):
    # vmap over the batch
    return torch.stack([_causal_single(s) for s in scores])
