# exercise: ex_causal_weights
# mistake: Applied the softmax and zeroed the future with tril but did not renormalise, so rows no longer sum to 1 (they must be divided by their sums).
import torch


def ex_causal_weights(scores):
    attn_weights = torch.softmax(scores, dim=-1)
    n = scores.shape[-1]
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device))
    return attn_weights * mask_simple
