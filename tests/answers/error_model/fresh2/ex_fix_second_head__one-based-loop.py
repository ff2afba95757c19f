# exercise: ex_fix_second_head
# mistake: The loop counts heads from 1 (range(1, h)), so head 0 is skipped and only h − 1 results are stacked; Python indexes from 0, loop over range(h).
# mistake_zh: 循环从 1 开始计数（range(1, h)），跳过了第 0 个头，只堆叠了 h − 1 个结果；Python 从 0 开始索引，应遍历 range(h)。
# keywords: index, range, zero, heads, loop

import torch


def ex_fix_second_head(a):
    num_heads = a.shape[1]
    results = []
    for i in range(1, num_heads):      # head 1, head 2, ...
        head = a[0, i, :, :]
        results.append(head @ head.T)
    return torch.stack(results)
