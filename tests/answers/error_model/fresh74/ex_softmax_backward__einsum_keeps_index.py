# exercise: ex_softmax_backward
# mistake: The learner's einsum keeps the index i in the output ('...i,...i->...i'), so it computes the elementwise product dP_i P_i instead of the sum Σ_j dP_j P_j along the last axis.
import torch


class Jacobian:
    """softmax jacobian-vector product, J_ij = P_i (delta_ij - P_j)"""

    def __init__(self, P):
        self.P = P

    def vjp(self, dP):
        proj = torch.einsum("...i,...i->...i", dP, self.P)
        return self.P * (dP - proj)


def ex_softmax_backward(P, dP):
    return Jacobian(P).vjp(dP)
