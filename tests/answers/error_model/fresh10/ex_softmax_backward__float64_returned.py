# exercise: ex_softmax_backward
# mistake: To be 'numerically careful' the learner computes in float64 and returns float64; the gradient must have the dtype of P and dP (convert back with .to(P.dtype) or stay in their dtype).
# mistake_zh: 为了“数值更稳”，学习者用 float64 计算并返回 float64；梯度的 dtype 应与 P 和 dP 相同（用 .to(P.dtype) 转回，或直接用原 dtype）。
# keywords: dtype, float64, float32, gradient

def ex_softmax_backward(P, dP):
    P64, dP64 = P.double(), dP.double()
    return P64 * (dP64 - (P64 * dP64).sum(dim=-1, keepdim=True))
