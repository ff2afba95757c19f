# exercise: ex_fix_second_head
# mistake: The second head is now a[0, 1], but the function still handles exactly two heads; a may have any number of heads h, so stack head @ head.T for every head a[0, i], i in range(a.shape[1]).
# mistake_zh: 第二个头现在是 a[0, 1] 了，但函数仍只处理两个头；a 可以有任意 h 个头，应对每个头 a[0, i]（i in range(a.shape[1])）计算 head @ head.T 并堆叠。
# keywords: any number of heads, two heads, range(a.shape[1]), every head, stack
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
