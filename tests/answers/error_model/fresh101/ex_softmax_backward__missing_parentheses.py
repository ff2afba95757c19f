# exercise: ex_softmax_backward
# mistake: Writes P * dP − Σⱼ dPⱼPⱼ, so the sum is not multiplied by P; the product with P covers both terms: P * (dP − Σⱼ dPⱼPⱼ).
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=-1, keepdim=True)
    return P * dP - inner
