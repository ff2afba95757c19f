# exercise: ex_stable_softmax
# mistake: The learner clamped the scores at 88 so that exp cannot overflow instead of subtracting the maximum; scores above 88 all become the same, so the result is wrong. Subtract the maximum along dim instead. [cond: scores above 88]
def ex_stable_softmax(x, dim):
    e = x.clamp(max=88.).exp()   # exp(88) < float32 max
    return e / e.sum(dim, keepdim=True)
