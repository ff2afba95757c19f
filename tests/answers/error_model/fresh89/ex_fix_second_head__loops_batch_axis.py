# exercise: ex_fix_second_head
# mistake: The loop runs over range(a.shape[0]), the batch axis of size 1, so only the first head is returned; it must loop over the heads, range(a.shape[1]).
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[0]):
        hi = a[0, i, :, :]
        out.append(hi @ hi.T)
    return torch.stack(out)
