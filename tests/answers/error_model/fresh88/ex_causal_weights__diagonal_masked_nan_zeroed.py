# exercise: ex_causal_weights
# mistake: The mask k_idx >= q_idx also hides the diagonal, so the first query has no key left; its NaN row is then set to 0 and does not sum to 1. Only k_idx > q_idx is the future.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    blocked = idx[None, :] >= idx[:, None]
    w = torch.softmax(scores.masked_fill(blocked, float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
