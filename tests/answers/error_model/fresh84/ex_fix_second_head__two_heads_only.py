# exercise: ex_fix_second_head
# mistake: Fixes the second head to a[0, 1] but still stacks exactly two heads, so it is wrong for any h other than 2; it must loop over all a.shape[1] heads. [cond: only when h != 2]
import torch
def ex_fix_second_head(a):
    f=a[0,0];s=a[0,1];return torch.stack([f@f.T,s@s.T])
