# exercise: ex_fix_second_head
# mistake: The learner indexed the head as a[0, :, i, :], which picks token i across all heads, and looped over the tokens; head i is a[0, i, :, :] for i in range(h). [cond: h > 1 or n > 1]
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    out = []
    for i in range(n):
        head = a[0, :, i, :]
        out.append(head @ head.T)
    return torch.stack(out)
