# exercise: ex_softmax_backward
# mistake: The einsum string '...ij,...ij->...i' needs at least two axes, so a 1-D P (a single row) raises; the inputs may have any number of axes. Reduce only the last axis: '...i,...i->...' then [..., None], or (dP * P).sum(-1, keepdim=True).
# mistake_zh: einsum 字符串 '...ij,...ij->...i' 至少需要两个轴，所以一维的 P（单独一行）会报错；而输入可以有任意多个轴。只规约最后一个轴：'...i,...i->...' 再加 [..., None]，或 (dP * P).sum(-1, keepdim=True)。
# keywords: einsum, 1-d, any number of axes, last axis, raises
import torch


def ex_softmax_backward(P, dP):
    s = torch.einsum("...ij,...ij->...i", dP, P)
    return P * (dP - s[..., None])
