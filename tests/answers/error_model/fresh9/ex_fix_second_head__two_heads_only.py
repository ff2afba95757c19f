# exercise: ex_fix_second_head
# mistake: Fixes the index to a[0, 1] but still stacks exactly two heads, so it is wrong whenever h != 2; loop over range(a.shape[1]).
# mistake_zh: 把下标改成了 a[0, 1]，但仍然只堆叠两个头，h != 2 时就错了；应遍历 range(a.shape[1])。
# keywords: all heads, loop, h, hard-coded

import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
