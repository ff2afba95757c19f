# exercise: ex_softmax_backward
# mistake: The learner loops over the first axis as if P were 2-D and sums dP·P over the whole slice P[r]; for more than 2 axes that sum covers several rows instead of only the last axis. [cond: inputs with more than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    dS = torch.zeros_like(P)
    for r in range(P.shape[0]):
        s = (dP[r] * P[r]).sum()
        dS[r] = P[r] * (dP[r] - s)
    return dS
