# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum of the whole tensor instead of each slice's maximum along dim, so a slice far below the global maximum underflows to 0/0 = NaN; the max must be taken along dim with keepdim=True. [cond: slices whose values differ by more than ~100 from the global max]
import torch


def ex_stable_softmax(x, dim):
    if not torch.is_tensor(x):
        x = torch.as_tensor(x)
    if not x.is_floating_point():
        x = x.to(torch.get_default_dtype())
    assert -x.dim() <= dim < x.dim(), f"dim {dim} out of range for {x.dim()}-d input"
    x = x.contiguous()
    m = x.max()                       # biggest value -> exp never overflows
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
