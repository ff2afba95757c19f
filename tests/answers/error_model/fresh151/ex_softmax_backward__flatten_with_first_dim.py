# exercise: ex_softmax_backward
# mistake: To use a 2-D Jacobian formula the learner flattened with reshape(-1, P.shape[0]) instead of reshape(-1, P.shape[-1]), so rows no longer are softmax rows. [cond: P.shape[0] != P.shape[-1]]
import torch


def ex_softmax_backward(P, dP):
    shape = P.shape
    P2 = P.reshape(-1, shape[0])
    dP2 = dP.reshape(-1, shape[0])
    J = torch.diag_embed(P2) - P2[:, :, None] * P2[:, None, :]    # (rows, k, k)
    dS = torch.bmm(J, dP2[:, :, None])[:, :, 0]
    return dS.reshape(shape)
