# exercise: ex_stable_softmax
# mistake: The learner subtracts the max in place (x.sub_), which overwrites the caller's input tensor; the shift must be done out of place.
import torch


def ex_stable_softmax(x, dim):
    if x.shape[dim] == 1:
        return torch.ones_like(x)
    m = x.amax(dim=dim, keepdim=True)
    m = torch.where(torch.isinf(m), torch.zeros_like(m), m)
    shifted = x.sub_(m)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
