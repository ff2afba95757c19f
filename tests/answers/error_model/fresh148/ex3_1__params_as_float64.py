# exercise: ex3_1
# mistake: Wraps the transposed weights as float64 Parameters (.double()), so sa_v1(x) fails on the book's float32 inputs (matmul dtype mismatch); the parameters must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    # keep full precision so the outputs match exactly
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().T.double())
