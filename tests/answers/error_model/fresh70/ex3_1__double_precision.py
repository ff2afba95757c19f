# exercise: ex3_1
# mistake: Converts the copied weights to float64 "for precision", so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in the matmul); the weights must stay float32.
import torch

def ex3_1(sa_v1, sa_v2):
    # 权重矩阵 = Linear.weight 的转置, 用双精度保证结果完全一样
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.double())
