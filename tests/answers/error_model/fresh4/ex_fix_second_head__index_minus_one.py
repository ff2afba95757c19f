# exercise: ex_fix_second_head
# mistake: The loop indexes a[0, i - 1] (a 1-based habit), so the first slot gets the last head (a[0, -1]) and every head is shifted by one; head i is a[0, i] with i counted from 0.
# mistake_zh: 循环里取的是 a[0, i - 1]（从 1 开始计数的习惯），所以第一个位置拿到的是最后一个头（a[0, -1]），每个头都错位了一个；第 i 个头是 a[0, i]，i 从 0 开始。
# keywords: off by one, index, i - 1, 0-based, shifted
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        # head 1 is a[0, 0], head 2 is a[0, 1], ...
        head = a[0, i - 1]
        out.append(head @ head.T)
    return torch.stack(out)
