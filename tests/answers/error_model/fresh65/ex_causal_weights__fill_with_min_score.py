# exercise: ex_causal_weights
# mistake: Future scores are filled with the smallest score of the tensor instead of -inf, so future keys still get a positive weight exp(min - max); they must be set to -inf (weight exactly 0).
import torch


def ex_causal_weights(scores, fill=None):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    if fill is None:
        fill = scores.min().item()  # lower than every real score, and never NaN
    return torch.softmax(scores.masked_fill(future, fill), dim=-1)
