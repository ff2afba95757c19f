# exercise: ex_stable_softmax
# mistake: Takes the maximum without keepdim and then unsqueezes it on the last axis, which only lines up when dim is the last axis; the maximum must keep its axis at dim (keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = torch.amax(x, dim=dim).unsqueeze(-1)
    num = torch.exp(x - mx)
    den = num.sum(dim=dim).unsqueeze(-1)
    return num / den
