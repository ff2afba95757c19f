# exercise: ex_causal_weights
# mistake: The learner read n from scores.size(0), which is the batch size when scores has leading axes; n is scores.size(-1). [cond: scores has leading batch/head axes whose first size differs from n]

import torch


def ex_causal_weights(scores):
    n = scores.size(0)
    mask = scores.new_ones(n, n, dtype=torch.bool).triu(1)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
