# exercise: ex_fix_second_head
# mistake: The learner fixed the index of the second head (a[0, 1]) but still stacks exactly two heads, so any a with h ≠ 2 gives the wrong number of heads. Loop over range(a.shape[1]).
# mistake_zh: 学习者把第二个头的下标改成了 a[0, 1]，但仍然只堆叠两个头，所以当 h ≠ 2 时头的数量不对。应遍历 range(a.shape[1])。
# keywords: every head, range, h, loop, number of heads
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
