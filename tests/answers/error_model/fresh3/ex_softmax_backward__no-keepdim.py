# exercise: ex_softmax_backward
# mistake: Your sum over the last axis drops it (no keepdim=True), so it broadcasts against the wrong axis of P.
# mistake_zh: 你对最后一个轴求和时丢掉了该轴（没有 keepdim=True），结果沿 P 的错误轴广播。
# keywords: keepdim, sum, broadcast, axis

import torch


def ex_softmax_backward(P, dP):
    s = (P * dP).sum(dim=-1)
    return P * (dP - s)
