# exercise: ex_causal_weights
# mistake: The learner built the mask with comparison key_index > query_index but with arange broadcasting swapped (arange(n)[:, None] > arange(n)[None, :]), which masks the past instead of the future; future keys are those with key index > query index, i.e. arange(n)[None, :] > arange(n)[:, None].
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    q_idx = idx[None, :]
    k_idx = idx[:, None]
    future = k_idx > q_idx
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
