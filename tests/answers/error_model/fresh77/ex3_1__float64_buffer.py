# exercise: ex3_1
# mistake: The learner preallocates the new matrices with dtype=torch.float64, so sa_v1(x) fails on the book's float32 inputs (x @ W mixes float32 and float64); the new parameters must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        lin = getattr(sa_v2, name)
        out_f, in_f = lin.weight.shape
        buf = torch.zeros(in_f, out_f, dtype=torch.float64)  # more precise
        for r in range(out_f):
            buf[:, r] = lin.weight[r, :].detach()
        setattr(sa_v1, name, torch.nn.Parameter(buf))
