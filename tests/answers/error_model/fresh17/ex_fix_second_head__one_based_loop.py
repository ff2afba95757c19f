# exercise: ex_fix_second_head
# mistake: Looped over heads with range(1, h + 1) as in 1-based notation, so head 0 is skipped and a[0, h] raises IndexError; heads are indexed 0..h-1.
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(1, h + 1):
        head = a[0, i, :, :]
        out.append(head @ head.T)
    return torch.stack(out)
