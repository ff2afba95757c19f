# exercise: ex_fix_second_head
# mistake: An off-by-one: the loop runs over range(1, h), skipping head 0; use range(h) so every head is included.
# mistake_zh: 差一错误：循环写成 range(1, h)，跳过了第 0 个头；应使用 range(h)，包含每一个头。
# keywords: off-by-one, range, head 0, loop

import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.stack([a[0, i] @ a[0, i].T for i in range(1, h)])
