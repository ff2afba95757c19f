# exercise: ex_causal_weights
# mistake: Squeezes the scores before masking (left over from debugging a shape error), so axes of size 1 disappear and the result no longer has the input's shape (e.g. (1, n, n) comes back as (n, n)); the shape must be kept. [cond: the scores have an axis of size 1]
import torch


def ex_causal_weights(scores):
    scores = scores.squeeze()
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    weights = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    # print(weights.shape)
    return weights
