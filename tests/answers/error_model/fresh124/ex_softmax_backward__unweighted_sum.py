# exercise: ex_softmax_backward
# mistake: The learner subtracts the plain sum of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    return P * (dP - s)


if __name__ == "__main__":
    P = torch.softmax(torch.randn(3, 4), dim=-1)
    dP = torch.ones(3, 4)          # loss = sum(P) = const -> gradient 0 ... ?
    out = ex_softmax_backward(P, dP)
    assert out.shape == P.shape
    print(out)
