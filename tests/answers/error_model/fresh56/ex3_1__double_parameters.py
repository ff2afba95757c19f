# exercise: ex3_1
# mistake: The learner converts the transposed weights to float64 (.double()) 'for precision', so sa_v1(x) fails on the book's float32 inputs; the parameters must keep sa_v2's dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight.detach().T.double()  # more precise
        setattr(sa_v1, name, torch.nn.Parameter(w))
