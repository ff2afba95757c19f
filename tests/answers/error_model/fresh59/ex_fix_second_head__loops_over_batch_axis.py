# exercise: ex_fix_second_head
# mistake: The learner loops over a.shape[0] (the batch axis, always 1) instead of a.shape[1] (the heads), so only the first head is returned; it must iterate over every head. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.stack(scores)
