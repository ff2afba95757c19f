# exercise: ex_causal_weights
# mistake: Computes the softmax by hand with exp_ without subtracting the row maximum, so large scores overflow to inf and give NaN; subtract the max first or use torch.softmax. [cond: only for large scores, e.g. above ~88 in float32]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    w = scores.exp()
    w.masked_fill_(future, 0.0)
    w.div_(w.sum(dim=-1, keepdim=True))
    return w
