# exercise: ex_causal_weights
# mistake: The softmax is written by hand as exp / sum without subtracting the row maximum, so large scores overflow to inf and give NaN; use torch.softmax or subtract the max first. [cond: large scores, e.g. above about 89 in float32]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    rows = torch.arange(n, device=scores.device).unsqueeze(-1)
    cols = torch.arange(n, device=scores.device).unsqueeze(0)
    e = torch.exp(scores.masked_fill(cols > rows, float("-inf")))
    return e / e.sum(-1, keepdim=True)
