# exercise: ex_causal_weights
# mistake: The function masks with masked_fill_ on the caller's scores, so the scores passed in are overwritten with -inf above the diagonal; masked_fill (out of place) must be used.
import torch


def ex_causal_weights(scores, dim=-1):
    n = scores.size(-1)
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    scores.masked_fill_(future, float("-inf"))
    return scores.softmax(dim=dim)
