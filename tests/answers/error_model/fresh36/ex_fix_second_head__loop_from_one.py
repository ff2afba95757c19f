# exercise: ex_fix_second_head
# mistake: Rewrites the two hard-coded heads as a loop but starts it at 1 (range(1, h), 1-based habit), so the first head is left out and only h - 1 score matrices are stacked; the loop must run over range(h).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    per_head = []
    for i in range(1, h):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
