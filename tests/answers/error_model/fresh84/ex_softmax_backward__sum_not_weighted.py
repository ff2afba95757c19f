# exercise: ex_softmax_backward
# mistake: Multiplies only dP by P and subtracts the bare sum, computing P·dP − Σ_j dP_j P_j; the sum must be multiplied by P too: P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P,dP):
    s=(dP*P).sum(dim=-1,keepdim=True);return P*dP-s
