# exercise: ex_fix_second_head
# mistake: Indexes a[0, :, i] (fixing a token, over all heads) instead of a[0, i] (the i-th head), so the stacked result is (h, h, h) head-by-head products instead of (h, n, n).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        X = a[0, :, i]
        out.append(X @ X.T)
    return torch.stack(out)
