# exercise: ex_stable_softmax
# mistake: The learner subtracted the single global maximum x.max() instead of the maximum along dim; a slice whose values lie far below the global maximum underflows to all zeros and gives 0/0 = NaN. Subtract x.amax(dim=dim, keepdim=True).
# mistake_zh: 学习者减去的是整个张量的最大值 x.max()，而不是沿 dim 的最大值；某个切片的值若远小于全局最大值，会全部下溢成 0，得到 0/0 = NaN。应减去 x.amax(dim=dim, keepdim=True)。
# keywords: max along dim, global max, underflow, NaN, keepdim
import math
import torch


def ex_stable_softmax(x, dim):
    m = x.max()  # numpy habit: np.max(x)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
