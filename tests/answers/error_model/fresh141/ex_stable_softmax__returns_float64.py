# exercise: ex_stable_softmax
# mistake: The learner converted to float64 for precision and returned the float64 result, so a float32 input gets a float64 output; the softmax must keep the input's dtype. [cond: only for inputs that are not float64]
import torch


def ex_stable_softmax(x, dim):
    lp = x.double()
    lp = lp - torch.logsumexp(lp, dim=dim, keepdim=True)   # log-probabilities
    return lp.exp()
