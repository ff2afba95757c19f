# exercise: ex_softmax_backward
# mistake: The learner uses only the diagonal of the softmax Jacobian, dS = dP · P · (1 − P), dropping the off-diagonal terms −P_i P_j; the full result is P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    local = P * (1 - P)
    return dP * local


if __name__ == "__main__":
    P = torch.tensor([0.5, 0.5])
    dP = torch.tensor([1.0, -1.0])
    assert torch.allclose(ex_softmax_backward(P, dP), torch.tensor([0.25, -0.25]))
    print("ok")
