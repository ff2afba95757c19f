# exercise: ex_stable_softmax
# mistake: The learner computes in float64 for safety and returns the float64 result; the softmax must have the input's dtype (cast back with .to(x.dtype)). [cond: input not float64]
def ex_stable_softmax(x, dim):
    x64 = x.double()
    z = x64 - x64.amax(dim=dim, keepdim=True)
    return z.exp() / z.exp().sum(dim=dim, keepdim=True)
