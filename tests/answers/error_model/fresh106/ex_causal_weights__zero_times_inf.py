# exercise: ex_causal_weights
# mistake: Built the additive mask as triu(ones) * -inf, but 0 * -inf is NaN, so every allowed position becomes NaN; the additive mask needs 0 below the diagonal (e.g. triu of a tensor full of -inf, or masked_fill).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    causal = torch.ones(n, n, device=scores.device, dtype=scores.dtype).triu(diagonal=1) * float("-inf")
    return torch.softmax(scores + causal, dim=-1)
