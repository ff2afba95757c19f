# exercise: ex_stable_softmax
# mistake: The learner keeps the naive exp/sum and replaces the resulting NaNs with 0 (nan_to_num), so slices with huge scores come out as zeros instead of a softmax; the per-slice maximum must be subtracted before exp. [cond: scores large enough to overflow exp, e.g. 1e4]
import torch


def ex_stable_softmax(x, dim):
    e = x.exp()
    out = e / e.sum(dim=dim, keepdim=True)
    print("nans:", torch.isnan(out).sum().item())
    out = torch.nan_to_num(out, nan=0.0)
    return out
