# exercise: ex_fix_second_head
# mistake: Uses a.squeeze(), which also drops the head axis when h == 1 (or any other axis of size 1), so the loop runs over tokens instead of heads; only the batch axis should be removed (a[0] or squeeze(0)). [cond: h == 1, or n or d equal to 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()
    return torch.stack([hd @ hd.T for hd in heads])
