# exercise: ex_softmax_backward
# mistake: The learner subtracts Σⱼ dPⱼ instead of Σⱼ dPⱼ Pⱼ (the weights P inside the sum were forgotten); dS = P ⊙ (dP − Σⱼ dPⱼ Pⱼ).
import torch


def ex_softmax_backward(P, dP):
    sigma = dP.sum(dim=-1, keepdim=True)
    return P * (dP - sigma)
