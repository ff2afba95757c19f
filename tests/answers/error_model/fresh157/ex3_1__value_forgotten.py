# exercise: ex3_1
# mistake: Copied only W_query and W_key, leaving sa_v1's own random W_value; W_value must also get sa_v2.W_value.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    print(sa_v1(torch.rand(6, 3)).shape)
