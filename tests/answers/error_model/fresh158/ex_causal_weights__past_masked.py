# exercise: ex_causal_weights
# mistake: The learner's comparison i > j marks the past instead of the future, so every query attends only to itself and later keys; the future is j > i.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    i, j = idx[:, None], idx[None, :]
    blocked = i > j
    return torch.softmax(scores.masked_fill(blocked, float('-inf')), dim=-1)
