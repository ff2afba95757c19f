# exercise: ex_causal_weights
# mistake: The learner keeps only torch.tril(..., diagonal=-1), the strictly lower part, so the diagonal is masked too: each query loses itself and the first row is all -inf (NaN); the kept part must include the diagonal (tril with diagonal=0, or mask triu with diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    ones = torch.ones(n, n, device=scores.device)
    keep = torch.tril(ones, diagonal=-1).bool()
    omega = scores.masked_fill(~keep, float("-inf"))
    return torch.softmax(omega, dim=-1)
