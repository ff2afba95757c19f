# exercise: ex_stable_softmax
# mistake: Sums the exponentials without keepdim=True, so the sums broadcast against the wrong axis (wrong numbers or a shape error whenever dim is not axis 0); the sum needs keepdim=True. [cond: dim != 0]
import torch


def ex_stable_softmax(x, dim):
    x_max = x.amax(dim=dim, keepdim=True)
    numerator = torch.exp(x - x_max)
    denominator = numerator.sum(dim=dim)
    return numerator / denominator
