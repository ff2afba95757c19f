# exercise: ex_stable_softmax
# mistake: Out of the att[..., -1] habit the learner takes the maximum along the last axis (dim=-1) but normalises along dim; the shift must be the maximum along the same dim, otherwise it is not constant within a slice.
# mistake_zh: 出于总在最后一维做 softmax 的习惯，学习者沿最后一维（dim=-1）取最大值，却沿 dim 归一化；减去的最大值必须沿同一个 dim 取，否则在一个切片内不是常数。
# keywords: max, dim, same axis, keepdim
import torch


def ex_stable_softmax(x, dim):
    m, _ = torch.max(x, dim=-1, keepdim=True)
    e = torch.exp(x - m)
    return e / torch.sum(e, dim=dim, keepdim=True)
