# exercise: ex_causal_weights
# mistake: Treated the 1-D arange as the row index and the column vector as the key index, so the comparison j > i marks keys before the query (the past) instead of after it.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)           # query index
    j = torch.arange(n, device=scores.device)[:, None]  # key index
    future = j > i
    return torch.softmax(scores.masked_fill(future, -torch.inf), dim=-1)
