# exercise: ex_causal_weights
# mistake: The future mask compares q_idx > k_idx, which marks the past (below the diagonal) instead of the future; the future is k_idx > q_idx.
import torch


def future_mask(n, device):
    q_idx = torch.arange(n, device=device)[:, None]
    k_idx = torch.arange(n, device=device)[None, :]
    return q_idx > k_idx


def ex_causal_weights(scores):
    mask = future_mask(scores.size(-1), scores.device)
    return scores.masked_fill(mask, float("-inf")).softmax(dim=-1)
