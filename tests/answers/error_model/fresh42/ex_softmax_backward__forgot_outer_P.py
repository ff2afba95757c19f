# exercise: ex_softmax_backward
# mistake: Returns dP − Σⱼ dPⱼ Pⱼ without the final multiplication by P; dS = P ⊙ (dP − Σⱼ dPⱼ Pⱼ).
import torch


def ex_softmax_backward(P, dP):
    jiaquan_he = (dP * P).sum(-1, keepdim=True)
    dS = dP - jiaquan_he
    return dS
