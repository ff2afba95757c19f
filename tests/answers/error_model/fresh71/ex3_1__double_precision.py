# exercise: ex3_1
# mistake: Converted the copied weights to float64, so sa_v1(x) fails on the book's float32 inputs (mixed dtypes in matmul); the parameters must stay float32 like sa_v2's.
import torch


def ex3_1(sa_v1, sa_v2):
    # numeric = double, keep full precision
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.double())
