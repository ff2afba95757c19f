# exercise: ex3_1
# mistake: The learner builds the transposed view by hand with as_strided but gives the column stride d_out instead of d_in (the row length of the (d_out, d_in) weight); the correct view is weight.T, strides (1, d_in). [cond: only when d_in != d_out]
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().contiguous()
        d_out, d_in = w.shape
        # transpose without a copy: walk the columns of w
        wt = w.as_strided((d_in, d_out), (1, d_out))
        setattr(sa_v1, name, torch.nn.Parameter(wt.clone()))
