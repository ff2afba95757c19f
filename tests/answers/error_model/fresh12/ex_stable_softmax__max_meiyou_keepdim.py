# exercise: ex_stable_softmax
# mistake: The learner subtracted x.amax(dim=dim) without keepdim=True, so the maximum loses its axis and broadcasts along the wrong dimension (or fails); use x.amax(dim=dim, keepdim=True).
# mistake_zh: 学习者减去 x.amax(dim=dim) 时没有写 keepdim=True，最大值丢掉了那一维，广播到了错误的维度上（或无法广播）；应当用 x.amax(dim=dim, keepdim=True)。
# keywords: keepdim, broadcast, max, dim

import torch


def ex_stable_softmax(x, dim):
    # 先减去最大值（防止 exp 溢出），再做 softmax
    zuida = x.amax(dim=dim)
    zhishu = torch.exp(x - zuida)
    return zhishu / zhishu.sum(dim=dim, keepdim=True)
