# exercise: ex_stable_softmax
# mistake: loop, never divides
# accept: rewrite.no_normalise
import torch
def ex_stable_softmax(x, dim):
    out = x.clone()
    m = x.max(dim=dim, keepdim=True).values
    out = torch.exp(out - m)
    total = out.sum(dim=dim, keepdim=True)
    return out
