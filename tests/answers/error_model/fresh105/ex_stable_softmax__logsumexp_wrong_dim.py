# exercise: ex_stable_softmax
# mistake: The learner computed the log-normaliser with torch.logsumexp over dim=-1 regardless of the dim argument; the normaliser must be taken along dim. [cond: dim not the last axis]
import torch


def ex_stable_softmax(x, dim):
    log_Z = torch.logsumexp(x, dim=-1, keepdim=True)
    return torch.exp(x - log_Z)
