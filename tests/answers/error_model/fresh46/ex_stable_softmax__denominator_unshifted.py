# exercise: ex_stable_softmax
# mistake: The learner shifts the numerator by the maximum but sums exp of the unshifted scores in the denominator, which is wrong by a factor exp(max) and overflows for large scores; numerator and denominator must both use the shifted scores.
import torch


def ex_stable_softmax(x, dim):
    x_max = x.amax(dim=dim, keepdim=True)
    num = torch.exp(x - x_max)
    den = torch.exp(x).sum(dim=dim, keepdim=True)
    return num / den
