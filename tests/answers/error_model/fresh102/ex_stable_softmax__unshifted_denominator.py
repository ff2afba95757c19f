# exercise: ex_stable_softmax
# mistake: Partial fix: the numerator uses exp(x − max) but the denominator still sums exp(x) unshifted, which overflows (and is wrong by a factor even when it does not); both must use the shifted values.
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)
    return torch.exp(x - m) / torch.exp(x - 0).sum(dim=dim, keepdim=True)
