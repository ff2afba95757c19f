# exercise: ex_fix_second_head
# mistake: The learner loops over range(a.shape[0]), the batch axis (size 1), so only the first head is returned, shape (1, n, n); the heads are on axis 1.
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        out.append(head @ head.T)
    return torch.stack(out)
