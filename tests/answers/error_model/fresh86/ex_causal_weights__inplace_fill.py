# exercise: ex_causal_weights
# mistake: The learner fills the caller's scores in place with masked_fill_, so the input tensor is overwritten with -inf; masked_fill (out of place) leaves the scores untouched.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores.masked_fill_(future, float('-inf'))
    return scores.softmax(dim=-1)
