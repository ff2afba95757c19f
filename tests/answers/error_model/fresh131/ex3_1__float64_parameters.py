# exercise: ex3_1
# mistake: The learner casts the transposed weights to float64 ("more precise"), so sa_v1(x) fails on the book's float32 inputs; the parameters must stay float32 (weight.T without a dtype change).
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.double())
    print(sa_v1.W_query.dtype)
