# exercise: ex_stable_softmax
# mistake: The mean along dim is subtracted instead of the maximum; the result is only stable when the scores of a slice are close together, and e.g. [1e4, 0] still overflows to NaN. Subtract the maximum. [cond: scores in a slice spread by more than about 88]
import torch


def ex_stable_softmax(x, dim):
    # centre the scores: softmax does not change if I subtract a constant per slice
    centre = x.mean(dim=dim, keepdim=True)
    z = x - centre
    print("centred:", z)
    num = torch.exp(z)
    den = num.sum(dim=dim, keepdim=True)
    p = num / den
    # checked: [1., 2., 3.] -> [0.0900, 0.2447, 0.6652] same as torch.softmax
    return p
