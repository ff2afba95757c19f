# exercise: ex_causal_weights
# mistake: The future mask is built as row > column, which marks keys before the query (the past) rather than after it, so each query attends to itself and later keys; the future is column > row (j > i).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    i = pos[:, None]   # query index
    j = pos[None, :]   # key index
    future = i > j
    s = scores.clone()
    s[..., future] = float("-inf")
    return torch.softmax(s, dim=-1)
