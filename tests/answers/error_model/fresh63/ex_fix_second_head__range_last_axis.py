# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[-1]) (the feature size d) instead of the number of heads a.shape[1], producing d stacked results or an index error. [cond: d != h]
import torch


def ex_fix_second_head(a):
    num = a.shape[-1]
    return torch.stack([torch.matmul(a[0, i], a[0, i].transpose(0, 1)) for i in range(num)])
