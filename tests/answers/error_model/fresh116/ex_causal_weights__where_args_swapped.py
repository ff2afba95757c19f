# exercise: ex_causal_weights
# mistake: Translated jnp.where(future, -inf, scores) as torch.where(future, scores, -inf), keeping only the future scores and blocking the past; -inf must go where the mask is True.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    neg_inf = torch.tensor(float('-inf'), device=scores.device, dtype=scores.dtype)
    masked = torch.where(future, scores, neg_inf)
    return torch.softmax(masked, dim=-1)
