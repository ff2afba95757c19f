# exercise: ex3_1
# mistake: Wraps the weight in nn.Parameter and then takes .T of the Parameter, so a plain tensor is assigned to a registered parameter slot and PyTorch raises a TypeError; it must be nn.Parameter(weight.T).
import torch
import torch.nn as nn

def ex3_1(sa_v1, sa_v2):
    # 按笔记：nn.Linear 存的是转置，所以要 .T
    xin_q = nn.Parameter(sa_v2.W_query.weight).T
    xin_k = nn.Parameter(sa_v2.W_key.weight).T
    xin_v = nn.Parameter(sa_v2.W_value.weight).T
    sa_v1.W_query = xin_q
    sa_v1.W_key = xin_k
    sa_v1.W_value = xin_v
