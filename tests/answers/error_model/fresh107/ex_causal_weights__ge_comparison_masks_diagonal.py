# exercise: ex_causal_weights
# mistake: Marks the future with key_index >= query_index, which also masks the diagonal (so query 0 has no key left and its row is NaN); the future is key_index > query_index.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    future = idx[None, :] >= idx[:, None]
    scores = scores.masked_fill(future, float("-inf"))
    return torch.softmax(scores, dim=-1)
