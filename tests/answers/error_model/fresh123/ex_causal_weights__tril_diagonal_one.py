# exercise: ex_causal_weights
# mistake: Builds the keep-mask with torch.tril(..., diagonal=1), which keeps one key past the diagonal, so each query still sees the next token; the keep-mask is tril with diagonal=0 (or triu(diagonal=1) as the forbidden mask).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    allowed = torch.tril(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(~allowed, float("-inf")), dim=-1)
