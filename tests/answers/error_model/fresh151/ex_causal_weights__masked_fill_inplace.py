# exercise: ex_causal_weights
# mistake: masked_fill_ writes -inf into the caller's scores tensor; the mask must be applied out of place (masked_fill) so the input is not modified.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    scores.masked_fill_(future, float('-inf'))
    return scores.softmax(dim=-1)
