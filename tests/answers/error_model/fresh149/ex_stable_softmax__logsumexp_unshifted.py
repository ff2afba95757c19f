# exercise: ex_stable_softmax
# mistake: Wrote the log-sum-exp form but computed log(sum(exp(x))) from the unshifted x, which overflows to inf for large scores and returns zeros; the sum must be of exp(x - m), i.e. lse = m + log(sum(exp(x - m))). [cond: only for large scores]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    lse = torch.log(torch.sum(torch.exp(x), dim=dim, keepdim=True))
    return torch.exp(x - lse)
