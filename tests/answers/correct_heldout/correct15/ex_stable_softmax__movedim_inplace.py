# exercise: ex_stable_softmax
# style: moves dim to the end, clones, in-place sub_/exp_/div_ on that fresh tensor, moves it back; prints a check at import.
import torch


def ex_stable_softmax(x, dim):
    y = x.movedim(dim, -1).clone()  # a fresh tensor: in-place ops are safe
    y.sub_(y.max(dim=-1, keepdim=True).values)
    y.exp_()
    y.div_(y.sum(dim=-1, keepdim=True))
    return y.movedim(-1, dim)


print(ex_stable_softmax(torch.tensor([1e4, 1e4 - 1.0, 0.0]), 0))
