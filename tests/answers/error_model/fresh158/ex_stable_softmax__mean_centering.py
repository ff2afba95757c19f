# exercise: ex_stable_softmax
# mistake: The learner centred the scores on their mean instead of subtracting the maximum, which still overflows when scores are far apart; subtract the max along dim. [cond: only when scores in a slice differ by more than about 180]
import torch


def ex_stable_softmax(x, dim):
    centred = x - x.mean(dim=dim, keepdim=True)   # zero-mean logits
    w = centred.exp()
    return w / w.sum(dim=dim, keepdim=True)
