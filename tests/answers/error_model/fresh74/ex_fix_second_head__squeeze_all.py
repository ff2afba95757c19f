# exercise: ex_fix_second_head
# mistake: The learner squeezes a to drop the batch axis, but squeeze() also drops the head axis when h == 1 (and the token axis when n == 1), so transpose(1, 2) then fails; drop only axis 0 (a[0] or squeeze(0)). [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    per_head = a.squeeze()                        # (h, n, d)
    return per_head @ per_head.transpose(1, 2)    # all heads at once
