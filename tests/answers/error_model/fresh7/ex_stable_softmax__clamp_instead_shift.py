# exercise: ex_stable_softmax
# mistake: Clamped the scores at 80 instead of subtracting the maximum. It no longer overflows, but it changes the values: scores above 80 all become equal (e.g. [1e4, 1e4-5, 0] gives ≈0.5/0.5/0 instead of ≈1/0/0), and a row of very negative scores (≈-1e4) still underflows to 0/0 = NaN. Subtracting the max is exact; clamping is not.
# mistake_zh: 把分数截断到 80，而不是减去最大值。这样不会溢出，但改变了数值：超过 80 的分数都变得相同（例如 [1e4, 1e4-5, 0] 得到约 0.5/0.5/0 而不是约 1/0/0），而一行很负的分数（约 -1e4）仍会下溢为 0/0 = NaN。减去最大值是精确的，截断不是。
# keywords: clamp, subtract max, shift invariance, large scores, overflow
import torch

MAX_EXP = 80.0  # exp(88) is about the float32 limit


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=MAX_EXP)
    num = torch.exp(safe)
    return num / num.sum(dim=dim, keepdim=True)
