# exercise: ex_stable_softmax
# mistake: In the log-sum-exp the learner sums exp over the whole tensor (torch.sum without dim), so slices are normalised together; the sum must be along dim with keepdim=True. [cond: more than one slice along the other axes]
import torch

def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    log_z = m + torch.log(torch.sum(torch.exp(x - m)))
    return torch.exp(x - log_z)
