# exercise: ex_causal_weights
# mistake: The learner uses the in-place masked_fill_, which writes -inf into the caller's scores tensor; the weights are right but the input is modified. Use the out-of-place masked_fill.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores.masked_fill_(future, float("-inf"))
    return scores.softmax(dim=-1)
