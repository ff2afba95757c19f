# exercise: ex_fix_second_head
# mistake: The learner computes the per-head products in float64 to compare exactly and returns them as float64; the result must keep the input's dtype. [cond: input not float64]
import torch


def ex_fix_second_head(a):
    a64 = a.to(torch.float64)
    out = torch.stack([a64[0, i] @ a64[0, i].T for i in range(a.shape[1])])
    print(out.dtype, out.shape)
    return out
