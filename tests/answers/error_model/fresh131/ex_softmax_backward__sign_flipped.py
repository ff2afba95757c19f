# exercise: ex_softmax_backward
# mistake: The learner writes P ⊙ (Σ_j dP_j P_j − dP), the negative of the gradient; the right one is P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(-1, keepdim=True)
    grad = P * (inner - dP)
    # grad2 = P * dP - P * inner
    # print(torch.allclose(grad, grad2))
    return grad
