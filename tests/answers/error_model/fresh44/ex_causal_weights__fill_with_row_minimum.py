# exercise: ex_causal_weights
# mistake: Fills the future scores with the smallest score of the tensor instead of -inf, so masked keys still get a positive weight; they must be -inf so that their weight is exactly 0.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    lowest = scores.min()
    masked = torch.where(future, lowest, scores)
    return torch.softmax(masked, dim=-1)
