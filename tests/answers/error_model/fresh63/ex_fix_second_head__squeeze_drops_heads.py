# exercise: ex_fix_second_head
# mistake: Uses a.squeeze() to drop the batch axis, which also drops the head axis when h = 1 (and the token axis when n = 1), so the result is (n, n) instead of (1, n, n); it should index a[0] (or squeeze(0)). [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()                     # (h, n, d)
    return heads @ heads.transpose(-1, -2)  # like tf.matmul(x, x, transpose_b=True)
