# exercise: ex_fix_second_head
# mistake: Uses the batched product followed by .squeeze(), which also drops the head axis when h == 1 (and the token axes when n == 1); only axis 0 should be removed. [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    # the batched version is already right, just drop the batch of 1
    batched = a @ a.transpose(2, 3)
    return batched.squeeze()
