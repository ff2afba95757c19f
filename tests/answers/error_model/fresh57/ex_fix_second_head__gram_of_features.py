# exercise: ex_fix_second_head
# mistake: Fixed the index but multiplied head.T @ head, the (d, d) matrix over features, instead of head @ head.T, the (n, n) scores over tokens. [cond: n != d]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.size(1)):
        head = a[0, i, :, :]
        out.append(head.T @ head)
    return torch.stack(out)
