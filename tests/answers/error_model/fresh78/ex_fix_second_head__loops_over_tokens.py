# exercise: ex_fix_second_head
# mistake: The learner loops over range(a.shape[2]) (the tokens n) instead of range(a.shape[1]) (the heads), so there are n matrices instead of h (or an index error when n > h). [cond: n != h]
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[2]):
        per_head.append(a[0, i] @ a[0, i].transpose(0, 1))
    return torch.stack(per_head)
