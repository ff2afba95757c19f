# exercise: ex_causal_weights
# mistake: The mask size is read from scores.shape[0], which is the batch axis for batched scores; it must be the last axis, scores.shape[-1]. [cond: batched scores (more than 2 axes)]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    fut = torch.ones(n, n, device=scores.device).triu(1).bool()
    return torch.softmax(scores.masked_fill(fut, float("-inf")), dim=-1)
