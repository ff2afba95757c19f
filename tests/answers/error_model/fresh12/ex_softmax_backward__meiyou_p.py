# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain row sum Σ_j dP_j instead of the P-weighted sum Σ_j P_j dP_j; dS = P ⊙ (dP − (dP ⊙ P).sum(-1, keepdim=True)).
# mistake_zh: 学习者减去的是普通的行和 Σ_j dP_j，而不是按 P 加权的和 Σ_j P_j dP_j；dS = P ⊙ (dP − (dP ⊙ P).sum(-1, keepdim=True))。
# keywords: weighted sum, P_j dP_j, Jacobian, off-diagonal

def ex_softmax_backward(P, dP):
    # softmax 反向：dS = P ⊙ (dP − Σ dP)
    return P * (dP - dP.sum(dim=-1, keepdim=True))
