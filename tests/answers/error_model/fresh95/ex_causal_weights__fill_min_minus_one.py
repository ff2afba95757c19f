# exercise: ex_causal_weights
# mistake: The learner filled the future with "one less than the smallest score" instead of -inf, so future keys keep a small positive weight (exp of a finite number is not 0); the fill must be -inf (or the weights zeroed).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    floor_value = scores.min() - 1
    masked = torch.where(future, floor_value, scores)
    return torch.softmax(masked, dim=-1)
