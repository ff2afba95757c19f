# exercise: ex_fix_second_head
# mistake: The learner joins the per-head scores with torch.cat, giving shape (h*n, n), instead of torch.stack to shape (h, n, n).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    scores = [a[0, i, :, :] @ a[0, i, :, :].T for i in range(h)]
    return torch.cat(scores)
