# exercise: ex_causal_weights
# mistake: The learner uses masked_fill_ (in place) on the caller's scores, so the input tensor is overwritten with -inf; the weights are right but the input must be left unchanged (use masked_fill).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    scores.masked_fill_(future, float("-inf"))
    return scores.softmax(dim=-1)
