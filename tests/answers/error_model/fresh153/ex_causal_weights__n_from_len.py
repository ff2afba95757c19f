# exercise: ex_causal_weights
# mistake: Takes n as len(scores), the size of the first axis, which is the batch (or head) size for batched scores; n must come from scores.shape[-1]. [cond: scores with more than 2 axes]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    if n == 0:
        return scores
    future = torch.triu(torch.ones((n, n), dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(torch.where(future, float("-inf"), scores), dim=-1)
