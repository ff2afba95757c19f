# exercise: ex_fix_second_head
# mistake: Fixes the second head to a[0, 1] but still builds exactly two heads, so the result is wrong for any h other than 2; it must loop over all a.shape[1] heads. [cond: h != 2]
import torch

HEADS_TO_CHECK = (0, 1)

def ex_fix_second_head(a):
    heads = [a[0, i, :, :] for i in HEADS_TO_CHECK]
    return torch.stack([hh @ hh.T for hh in heads])
