# exercise: ex_softmax_backward
# mistake: The einsum 'bij,bij->bi' names exactly three axes, so the 1-D and 2-D inputs raise; the exercise passes inputs of any number of axes. Use '...i,...i->...' (then [..., None]) or (dP * P).sum(-1, keepdim=True).
# mistake_zh: einsum 'bij,bij->bi' 恰好写了三个轴，所以一维和二维输入会报错；本练习会给出任意轴数的输入。应使用 '...i,...i->...'（再加 [..., None]）或 (dP * P).sum(-1, keepdim=True)。
# keywords: einsum, axes, 1-d, any number, ...
import torch


def ex_softmax_backward(P, dP):
    dot = torch.einsum("bij,bij->bi", dP, P).unsqueeze(-1)
    return P * (dP - dot)
