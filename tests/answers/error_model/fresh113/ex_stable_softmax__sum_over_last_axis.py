# exercise: ex_stable_softmax
# mistake: The learner subtracts the max along dim but divides by the sum over the last axis (dim=-1), so the result is wrong whenever dim is not the last axis. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    if x.dim() == 0:
        raise ValueError("need at least one axis")
    x = x.contiguous()
    shift = x.amax(dim=dim, keepdim=True)
    num = torch.exp(x - shift)
    den = num.sum(-1, keepdim=True)
    assert torch.all(den > 0)
    return num / den
