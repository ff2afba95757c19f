# exercise: ex_fix_second_head
# mistake: Fixed the index to a[0, 1] but still returns exactly two heads, so it fails (wrong shape or IndexError) for h ≠ 2. Loop over every head: range(a.shape[1]).
# mistake_zh: 把索引改成了 a[0, 1]，但仍然只返回两个头，所以当 h ≠ 2 时出错（形状不对或 IndexError）。应遍历每个头：range(a.shape[1])。
# keywords: every head, range(a.shape[1]), two heads, loop, h
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
