# exercise: ex_causal_weights
# mistake: The learner wrote the softmax by hand as exp(scores) with the future zeroed, divided by the row sum, without subtracting the row maximum, so large scores overflow to inf and give NaN; use torch.softmax on -inf-filled scores (or subtract the maximum). [cond: scores above about 88]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    allowed = torch.ones(n, n, device=scores.device).tril().bool()
    e = scores.exp() * allowed
    return e / e.sum(-1, keepdim=True)
