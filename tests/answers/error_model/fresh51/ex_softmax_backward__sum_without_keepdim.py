# exercise: ex_softmax_backward
# mistake: Summed Σⱼ dPⱼ Pⱼ without keepdim=True, so the per-row sums broadcast along the wrong axis (wrong values for square inputs, a shape error otherwise); the sum needs keepdim=True to subtract each row's own sum. [cond: P has 2 or more axes]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
