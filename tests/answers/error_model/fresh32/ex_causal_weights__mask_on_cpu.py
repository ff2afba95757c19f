# exercise: ex_causal_weights
# mistake: Creates the mask with torch.ones(n, n) on the default CPU device, so masked_fill fails for scores on a GPU; create it with device=scores.device. [cond: scores on a GPU]

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.ones(n, n).triu(1).bool()
    return scores.masked_fill(mask, float("-inf")).softmax(dim=-1)
