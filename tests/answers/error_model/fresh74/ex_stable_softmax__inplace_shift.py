# exercise: ex_stable_softmax
# mistake: The learner shifts and exponentiates the input in place (sub_, exp_), so the returned tensor is the caller's x itself and x is overwritten; the softmax must be computed on new tensors.
import torch


def ex_stable_softmax(x, dim):
    with torch.no_grad():
        m = x.amax(dim=dim, keepdim=True)
        x.sub_(m)
        x.exp_()
        x.div_(x.sum(dim=dim, keepdim=True))
    return x
