# exercise: ex_fix_second_head
# mistake: Removed the batch axis with a.squeeze(), which also drops the head axis when h == 1 (or the token axis when n == 1), so bmm fails; it must be a[0] or squeeze(0). [cond: h == 1 or n == 1 or d == 1]
import torch
import torch.nn.functional as F

def ex_fix_second_head(a):
    heads = a.squeeze()                       # (h, n, d)
    return torch.bmm(heads, heads.transpose(1, 2))
