# exercise: ex_stable_softmax
# mistake: Subtracts the maximum and exponentiates in place (sub_, exp_), overwriting the caller's tensor x with exponentials; the softmax must be computed on new tensors, leaving x unchanged.
def ex_stable_softmax(x,dim):
    x.sub_(x.amax(dim,keepdim=True)).exp_();return x/x.sum(dim,keepdim=True)
