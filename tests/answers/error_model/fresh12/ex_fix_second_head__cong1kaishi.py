# exercise: ex_fix_second_head
# mistake: The learner counted heads from 1 (range(1, h)), skipping head a[0, 0] and returning only h − 1 heads; heads are indexed 0 … h − 1, so loop over range(a.shape[1]).
# mistake_zh: 学习者从 1 开始数头（range(1, h)），跳过了 a[0, 0]，只返回了 h − 1 个头；头的下标是 0 … h − 1，应当遍历 range(a.shape[1])。
# keywords: index from 0, range, every head, a[0, 0]

import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    # 第 1 个头到第 h 个头
    return torch.stack([a[0, i] @ a[0, i].transpose(0, 1) for i in range(1, h)])
