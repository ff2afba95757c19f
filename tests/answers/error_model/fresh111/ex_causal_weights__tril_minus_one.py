# exercise: ex_causal_weights
# mistake: Builds the mask with tril(diagonal=-1), which hides the past keys and lets each query see the future; the future is triu(..., diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    block = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    masked = scores.masked_fill(block, float('-inf'))
    return torch.softmax(masked, dim=-1)
