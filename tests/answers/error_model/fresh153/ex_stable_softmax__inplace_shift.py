# exercise: ex_stable_softmax
# mistake: Shifts the scores with an in-place x -= max, which overwrites the caller's tensor; the shifted scores must be a new tensor (x - max).
import torch


def ex_stable_softmax(x, dim):
    assert -x.dim() <= dim < x.dim(), f"bad dim {dim} for shape {tuple(x.shape)}"
    with torch.no_grad():
        x -= x.amax(dim=dim, keepdim=True)
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)
