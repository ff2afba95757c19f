# exercise: ex3_1
# mistake: The new parameters are converted to float64, so sa_v1(x) fails (dtype mismatch) on the book's float32 inputs; keep the weights' float32 dtype.
import torch

def ex3_1(sa_v1, sa_v2):
    # use double so the comparison with v2 is exact
    q = sa_v2.W_query.weight.T.double()
    k = sa_v2.W_key.weight.T.double()
    v = sa_v2.W_value.weight.T.double()
    sa_v1.W_query = torch.nn.Parameter(q)
    sa_v1.W_key = torch.nn.Parameter(k)
    sa_v1.W_value = torch.nn.Parameter(v)
