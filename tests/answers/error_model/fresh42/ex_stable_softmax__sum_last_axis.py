# exercise: ex_stable_softmax
# mistake: Subtracts the maximum along dim but sums along the last axis (dim=-1) regardless of dim; the sum must also be taken along dim. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    zhishu = (x - m).exp()
    he = zhishu.sum(-1, keepdim=True)   # 按行求和
    return zhishu / he
