# exercise: ex3_1
# mistake: Re-created the parameters as float64 "for precision" (nn.Parameter(w.T.double())), so sa_v1(x) on the book's float32 inputs fails with a dtype mismatch in the matmul instead of matching sa_v2.
import torch
import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            src = getattr(sa_v2, name).weight.detach()
            # keep full precision for the copy, the transposed layout v1 expects
            setattr(sa_v1, name, nn.Parameter(src.T.clone().to(torch.float64)))
