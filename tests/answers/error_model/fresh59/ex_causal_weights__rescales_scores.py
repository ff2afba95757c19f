# exercise: ex_causal_weights
# mistake: The learner divides the scores by sqrt(n) again before the softmax, although the statement says they are already scaled; the softmax must be taken of the given scores.
import math
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores = scores / math.sqrt(n)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
