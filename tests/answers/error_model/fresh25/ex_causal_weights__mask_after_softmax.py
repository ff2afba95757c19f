# exercise: ex_causal_weights
# mistake: The learner applied the softmax first and then zeroed the future weights but did not renormalise, so the rows no longer sum to 1; either divide each row by its sum or mask with -inf before the softmax.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    attn_weights = torch.softmax(scores, dim=-1)
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    masked_simple = attn_weights * mask_simple
    return masked_simple
