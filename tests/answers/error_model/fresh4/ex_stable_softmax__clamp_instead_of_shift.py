# exercise: ex_stable_softmax
# mistake: The learner clamps the scores at 80 to avoid overflow instead of subtracting the maximum; clamping changes the values (all large scores become equal), so the result is wrong whenever a score exceeds the clamp. Subtract the maximum along dim instead.
# mistake_zh: 学习者把分数截断在 80 以防溢出，而不是减去最大值；截断会改变数值（所有很大的分数变得相等），只要有分数超过截断值结果就是错的。应沿 dim 减去最大值。
# keywords: clamp, subtract, maximum, changes, values
import torch


def ex_stable_softmax(x, dim):
    x = x.clamp(max=80.0)        # exp(88) is the float32 limit
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
