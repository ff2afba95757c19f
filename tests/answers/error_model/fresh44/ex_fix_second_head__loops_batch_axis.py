# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]) (the batch axis, always 1) instead of the head axis a.shape[1], so only the first head is returned, shape (1, n, n). [cond: h > 1]
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.stack(scores)
