# exercise: ex_causal_weights
# mistake: The learner inverted torch.tril(..., diagonal=1), which keeps the first super-diagonal, so each query can still see the next key; the allowed part is tril with diagonal=0 (future = triu with diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    allowed = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores = scores.masked_fill(~allowed, float("-inf"))
    return scores.softmax(dim=-1)
