# exercise: ex_causal_weights
# mistake: Kept only tril(..., diagonal=-1) (strictly earlier keys) and masked everything else, so each query also loses itself and the first row becomes all -inf (NaN); a query may attend to itself: mask only triu(..., diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    m = {}
    m["allowed"] = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    m["blocked"] = ~m["allowed"]
    m["masked"] = scores.masked_fill(m["blocked"], float("-inf"))
    return torch.softmax(m["masked"], dim=-1)
