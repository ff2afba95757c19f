# exercise: ex_fix_second_head
# mistake: Sliced a[:, i] (keeping the batch axis of size 1), so each score is (1, n, n) and the stack has shape (h, 1, n, n) instead of (h, n, n); index a[0, i].
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.size(1)):
        head_i = a[:, i]                    # (1, n, d)
        out.append(head_i @ head_i.mT)
    return torch.stack(out)
