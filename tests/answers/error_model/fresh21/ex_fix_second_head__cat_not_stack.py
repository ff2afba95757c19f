# exercise: ex_fix_second_head
# mistake: The learner loops over all heads but joins them with torch.cat, giving shape (h*n, n) instead of stacking to (h, n, n). [cond: h > 1]
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[1]):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.cat(scores)
