# exercise: ex_stable_softmax
# mistake: The learner computed log Z as log(sum(exp(x))) by hand in log space without shifting by the max, which overflows to inf for large scores; the max must be subtracted before exponentiating. [cond: only for large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    # work in log space: log p = x - log Z
    log_Z = torch.log(torch.exp(x).sum(dim=dim, keepdim=True))
    return torch.exp(x - log_Z)
