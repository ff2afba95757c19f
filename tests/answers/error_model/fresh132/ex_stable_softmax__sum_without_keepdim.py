# exercise: ex_stable_softmax
# mistake: The learner divides by the sum taken without keepdim, so the sums broadcast along the wrong axis (silently wrong for square inputs, an error otherwise); the sum needs keepdim=True. [cond: wrong or an error except for a 2-D input with dim=0 or a single slice]
import torch


def ex_stable_softmax(x, dim):
    mx = torch.amax(x, dim=dim, keepdim=True)
    ex = torch.exp(x - mx)
    tot = ex.sum(dim=dim)
    return ex / tot
