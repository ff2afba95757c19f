# exercise: ex_fix_second_head
# mistake: Multiplies head.T @ head, the (d, d) feature Gram matrix, instead of head @ head.T, the (n, n) token scores. (The shape is wrong whenever n != d.)
import numpy as np
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[0, i]            # (n, d)
        out.append(head.T @ head)
    return torch.stack(out)
