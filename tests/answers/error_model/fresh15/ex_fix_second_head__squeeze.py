# exercise: ex_fix_second_head
# mistake: Drops the batch axis with a.squeeze() instead of a[0]; with a single head (h = 1) squeeze also removes the head axis and .transpose(1, 2) then fails (dimension out of range).
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()              # (h, n, d)
    return heads @ heads.transpose(1, 2)
