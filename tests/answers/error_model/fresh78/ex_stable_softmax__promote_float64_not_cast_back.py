# exercise: ex_stable_softmax
# mistake: A decorator casts the input to float64 'for stability' and the result is never cast back, so float32 inputs give float64 output; the result must have the input's dtype. [cond: input not already float64]
import functools
import torch


def in_double(fn):
    @functools.wraps(fn)
    def wrapper(x, *args, **kwargs):
        return fn(x.to(torch.float64), *args, **kwargs)
    return wrapper


@in_double
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
