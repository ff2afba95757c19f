# exercise: ex_causal_weights
# mistake: The learner took n from scores.shape[0] (thinking scores is (n, n)), so with batch axes the mask has the wrong size and the call fails; n must be scores.shape[-1]. [cond: scores has leading batch/head axes]

import torch

def ex_causal_weights(scores):
    # scores: (n, n), rows = queries
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
