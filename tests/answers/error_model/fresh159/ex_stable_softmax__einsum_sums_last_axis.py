# exercise: ex_stable_softmax
# mistake: The maximum is taken along dim but the normaliser is an einsum '...j->...' over the last axis, so the result is wrong whenever dim is not the last axis; the sum must be along dim too. [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    Z = torch.einsum('...j->...', e)[..., None]
    return e / Z
