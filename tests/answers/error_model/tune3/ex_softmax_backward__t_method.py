# exercise: ex_softmax_backward
# mistake: torch.outer written as p.t() @ p for a 1-D row p: .t() of a 1-D tensor returns it unchanged, so the product is the dot product (a number), not the (n, n) outer product of the Jacobian.
# mistake_zh: 对 1 维的行 p 把 torch.outer 写成了 p.t() @ p：1 维张量的 .t() 原样返回，所以乘积是点积（一个数），而不是雅可比矩阵里 (n, n) 的外积。
# keywords: outer, 1-D, .t(), dot product, torch.outer
import torch


def ex_softmax_backward(P, dP):
    flat_P = P.reshape(-1, P.shape[-1])
    flat_d = dP.reshape(-1, P.shape[-1])
    out = torch.empty_like(flat_P)
    for r in range(flat_P.shape[0]):
        p = flat_P[r]
        jac = torch.diag_embed(p) - p.t() @ p
        out[r] = jac @ flat_d[r]
    return out.reshape(P.shape)
