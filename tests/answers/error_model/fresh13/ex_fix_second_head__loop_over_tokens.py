# exercise: ex_fix_second_head
# mistake: The loop runs over range(a.shape[2]) (the tokens n) instead of a.shape[1] (the heads h), so it stacks n matrices (or indexes out of range); the head axis is 1.
# mistake_zh: 循环遍历 range(a.shape[2])（词元数 n）而不是 a.shape[1]（头数 h），因此堆叠了 n 个矩阵（或下标越界）；头轴是第 1 轴。
# keywords: head axis, shape[1], heads, loop
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[2]):
        head = a[0, i]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
