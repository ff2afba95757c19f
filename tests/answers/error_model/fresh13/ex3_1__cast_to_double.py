# exercise: ex3_1
# mistake: It converts the copied weights to float64 with .double(), so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in matmul); the weights must stay float32.
# mistake_zh: 它用 .double() 把复制的权重转成 float64，于是 sa_v1(x) 在书中的 float32 输入上报错（矩阵乘法 dtype 不一致）；权重应保持 float32。
# keywords: dtype, float32, double, float64
import torch


def _as_param(linear):
    # nn.Linear keeps (d_out, d_in); use double precision so the two modules agree exactly
    return torch.nn.Parameter(linear.weight.detach().T.clone().double())


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = _as_param(sa_v2.W_query)
    sa_v1.W_key = _as_param(sa_v2.W_key)
    sa_v1.W_value = _as_param(sa_v2.W_value)
