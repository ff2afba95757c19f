# exercise: ex_causal_weights
# mistake: The comparison j >= i also masks the diagonal, so a query cannot attend to itself and the first row is all -inf (NaN); only keys j > i are in the future.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)[:, None]   # query index
    j = torch.arange(n, device=scores.device)[None, :]   # key index
    future = j >= i
    omega = scores.masked_fill(future, float("-inf"))
    alpha = torch.softmax(omega, dim=-1)
    return alpha
