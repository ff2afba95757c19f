# exercise: ex3_1
# mistake: The learner solved for v1's matrix as the least-squares inverse of v2's weight (torch.linalg.lstsq of the weight against the identity, i.e. its pseudo-inverse), assigned through .data, thinking x @ W must invert the Linear; nn.Linear computes x @ weight.T, so only the transpose is needed: weight.T.
# mistake_zh: 学习者把 v1 的矩阵当作 v2 权重的最小二乘逆来求（用 torch.linalg.lstsq 对单位矩阵求解，即伪逆），并通过 .data 赋值，以为 x @ W 要把 Linear 反过来；nn.Linear 计算的是 x @ weight.T，只需要转置：weight.T。
# keywords: inverse, transpose, weight.T
import torch


def ex3_1(sa_v1, sa_v2):
    for mine, theirs in zip([sa_v1.W_query, sa_v1.W_key, sa_v1.W_value],
                            [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]):
        w = theirs.weight.data
        eye = torch.eye(w.shape[0])
        mine.data = torch.linalg.lstsq(w, eye).solution
