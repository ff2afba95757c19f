# exercise: ex_fix_second_head
# mistake: Slices the heads as a[:, i], keeping the batch axis of size 1, so the stacked result has shape (h, 1, n, n) instead of (h, n, n); index a[0, i].
import torch


def ex_fix_second_head(a):
    # The bug was that both heads used index 0. Iterate over every head instead,
    # so this works for any number of heads.
    per_head_scores = []
    for i in range(a.shape[1]):
        head = a[:, i]                     # select head i
        per_head_scores.append(head @ head.mT)
    return torch.stack(per_head_scores)
