# exercise: ex_softmax_backward
# mistake: The einsum '...ij,...ij->...j' sums dP·P over the ROWS (the queries, axis −2) instead of over each row's entries (the keys, last axis). The inner product must be taken along the softmax axis: '...ij,...ij->...i', then unsqueeze(-1).
# mistake_zh: einsum '...ij,...ij->...j' 沿行（查询，轴 −2）对 dP·P 求和，而不是沿每行内部（键，最后一个轴）。内积必须沿 softmax 的轴计算：'...ij,...ij->...i'，再 unsqueeze(-1)。
# keywords: einsum, axis, rows, last axis, inner product
import torch


def ex_softmax_backward(P, dP):
    dot = torch.einsum("...ij,...ij->...j", dP, P)      # <dP, P> per row
    return P * (dP - dot.unsqueeze(-2))
