# exercise: ex_stable_softmax
# mistake: shift by the minimum
# accept: ex_stable_softmax.min rewrite.reduce_op
import torch
def ex_stable_softmax(x, dim):
    z = torch.exp(x - torch.min(x, dim=dim, keepdim=True).values)
    return z / torch.sum(z, dim=dim, keepdim=True)
