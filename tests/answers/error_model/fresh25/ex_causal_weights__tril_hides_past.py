# exercise: ex_causal_weights
# mistake: The learner filled -inf where the lower-triangular (keep) mask is True, hiding the past and the diagonal instead of the future, so queries attend to later keys (and the last row is NaN); the positions to fill are those above the diagonal, torch.triu(..., diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    masked = scores.masked_fill(mask, float("-inf"))
    return torch.softmax(masked, dim=-1)
