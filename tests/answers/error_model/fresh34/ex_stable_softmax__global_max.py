# exercise: ex_stable_softmax
# mistake: The learner subtracted the single global max of the whole tensor, so a slice far below it underflows to all zeros and gives 0/0 = NaN (e.g. rows [1e4, 1e4] and [0, 0]); the max must be taken along dim. [cond: a slice along dim lies ~100+ below the tensor's global max]

import torch

def ex_stable_softmax(x, dim):
    e = torch.exp(x - x.max())          # largest exponent is 0 -> no overflow
    return e / e.sum(dim=dim, keepdim=True)
