# exercise: ex3_1
# mistake: Stored the copied weights as float64 "for precision", so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in the matmul); the parameters must stay in sa_v2's dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    # keep the copies in double so nothing is lost in the transpose
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().double().T.clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().double().T.clone())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().double().T.clone())
