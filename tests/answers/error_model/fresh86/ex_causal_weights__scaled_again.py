# exercise: ex_causal_weights
# mistake: The learner divides the scores by sqrt(n) before the softmax, although the statement says they are already scaled; the scores must be used as given.
import math
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scaled = scores / math.sqrt(n)
    return torch.softmax(scaled.masked_fill(future, float('-inf')), dim=-1)
