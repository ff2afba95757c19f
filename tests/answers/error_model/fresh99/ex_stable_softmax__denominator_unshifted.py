# exercise: ex_stable_softmax
# mistake: Only the numerator uses the shifted scores; the denominator still sums exp(x) of the raw scores, which overflows and is off by the factor exp(max); both must use exp(x - max).
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    numerator = torch.exp(x - m)
    denominator = torch.exp(x).sum(dim=dim, keepdim=True)
    return numerator / denominator * torch.exp(m - m)
