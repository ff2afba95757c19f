# exercise: ex_causal_weights
# mistake: The learner uses masked_fill_ on the input, overwriting the caller's scores with -inf; masked_fill (out of place) must be used.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores.masked_fill_(future, float("-inf"))
    return torch.softmax(scores, dim=-1)
