# exercise: ex_stable_softmax
# mistake: Avoids overflow by clamping the scores at 80 instead of subtracting the maximum, so large scores (e.g. 1e4 and 1e4+1) become equal and the weights are wrong; subtract x.amax(dim, keepdim=True). [cond: scores above 80]
def ex_stable_softmax(x, dim):
    e = x.clamp(max=80.0).exp()   # exp(88) is the float32 limit
    return e / e.sum(dim=dim, keepdim=True)
