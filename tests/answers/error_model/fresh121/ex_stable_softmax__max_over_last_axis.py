# exercise: ex_stable_softmax
# mistake: Takes the maximum along the last axis (dim=-1) whatever dim is, while the exponentials are summed along dim; the shift must be the maximum along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = x.max(dim=-1, keepdim=True).values
    ex = torch.exp(x - mx)
    return ex / ex.sum(dim=dim, keepdim=True)
