# exercise: ex_causal_weights
# mistake: The learner also masked the diagonal (triu with diagonal=0), so no token attends to itself and the first row, having no allowed key at all, is NaN; only keys j > i must be masked (diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    not_before = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    masked = scores.masked_fill(not_before, float('-inf'))
    return masked.softmax(dim=-1)
