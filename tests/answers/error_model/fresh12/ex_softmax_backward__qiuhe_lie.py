# exercise: ex_softmax_backward
# mistake: The learner summed Σ dP_j P_j along dim=-2 (down the columns) instead of dim=-1, the axis softmax normalised over.
# mistake_zh: 学习者沿 dim=-2（按列）求 Σ dP_j P_j，而不是沿 softmax 归一化的最后一维 dim=-1。
# keywords: sum, dim=-1, last axis, keepdim

def ex_softmax_backward(P, dP):
    # dS = P * (dP - Σ_j dP_j P_j)
    neiji = (dP * P).sum(dim=-2, keepdim=True)   # 每一列求和
    return P * (dP - neiji)
