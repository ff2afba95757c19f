# exercise: ex_fix_second_head
# mistake: The learner fixed the index of the second head but still stacks exactly two heads; the statement allows any number of heads, so loop over range(a.shape[1]).
# mistake_zh: 学习者改对了第二个头的下标，但仍只堆叠两个头；题目允许任意头数，应遍历 range(a.shape[1])。
# keywords: number of heads, loop, range, hard-coded

import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
