# exercise: ex_causal_weights
# mistake: Marks the forbidden pairs with query index > key index, which masks the past instead of the future; the future is key index > query index (j > i).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    q_idx = idx[:, None]
    k_idx = idx[None, :]
    forbidden = q_idx > k_idx
    scores = scores.masked_fill(forbidden, float("-inf"))
    return torch.softmax(scores, dim=-1)
