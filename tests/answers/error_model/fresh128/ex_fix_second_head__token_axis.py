# exercise: ex_fix_second_head
# mistake: The learner indexes a[0, :, i] (the token axis) instead of a[0, i] (the head axis), so each "head" is one token across all heads; head i is a[0, i, :, :].
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    heads = [a[0, :, i] for i in range(h)]
    for hd in heads:
        print(hd.shape)
    return torch.stack([x @ x.T for x in heads])
