# exercise: ex_stable_softmax
# mistake: Subtracts the single global maximum x.max() instead of each slice's own maximum along dim, so a slice far below the global max underflows to 0/0 = NaN; use x.amax(dim=dim, keepdim=True). [cond: only when slices differ by more than ~100]
import torch


def ex_stable_softmax(x, dim):
    # 减去最大值，防止 exp 溢出
    zuida = x.max()
    e = torch.exp(x - zuida)
    return e / e.sum(dim=dim, keepdim=True)
