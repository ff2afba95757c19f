# exercise: ex_stable_softmax
# mistake: The learner computes the naive exp(x)/sum(exp(x)) and patches the overflow afterwards with nan_to_num, which turns inf/inf into 0 instead of the true probabilities; the maximum must be subtracted before exponentiating.
import torch

def ex_stable_softmax(x, dim):
    e = torch.exp(x)
    p = e / e.sum(dim=dim, keepdim=True)
    # big scores give inf/inf = nan, replace them
    return torch.nan_to_num(p, nan=0.0, posinf=1.0)
