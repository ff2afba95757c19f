# exercise: ex_fix_second_head
# mistake: The second head is now a[0, 1], but the function still handles exactly two heads; stack one head @ headᵀ per head for every head of a (a.shape[1] of them).
# mistake_zh: 第二个头已改为 a[0, 1]，但函数仍只处理两个头；应对 a 的每一个头（共 a.shape[1] 个）计算 head @ headᵀ 并堆叠。
# keywords: heads, every, loop, stack, shape

import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
