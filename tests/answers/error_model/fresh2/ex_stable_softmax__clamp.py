# exercise: ex_stable_softmax
# mistake: Clamping the scores at 80 avoids inf but changes the result: all large scores become equal (1e4 and 9990 get the same weight); subtract the maximum along dim instead, which leaves the softmax unchanged.
# mistake_zh: 把得分截断到 80 虽然避免了 inf，却改变了结果：所有大的得分都变得相同（1e4 和 9990 得到相同权重）；应沿 dim 减去最大值，这不会改变 softmax。
# keywords: clamp, maximum, subtract, overflow, unchanged

import torch

MAX_EXP = 80.0   # exp(88) is about the float32 limit


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=MAX_EXP))
    return e / e.sum(dim, keepdim=True)
