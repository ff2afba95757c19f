# exercise: ex_stable_softmax
# mistake: The learner moved dim to the last axis to compute the softmax there but returned the result without moving the axis back; the output must have the input's layout. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    x = x.transpose(dim, -1)
    z = x - x.amax(dim=-1, keepdim=True)
    num = torch.exp(z)
    den = num.sum(dim=-1, keepdim=True)
    return num / den
