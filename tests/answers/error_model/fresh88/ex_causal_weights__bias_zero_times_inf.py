# exercise: ex_causal_weights
# mistake: Built the additive causal bias as triu(ones, 1) * -inf; 0 * -inf is NaN, so every below-diagonal entry of the bias is NaN and all weights come out NaN. The bias must be 0 (or the scores kept) where attention is allowed.
import torch


def causal_bias(n, device=None, dtype=torch.float32):
    return torch.triu(torch.ones(n, n, device=device, dtype=dtype), diagonal=1) * float("-inf")


def ex_causal_weights(scores):
    n = scores.shape[-1]
    bias = causal_bias(n, device=scores.device, dtype=scores.dtype)
    return torch.softmax(scores + bias, dim=-1)
