# exercise: ex_stable_softmax
# mistake: The learner does the shift, exp and division in place on x (sub_, exp_, div_), so the returned values are right but the caller's input tensor is overwritten with the result (and x and the result are the same tensor); the softmax must be computed into a new tensor.
import torch


def ex_stable_softmax(x, dim):
    # no temporaries: do it in place
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    x.div_(x.sum(dim=dim, keepdim=True))
    return x
