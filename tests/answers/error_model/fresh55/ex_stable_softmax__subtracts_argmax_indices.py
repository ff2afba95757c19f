# exercise: ex_stable_softmax
# mistake: x.max(dim, keepdim=True) returns (values, indices) and the learner takes [1], the indices, as the maximum; shifting by a per-slice constant keeps the math right but does not prevent overflow, so scores like 1e4 give NaN. The values, [0] or amax, must be subtracted. [cond: only for large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    biggest = x.max(dim=dim, keepdim=True)[1]
    z = x - biggest
    ez = torch.exp(z)
    return ez / torch.sum(ez, dim=dim, keepdim=True)
