# exercise: ex_causal_weights
# mistake: The learner's comparison marks key j as "future" when j < i (row index > column index), so it hides the past and lets queries see later keys; the future is j > i.
import torch


def positions(n: int, device) -> torch.Tensor:
    """0, 1, ..., n-1"""
    return torch.arange(n, device=device)


def future_keys(n: int, device) -> torch.Tensor:
    """mask[i, j] is True when key j comes after query i."""
    i = positions(n, device)[:, None]
    j = positions(n, device)[None, :]
    return i > j


def ex_causal_weights(scores):
    n = scores.size(-1)
    masked = scores.masked_fill(future_keys(n, scores.device), float("-inf"))
    return torch.softmax(masked, dim=-1)
