# exercise: ex_causal_weights
# mistake: Builds the future mask as key index < query index, which masks the past instead of the future; the future is key index > query index.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    q_idx = torch.arange(n, device=scores.device)[:, None]   # query rows
    k_idx = torch.arange(n, device=scores.device)[None, :]   # key columns
    future = k_idx < q_idx
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
