# exercise: ex_softmax_backward
# mistake: Built the Jacobian with torch.diag(P) - outer(P, P), which only works for a 1-D P (torch.diag of a matrix extracts its diagonal, outer needs vectors); batch it with diag_embed or use P·(dP − sum(P·dP, -1, keepdim=True)). [cond: P has more than one axis]

import torch


def ex_softmax_backward(P, dP):
    J = torch.diag(P) - torch.outer(P, P)  # dP_i/dS_j
    return J @ dP
