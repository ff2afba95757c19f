# exercise: ex_stable_softmax
# mistake: The learner gathers the maximum with argmax along dim but calls gather on the last axis (-1), so for dim other than the last the subtracted values are wrong elements and large scores overflow. [cond: dim not the last axis]
import torch


def ex_stable_softmax(x, dim):
    idx = x.argmax(dim=dim, keepdim=True)
    mx = torch.gather(x, -1, idx)
    e = torch.exp(x - mx)
    return e / e.sum(dim=dim, keepdim=True)
