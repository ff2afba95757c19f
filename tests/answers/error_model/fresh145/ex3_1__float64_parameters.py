# exercise: ex3_1
# mistake: The learner rebuilt the matrices from Python lists with dtype=torch.float64, so sa_v1(x) fails on the book's float32 inputs (matmul dtype mismatch); the parameters must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    query_weights_as_list = sa_v2.W_query.weight.T.tolist()
    key_weights_as_list = sa_v2.W_key.weight.T.tolist()
    value_weights_as_list = sa_v2.W_value.weight.T.tolist()
    print(query_weights_as_list)
    sa_v1.W_query = torch.nn.Parameter(torch.tensor(query_weights_as_list, dtype=torch.float64))
    sa_v1.W_key = torch.nn.Parameter(torch.tensor(key_weights_as_list, dtype=torch.float64))
    sa_v1.W_value = torch.nn.Parameter(torch.tensor(value_weights_as_list, dtype=torch.float64))
