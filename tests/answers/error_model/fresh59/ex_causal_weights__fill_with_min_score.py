# exercise: ex_causal_weights
# mistake: The learner fills future positions with the smallest score in the tensor instead of -inf, so future keys still get a positive weight; they must be -inf (weight exactly 0).
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    lowest = scores.min()          # lower than any real score
    masked = torch.where(future, lowest, scores)
    return torch.softmax(masked, dim=-1)
