# exercise: ex_causal_weights
# mistake: Fills the future with the smallest score (scores.min()) instead of -inf, so future keys still get a non-zero weight; they must be -inf (weight exactly 0).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    lowest = scores.min()
    masked = torch.where(future, lowest, scores)
    return torch.softmax(masked, dim=-1)
