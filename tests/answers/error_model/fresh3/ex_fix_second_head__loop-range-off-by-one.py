# exercise: ex_fix_second_head
# mistake: Your loop runs over range(1, h), starting at 1, so the first head is left out and the result has h − 1 heads.
# mistake_zh: 你的循环是 range(1, h)，从 1 开始，漏掉了第一个头，结果只有 h − 1 个头。
# keywords: off-by-one, loop, range, heads

import torch


def ex_fix_second_head(a):
    h = a.size(1)
    return torch.stack([a[0, i] @ a[0, i].transpose(0, 1) for i in range(1, h)])
