# exercise: ex_fix_second_head
# mistake: The learner took head i as a[0, :, i] (token i of every head) instead of a[0, i] (the heads are axis 1); the result is only the right shape when n equals h, and its numbers are wrong.
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.stack([a[0, :, i, :] @ a[0, :, i, :].T for i in range(h)])
