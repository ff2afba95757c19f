# exercise: ex_stable_softmax
# mistake: The learner builds the maximum with a loop over x.select(dim, i) and subtracts it without unsqueezing dim back, so broadcasting lines it up with the last axis: right for dim=0, wrong (or a shape error) for any other dim. [cond: dim is not the first axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.select(dim, 0).clone()
    for i in range(1, x.shape[dim]):
        m = torch.maximum(m, x.select(dim, i))
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
