# exercise: ex_fix_second_head
# mistake: The learner loops over range(a.shape[-1]) (the feature size d) instead of range(a.shape[1]) (the heads), so it takes the wrong number of heads or runs out of range. [cond: only when d != h]
import torch


def ex_fix_second_head(a):
    outs = []
    for i in range(a.shape[-1]):
        hi = a[0, i]
        outs.append(hi @ hi.T)
    return torch.stack(outs)
