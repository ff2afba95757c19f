# exercise: ex_stable_softmax
# mistake: Subtracts the single global maximum of the whole tensor instead of each slice's maximum along dim, so a slice whose scores are far below the global max underflows to 0/0 = NaN. [cond: slices along dim whose maxima differ by more than about 100]
import torch

def ex_stable_softmax(x, dim):
    # 第一步：减去最大值，防止溢出
    zuida = x.max()
    zhi = torch.exp(x - zuida)
    # 第二步：归一化
    return zhi / zhi.sum(dim=dim, keepdim=True)
