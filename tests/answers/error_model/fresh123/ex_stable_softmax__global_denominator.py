# exercise: ex_stable_softmax
# mistake: Shifts by the per-slice maximum correctly but divides by the sum of all entries of the tensor, not the sum along dim; each slice must be normalised by its own sum. [cond: more than one slice]
import torch


def ex_stable_softmax(x, dim):
    m, _ = torch.max(x, dim=dim, keepdim=True)
    num = (x - m).exp()
    Z = num.sum()
    return num / Z
