# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian and multiplies, then calls .squeeze() without a dim, which also drops any leading axis of size 1 (e.g. batch 1); squeeze(-1) only. [cond: some leading axis has size 1]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # dP_i/dS_j
    return (J @ dP.unsqueeze(-1)).squeeze()
