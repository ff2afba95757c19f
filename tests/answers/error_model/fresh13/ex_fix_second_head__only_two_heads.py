# exercise: ex_fix_second_head
# mistake: It fixes the index of the second head to a[0, 1] but still stacks exactly two heads, so for h != 2 the result is not (h, n, n); loop over range(a.shape[1]).
# mistake_zh: 它把第二个头的下标改成了 a[0, 1]，但仍只堆叠两个头，所以 h != 2 时结果不是 (h, n, n)；应遍历 range(a.shape[1])。
# keywords: any number of heads, a.shape[1], loop, h
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
