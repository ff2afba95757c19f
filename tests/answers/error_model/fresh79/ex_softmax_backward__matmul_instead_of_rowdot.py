# exercise: ex_softmax_backward
# mistake: The learner computes the inner term as dP @ P.mT (a matrix of all row pairs) instead of the per-row dot product (dP * P).sum(-1, keepdim=True), so only the diagonal pairs are right. [cond: square last two axes; otherwise it crashes]
import torch


def ex_softmax_backward(P, dP):
    inner = dP @ P.mT
    return P * (dP - inner)
