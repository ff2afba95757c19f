# exercise: ex_causal_weights
# mistake: Uses the in-place masked_fill_ on the given scores, so the caller's scores tensor is overwritten with -inf above the diagonal; masked_fill (out of place) leaves the input unchanged.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    upper = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores.masked_fill_(upper, -torch.inf)
    return scores.softmax(dim=-1)
