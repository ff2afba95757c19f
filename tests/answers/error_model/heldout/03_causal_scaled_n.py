# exercise: ex_causal_weights
# mistake: scaled by sqrt(n)
# accept: rewrite.scale rewrite.scale_extra ex_causal_weights.scaled_again
import math, torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    s = scores / math.sqrt(n)
    return s.masked_fill(torch.ones(n, n).triu(1).bool(), float("-inf")).softmax(dim=-1)
