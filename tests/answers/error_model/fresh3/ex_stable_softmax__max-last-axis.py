# exercise: ex_stable_softmax
# mistake: You subtract the maximum over the last axis instead of over dim, so for any other dim the shift is not constant along the softmax axis and it can still overflow.
# mistake_zh: 你减去的是最后一个轴上的最大值，而不是 dim 轴上的；dim 不是最后一轴时，这个偏移沿 softmax 轴不是常数，仍可能溢出。
# keywords: max, dim, axis, subtract

import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
