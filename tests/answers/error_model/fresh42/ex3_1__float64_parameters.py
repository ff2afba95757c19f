# exercise: ex3_1
# mistake: Converts the copied weights to float64 (.double()) "for precision", so sa_v1(x) fails on the book's float32 inputs; the parameters must keep sa_v2's dtype (float32).
import torch


def ex3_1(sa_v1, sa_v2):
    # Best practice: use double precision to avoid rounding differences between v1 and v2
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.double())
