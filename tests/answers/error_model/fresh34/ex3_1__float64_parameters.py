# exercise: ex3_1
# mistake: The learner rebuilt the parameters with dtype=torch.float64, so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in x @ W); the weights must stay float32 like sa_v2's.

import torch
import torch.nn as nn

def ex3_1(sa_v1, sa_v2):
    # rebuild each parameter from v2's (transposed) weight, full precision to get "exactly" the same
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().T
        setattr(sa_v1, name, nn.Parameter(torch.tensor(w.tolist(), dtype=torch.float64)))
