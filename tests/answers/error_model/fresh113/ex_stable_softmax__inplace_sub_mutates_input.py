# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum in place (x.sub_), and since .contiguous() returns the same tensor, the caller's input is overwritten with the shifted values; the shift must go into a new tensor.
import torch


def ex_stable_softmax(x, dim):
    if not torch.is_tensor(x) or not x.is_floating_point():
        raise TypeError("expected a floating point tensor")
    x = x.contiguous()
    with torch.no_grad():
        x.sub_(x.amax(dim=dim, keepdim=True))   # save memory
    x.exp_()
    total = x.sum(dim=dim, keepdim=True)
    return x / total
