# exercise: ex_fix_second_head
# mistake: You fixed the index to a[0, 1] but still build exactly two heads; for any h you must loop over all heads a[0, i].
# mistake_zh: 你把下标改成了 a[0, 1]，但仍然只构造两个头；对任意 h 应对所有头 a[0, i] 循环。
# keywords: heads, loop, index, h

import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
