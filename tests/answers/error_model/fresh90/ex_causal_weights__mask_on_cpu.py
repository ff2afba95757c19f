# exercise: ex_causal_weights
# mistake: The learner built the triu mask with torch.ones(n, n, dtype=torch.bool) on the default device, so masked_fill fails for scores on a GPU; the mask must be created with device=scores.device. [cond: scores on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    scores = scores.masked_fill(future, float('-inf'))
    return torch.softmax(scores, dim=-1)
