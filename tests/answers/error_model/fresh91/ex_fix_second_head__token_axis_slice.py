# exercise: ex_fix_second_head
# mistake: Slices a[0, :, i] (all heads of token i) instead of a[0, i] (head i), so each matrix compares heads, not tokens, and the shape is wrong.
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    scores = []
    for i in range(h):
        head_i = a[0, :, i]
        scores.append(head_i @ head_i.T)
    return torch.stack(scores)
