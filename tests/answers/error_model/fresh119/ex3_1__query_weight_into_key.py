# exercise: ex3_1
# mistake: Copy-paste slip: W_key receives the transposed query weight of sa_v2 instead of sa_v2.W_key.weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    # 1. 查询
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    # 2. 键
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    # 3. 值
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
