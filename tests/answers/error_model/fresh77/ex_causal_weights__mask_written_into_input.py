# exercise: ex_causal_weights
# mistake: The learner writes -inf into the caller's scores tensor in place (scores[..., i, i+1:] = -inf), so the input is destroyed; the mask must be applied to a copy (masked_fill, or clone first).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    for i in range(n - 1):
        scores[..., i, i + 1:] = float("-inf")
    return torch.softmax(scores, dim=-1)
