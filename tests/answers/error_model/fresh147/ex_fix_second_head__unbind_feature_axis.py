# exercise: ex_fix_second_head
# mistake: Unbound a[0] along dim=-1 (the features) instead of dim=0 (the heads), so each "head" is one feature column of shape (h, n) and the result is (d, h, h); the heads are a[0].unbind(0).
import torch


def ex_fix_second_head(a):
    heads = a[0].unbind(dim=-1)
    return torch.stack([head @ head.T for head in heads])
