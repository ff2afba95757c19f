# exercise: ex_fix_second_head
# mistake: After fixing the head index the learner takes .abs() of the stacked scores (negative scores looked wrong when printed), so negative dot products come out positive; the scores must be returned as they are.
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = torch.stack([a[0, i] @ a[0, i].T for i in range(h)])
    print(out)
    return out.abs()
