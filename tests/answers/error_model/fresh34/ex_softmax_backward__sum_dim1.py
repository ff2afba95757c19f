# exercise: ex_softmax_backward
# mistake: The learner summed P * dP over dim=1 (the last axis of a 2-D input) instead of dim=-1, so inputs with more than two axes get the wrong row sums. [cond: P has more than 2 axes]

import torch

def ex_softmax_backward(P, dP):
    # P, dP: (n_queries, n_keys), softmax along the keys (dim 1)
    inner = torch.sum(P * dP, dim=1, keepdim=True)     # (n_queries, 1)
    return P * (dP - inner)
