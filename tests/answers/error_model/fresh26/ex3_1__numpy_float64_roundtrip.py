# exercise: ex3_1
# mistake: Went through numpy and built float64 Parameters, so sa_v1(x) on the book's float32 inputs fails with a dtype mismatch; the parameters must stay float32 (e.g. nn.Parameter(weight.T.clone())).

import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    def to_param(linear):
        w = linear.weight.detach().numpy().T
        return torch.nn.Parameter(torch.from_numpy(np.array(w, dtype=np.float64)))

    sa_v1.W_query = to_param(sa_v2.W_query)
    sa_v1.W_key = to_param(sa_v2.W_key)
    sa_v1.W_value = to_param(sa_v2.W_value)
