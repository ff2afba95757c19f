# exercise: ex_fix_second_head
# mistake: The loop over the heads runs over range(h - 1), so the last head is never computed; use range(h).
# mistake_zh: 对头的循环写成 range(h - 1)，最后一个头从未计算；应使用 range(h)。
# keywords: range, last, h

import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for k in range(h - 1):
        out.append(a[0, k] @ a[0, k].transpose(0, 1))
    return torch.stack(out)
