# exercise: ex_causal_weights
# mistake: fill with +inf
# accept: rewrite.fill
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n).triu(1).bool()
    return scores.masked_fill(future, float("inf")).softmax(-1)
