# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum of the whole tensor instead of the maximum along dim, so a slice far below the global maximum underflows to all zeros and gives 0/0 = NaN. [cond: slices along dim whose maxima differ by more than about 100]
import torch


def ex_stable_softmax(x, dim):
    # biggest score -> 0, everything else negative: exp can't overflow
    z = x - x.max()
    num = torch.exp(z)
    return num / num.sum(dim=dim, keepdim=True)
