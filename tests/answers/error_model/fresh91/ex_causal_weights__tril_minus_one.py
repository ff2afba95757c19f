# exercise: ex_causal_weights
# mistake: Marks the allowed keys with tril(diagonal=-1) and masks the rest, which also masks the diagonal, so a query cannot attend to itself and the first row is NaN; the allowed keys are tril(diagonal=0).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # past keys: below the diagonal
    past = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1).bool()
    masked = scores.masked_fill(~past, float("-inf"))
    return torch.softmax(masked, dim=-1)
