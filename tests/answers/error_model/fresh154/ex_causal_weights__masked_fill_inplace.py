# exercise: ex_causal_weights
# mistake: The learner uses the in-place masked_fill_ on the scores passed in, so the caller's scores tensor is overwritten with -inf above the diagonal; use the out-of-place masked_fill.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    scores.masked_fill_(mask, -torch.inf)
    return torch.softmax(scores, dim=-1)
