# exercise: ex_stable_softmax
# mistake: Subtracted logsumexp taken along dim without keepdim=True, so the reduced tensor lines up with the trailing axes instead of sitting at dim (wrong numbers, or a shape error); keep the reduced axis with keepdim=True. [cond: inputs with more than one axis, except reducing dim 0 of a 2-D input]
import torch


def ex_stable_softmax(x, dim):
    log = {}
    log["lse"] = torch.logsumexp(x, dim=dim)
    log["logp"] = x - log["lse"]
    return log["logp"].exp()
