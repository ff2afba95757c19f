# exercise: ex_softmax_backward
# mistake: The learner flattens P and builds one Jacobian diag(P) − P Pᵀ over all entries, as if the whole tensor were a single softmax; each row along the last axis is its own softmax, so the correction sum must be taken per row. [cond: more than one row]
import torch


class SoftmaxJacobian:
    def __init__(self, P):
        self.shape = P.shape
        p = P.reshape(-1)
        self.J = torch.diag(p) - torch.outer(p, p)

    def vjp(self, dP):
        return (dP.reshape(-1) @ self.J).reshape(self.shape)


def ex_softmax_backward(P, dP):
    return SoftmaxJacobian(P).vjp(dP)
