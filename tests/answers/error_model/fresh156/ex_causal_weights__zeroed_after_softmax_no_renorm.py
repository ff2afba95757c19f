# exercise: ex_causal_weights
# mistake: The learner takes the softmax over all keys and then multiplies by the causal keep-mask, without dividing each row by its new sum, so rows sum to less than 1; mask with -inf before the softmax (or renormalise).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    attn = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    attn = attn * keep   # like mx.nd.softmax(..., use_length=True) masking
    return attn
