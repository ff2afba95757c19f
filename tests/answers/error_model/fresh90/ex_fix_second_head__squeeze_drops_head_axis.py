# exercise: ex_fix_second_head
# mistake: The learner used a.squeeze() to drop the batch axis, which also drops the head axis when h == 1 (or the token axis when n == 1), so the loop runs over tokens; only axis 0 should be removed (a[0] or squeeze(0)). [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()
    print(heads.shape)
    out = [hd @ hd.T for hd in heads]
    return torch.stack(out)
