# exercise: ex_causal_weights
# mistake: The learner passes dtype=torch.float32 to torch.softmax, so float64 scores come back as float32; the weights must keep the scores' dtype. [cond: only for non-float32 scores, e.g. float64]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    fut = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return torch.softmax(scores.masked_fill(fut, float("-inf")), dim=-1, dtype=torch.float32)
