# exercise: ex_stable_softmax
# mistake: The learner casts the input to float32 with .float(), so float64 inputs come back as float32 with lost precision; the computation should stay in x's dtype. [cond: only for non-float32 inputs such as float64]
def ex_stable_softmax(x, dim):
    x = x.float()
    x = x - x.amax(dim, keepdim=True)
    ex = x.exp()
    return ex / ex.sum(dim, keepdim=True)
