# exercise: ex_stable_softmax
# mistake: .mean instead of .sum
# accept: rewrite.reduce_op
import torch
def ex_stable_softmax(x, dim):
    e = (x - x.amax(dim=dim, keepdim=True)).exp()
    return e / e.mean(dim=dim, keepdim=True)
