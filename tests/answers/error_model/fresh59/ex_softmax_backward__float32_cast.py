# exercise: ex_softmax_backward
# mistake: The learner casts P and dP to float32 "for stability", so float64 inputs get a float32 (less precise) result; the gradient should keep the inputs' dtype. [cond: inputs not float32]
def ex_softmax_backward(P, dP):
    P32, dP32 = P.float(), dP.float()
    s = (dP32 * P32).sum(dim=-1, keepdim=True)
    return P32 * (dP32 - s)
