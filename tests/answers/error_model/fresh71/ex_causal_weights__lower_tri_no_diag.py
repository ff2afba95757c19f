# exercise: ex_causal_weights
# mistake: Kept only the strictly lower triangle (R's lower.tri(m), diag = FALSE), so each query is also blocked from itself and the first row is all -inf (NaN); the diagonal must stay visible.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1).bool()
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
