# exercise: ex_fix_second_head
# mistake: The learner fixed the second head to a[0, 1] but still hard-codes exactly two heads; the function must compute head @ head.T for every head i in range(a.shape[1]).
# mistake_zh: 学习者把第二个头改成了 a[0, 1]，但仍然只写死了两个头；函数必须对 range(a.shape[1]) 中的每个头 i 计算 head @ head.T。
# keywords: every head, a.shape[1], loop, stack

import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]   # 第二个头是 a[0, 1]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
