# exercise: ex_causal_weights
# mistake: The learner marks the future with query_index > key_index, which masks the past instead; a key is in the future when key_index > query_index.
import torch

def ex_causal_weights(scores):
    T = scores.size(-1)
    q_idx = torch.arange(T, device=scores.device)[:, None]   # (T, 1) queries
    k_idx = torch.arange(T, device=scores.device)[None, :]   # (1, T) keys
    future = q_idx > k_idx                                   # (T, T)
    masked = scores.masked_fill(future, float("-inf"))
    return torch.softmax(masked, dim=-1)
