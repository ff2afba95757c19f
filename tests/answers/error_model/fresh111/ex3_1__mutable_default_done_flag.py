# exercise: ex3_1
# mistake: A mutable default list `done=[]` remembers across calls that the copy was made, so every call after the first returns without copying; the weights must be copied on every call. [cond: only from the second call on]
import torch


def ex3_1(sa_v1, sa_v2, done=[]):
    if len(done) > 0:
        return  # already copied
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
    done.append(True)
