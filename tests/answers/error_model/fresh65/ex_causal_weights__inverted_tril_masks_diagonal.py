# exercise: ex_causal_weights
# mistake: The learner built the "allowed" mask as tril(diagonal=-1) and masked its complement, which also masks the diagonal, so a query cannot see itself and the first row is all -inf (NaN); the allowed mask is tril(diagonal=0), i.e. only triu(diagonal=1) is masked.
import torch


def ex_causal_weights(scores, causal=True):
    n = scores.shape[-1]
    if not causal:
        return torch.softmax(scores, dim=-1)
    allowed = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    return torch.softmax(scores.masked_fill(~allowed, float("-inf")), dim=-1)
