# exercise: ex_softmax_backward
# mistake: Computed dP − Σⱼ Pⱼ dPⱼ and forgot the final elementwise factor P; dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ).
import torch


def ex_softmax_backward(P, dP):
    # dS_i = sum_j dP_j (delta_ij p_i - p_i p_j)
    inner = torch.einsum('...j,...j->...', P, dP).unsqueeze(-1)
    return dP - inner
