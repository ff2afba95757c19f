# exercise: ex_causal_weights
# mistake: Divides the scores by sqrt(n) again, though the statement says they are already scaled; the softmax must be taken of the given scores.
import math
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores = scores / math.sqrt(n)
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
