# exercise: ex_stable_softmax
# mistake: no division by the sum
# accept: rewrite.no_normalise
import torch
def ex_stable_softmax(x, dim):
    m, _ = torch.max(x, dim=dim, keepdim=True)
    return torch.exp(x - m)
