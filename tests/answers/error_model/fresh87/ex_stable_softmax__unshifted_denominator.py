# exercise: ex_stable_softmax
# mistake: Only the numerator is shifted by the maximum; the denominator still sums exp(x) of the raw scores, so the result is scaled by exp(-max) (wrong everywhere, and 0 or NaN for large scores). Both must use the shifted exponentials.
import torch


def ex_stable_softmax(x, dim):
    num = torch.exp(x - x.amax(dim=dim, keepdim=True))
    den = torch.exp(x).sum(dim=dim, keepdim=True)
    return num / den
