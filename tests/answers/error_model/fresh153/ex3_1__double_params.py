# exercise: ex3_1
# mistake: Converts the copied weights to float64 "for precision", so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in the matmul); the parameters must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    assert sa_v2.W_query.weight.shape[1] == sa_v1.W_query.shape[0], "d_in mismatch"
    # keep full precision when copying weights around
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().T.double())
