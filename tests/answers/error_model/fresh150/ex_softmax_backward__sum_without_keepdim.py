# exercise: ex_softmax_backward
# mistake: The learner took the sum Σ_j dP_j P_j without keepdim=True; on a 1-D vector that is fine, but for several rows the per-row sums (shape (…,)) broadcast along the last axis instead of one per row, which fails or mixes rows. [cond: only for inputs with more than one axis]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
