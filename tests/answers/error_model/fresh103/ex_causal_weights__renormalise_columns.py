# exercise: ex_causal_weights
# mistake: The learner takes the softmax, zeroes the future with tril and renormalises by the sum over dim=-2 (the queries); the renormalisation must be over the keys (dim=-1). [cond: n > 1]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    if n == 0:
        return scores
    w = torch.softmax(scores, dim=-1)
    w = torch.tril(w)
    return w / w.sum(dim=-2, keepdim=True)
