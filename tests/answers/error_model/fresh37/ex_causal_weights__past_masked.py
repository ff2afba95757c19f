# exercise: ex_causal_weights
# mistake: Builds the mask with the comparison row > column, which marks earlier keys (the past) instead of later ones; the future is column > row.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    pos = torch.arange(n, device=scores.device)
    future = pos[:, None] > pos[None, :]
    return scores.masked_fill(future, float("-inf")).softmax(dim=-1)
