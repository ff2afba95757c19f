# exercise: ex3_1
# mistake: Copy-pasted the assignment lines so W_key is given sa_v2.W_query's weight; W_key must get sa_v2.W_key.weight.T.
import torch
import torch.nn as nn

def ex3_1(sa_v1, sa_v2):
    # 第一步: 查询矩阵 W_q
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.T)
    # 第二步: 键矩阵 W_k
    sa_v1.W_key = nn.Parameter(sa_v2.W_query.weight.T)
    # 第三步: 值矩阵 W_v
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.T)
