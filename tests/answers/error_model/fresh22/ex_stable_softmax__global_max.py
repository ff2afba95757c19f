# exercise: ex_stable_softmax
# mistake: Subtracted the maximum of the whole tensor instead of each slice's maximum, so slices far below it underflow to 0/0 = NaN; use x.amax(dim=dim, keepdim=True). [cond: slices whose scores differ by more than ~100]
import torch

def ex_stable_softmax(x, dim):
    e = torch.exp(x - x.max())
    return e / e.sum(dim=dim, keepdim=True)
