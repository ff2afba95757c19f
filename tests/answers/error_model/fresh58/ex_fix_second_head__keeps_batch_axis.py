# exercise: ex_fix_second_head
# mistake: The learner slices a[:, i] (keeping the batch axis) and stacks, giving shape (h, 1, n, n) instead of (h, n, n); the batch index must be taken (a[0, i]) or squeezed.
import torch


def ex_fix_second_head(a):
    heads = []
    for i in range(a.shape[1]):
        hi = a[:, i]
        heads.append(hi @ hi.transpose(-1, -2))
    return torch.stack(heads)
