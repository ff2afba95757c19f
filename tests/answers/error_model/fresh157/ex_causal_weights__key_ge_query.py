# exercise: ex_causal_weights
# mistake: Built the mask as key index >= query index, which also hides the diagonal (each token from itself), so the first row is all -inf and NaN; the future is key > query.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)
    future = i[None, :] >= i[:, None]
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
