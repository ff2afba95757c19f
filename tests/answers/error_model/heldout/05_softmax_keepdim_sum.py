# exercise: ex_stable_softmax
# mistake: sum without keepdim
# accept: rewrite.keepdim mistake.keepdim_sum ex_stable_softmax.keepdim
import torch
def ex_stable_softmax(x, dim):
    z = x - x.max(dim=dim, keepdim=True).values
    return z.exp() / z.exp().sum(dim)
