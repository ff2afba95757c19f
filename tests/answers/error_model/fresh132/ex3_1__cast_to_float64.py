# exercise: ex3_1
# mistake: The learner converts the copied weights to float64, so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in the matmul); the weights must stay in sa_v2's dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    # double precision so the comparison is exact
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.to(torch.float64))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.to(torch.float64))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.to(torch.float64))
