# exercise: ex3_1
# mistake: The learner stores the transposed weights as float16 (dtype carried over from an MXNet mixed-precision recipe), so sa_v1(x) fails on the book's float32 inputs; the weights must keep sa_v2's float32 dtype.
import torch

DTYPE = torch.float16  # mx.nd.array(..., dtype='float16')


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().T.to(DTYPE))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().T.to(DTYPE))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().T.to(DTYPE))
