# exercise: ex_causal_weights
# mistake: The learner masks with triu(diagonal=0), which also hides the diagonal, so query 0 has no key left (a NaN row) and every query loses itself; the mask is triu(diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # a token must not see the keys from its own position on
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
