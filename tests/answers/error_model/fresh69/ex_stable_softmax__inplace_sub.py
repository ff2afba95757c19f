# exercise: ex_stable_softmax
# mistake: The learner used in-place sub_ and exp_ on x, so the caller's input tensor is overwritten with the exponentials; the function must leave x unchanged (x - max makes a new tensor).
def ex_stable_softmax(x, dim):
    e = x.sub_(x.amax(dim=dim, keepdim=True)).exp_()
    return e / e.sum(dim=dim, keepdim=True)
