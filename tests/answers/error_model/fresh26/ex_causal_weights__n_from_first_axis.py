# exercise: ex_causal_weights
# mistake: Read n from scores.shape[0], which is the batch size once there are leading axes; n is scores.shape[-1]. [cond: scores has leading batch axes (ndim > 2) with shape[0] != n]

import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.ones(n, n, device=scores.device).triu(1).bool()
    return scores.masked_fill(mask, float("-inf")).softmax(dim=-1)
