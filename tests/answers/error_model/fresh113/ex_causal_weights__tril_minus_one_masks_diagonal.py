# exercise: ex_causal_weights
# mistake: The learner builds the allowed positions with tril(diagonal=-1), so each query is also forbidden to attend to itself and the first row becomes all -inf (NaN); the diagonal must stay allowed (tril with diagonal=0).
import torch


def ex_causal_weights(scores):
    if scores.ndim < 2 or scores.shape[-1] != scores.shape[-2]:
        raise ValueError(f"bad scores shape {tuple(scores.shape)}")
    n = scores.shape[-1]
    allowed = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1)  # strictly past
    blocked = allowed == 0
    masked = scores.masked_fill(blocked, float("-inf"))
    return torch.softmax(masked, dim=-1)
