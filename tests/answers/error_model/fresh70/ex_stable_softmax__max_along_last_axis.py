# exercise: ex_stable_softmax
# mistake: Always subtracts the maximum along the last axis whatever dim is, which changes the result (and can still overflow) when dim is not the last axis; the maximum must be taken along dim. [cond: only when dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    # 减去每一行的最大值, 防止 exp 溢出
    zuida = x.max(dim=-1, keepdim=True).values
    zhishu = torch.exp(x - zuida)
    return zhishu / zhishu.sum(dim=dim, keepdim=True)
