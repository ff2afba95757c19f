# exercise: ex_softmax_backward
# mistake: The learner re-inserts the summed axis with [:, None], which is only the last axis for 2-D inputs; with more axes the row sums broadcast along the wrong axis (wrong values or a shape error). Use keepdim=True or [..., None]. [cond: inputs with more than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    # dS_ij = P_ij (dP_ij - sum_k P_ik dP_ik)
    inner = (P * dP).sum(dim=-1)
    return P * (dP - inner[:, None])
