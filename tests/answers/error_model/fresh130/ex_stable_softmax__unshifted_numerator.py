# exercise: ex_stable_softmax
# mistake: Only the denominator Σⱼ exp(xⱼ − m) is shifted; the numerator is still exp(xᵢ) of the unshifted score, so the result is scaled by exp(m) (and overflows for 1e4); both must use x − m.
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)
    sigma = torch.sum(torch.exp(x - m), dim=dim, keepdim=True)
    alpha = torch.exp(x) / sigma
    return alpha
