# exercise: ex3_1
# mistake: Converted the copied weights to float64 (.double()), so sa_v1(x) fails on the book's float32 inputs; keep the weights' dtype: nn.Parameter(sa_v2.W_query.weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight.detach().T.double()  # more precise
        setattr(sa_v1, name, torch.nn.Parameter(w))
