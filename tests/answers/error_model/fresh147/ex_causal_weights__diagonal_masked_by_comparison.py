# exercise: ex_causal_weights
# mistake: Compared positions with >= (key index >= query index), which masks the diagonal too: a query cannot attend to itself and the first row is all -inf, giving NaN. The future is key > query.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    future = pos[None, :] >= pos[:, None]
    masked = scores.masked_fill(future, float('-inf'))
    return torch.softmax(masked, dim=-1)
