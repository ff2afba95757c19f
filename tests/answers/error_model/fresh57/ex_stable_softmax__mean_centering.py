# exercise: ex_stable_softmax
# mistake: Centred the scores by their mean along dim instead of subtracting the maximum, so scores far above the mean (e.g. 1e4 next to 0) still overflow to inf and give NaN; subtract the max. [cond: scores in a slice spread by more than about 88 (float32)]
import torch


def ex_stable_softmax(x, dim):
    # centre the logits (softmax is shift invariant)
    centred = x - x.mean(dim=dim, keepdim=True)
    unnorm = torch.exp(centred)
    Z = unnorm.sum(dim=dim, keepdim=True)
    return unnorm / Z
