# exercise: ex3_1
# mistake: Deep-copies sa_v1, gives the copy the weights and returns it, leaving sa_v1 itself unchanged; the statement asks to change sa_v1 in place and return nothing.
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    xin_v1 = copy.deepcopy(sa_v1)  # 不要弄坏原来的模型
    xin_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    xin_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    xin_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
    print("done, v1 now like v2")
    return xin_v1
