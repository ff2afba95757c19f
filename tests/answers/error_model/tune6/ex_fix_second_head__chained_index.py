# exercise: ex_fix_second_head
# mistake: Indexes a[i][0] (the loop's head number on the batch axis, then the first head) instead of a[0][i]; with a batch of one it raises at the second head.
# mistake_zh: 写成了 a[i][0]（把循环的头编号放在批次维上，再取第一个头），而不是 a[0][i]；批次只有 1 个时在第二个头处报错。
# keywords: head axis, position, index, batch axis
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[i][0]
        out.append(head @ head.transpose(0, 1))
    return torch.stack(out)
