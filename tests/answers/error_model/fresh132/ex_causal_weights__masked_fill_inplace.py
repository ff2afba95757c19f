# exercise: ex_causal_weights
# mistake: The learner masks with masked_fill_ directly on the caller's scores, overwriting them with -inf; the input must not be modified (masked_fill or a clone).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    scores.masked_fill_(future, -torch.inf)
    return scores.softmax(-1)
