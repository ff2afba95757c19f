# exercise: ex_fix_second_head
# mistake: The learner removed the batch axis with a.squeeze() instead of a[0] (or squeeze(0)), which also drops the head axis when h == 1 (or n, d == 1), so the loop then runs over tokens. [cond: only when h == 1 or another axis has size 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()
    out = [hd @ hd.T for hd in heads.unbind(0)]
    return torch.stack(out)
