# exercise: ex_fix_second_head
# mistake: The learner looped over a.shape[0] (the batch axis 批, size 1) instead of a.shape[1] (the head axis 头), so only one head's scores are returned.
# mistake_zh: 学习者遍历的是 a.shape[0]（批维度，大小为 1），而不是 a.shape[1]（头维度），所以只返回了一个头的分数。
# keywords: head axis, a.shape[1], batch, loop

import torch


def ex_fix_second_head(a):
    jieguo = []
    tou_shu = a.shape[0]        # 头数
    for i in range(tou_shu):
        tou = a[0, i]
        jieguo.append(tou @ tou.T)
    return torch.stack(jieguo)
