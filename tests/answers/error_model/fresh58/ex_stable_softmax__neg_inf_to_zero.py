# exercise: ex_stable_softmax
# mistake: To avoid NaN the learner replaces -inf scores by 0 with boolean indexing before the softmax, so masked (-inf) entries get a positive weight instead of 0; -inf must stay -inf (its exp is 0). [cond: only for inputs containing -inf]
import torch


def ex_stable_softmax(x, dim):
    x = x.clone()
    x[torch.isinf(x) & (x < 0)] = 0.0
    shifted = x - x.amax(dim=dim, keepdim=True)
    ex = torch.exp(shifted)
    return ex / ex.sum(dim=dim, keepdim=True)
