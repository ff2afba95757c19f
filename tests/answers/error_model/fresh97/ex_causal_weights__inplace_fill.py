# exercise: ex_causal_weights
# mistake: Uses masked_fill_ (in place), so the caller's scores tensor is overwritten with -inf above the diagonal; the returned weights are right, but the input must be left unchanged (masked_fill).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    scores.masked_fill_(future, -torch.inf)
    return scores.softmax(dim=-1)
