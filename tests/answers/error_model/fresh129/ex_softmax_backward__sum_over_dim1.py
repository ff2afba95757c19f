# exercise: ex_softmax_backward
# mistake: The learner hard-codes the row sum over dim=1, which is the last axis only for 2-D inputs; for 3-D or 4-D attention weights it sums over the wrong axis. The sum must be over dim=-1. [cond: inputs with other than 2 axes]
import torch

def ex_softmax_backward(P, dP):
    # P: (T_q, T_k) rows = queries
    row = (P * dP).sum(dim=1, keepdim=True)    # (T_q, 1)
    return P * (dP - row)
