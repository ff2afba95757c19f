# exercise: ex_stable_softmax
# mistake: Took the max without keepdim and put the axis back with unsqueeze(-1), which is at the end instead of at dim, so for dim other than the last the wrong maxima are subtracted (or the shapes don't broadcast); use keepdim=True or unsqueeze(dim).
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
