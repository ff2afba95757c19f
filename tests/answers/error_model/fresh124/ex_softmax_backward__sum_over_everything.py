# exercise: ex_softmax_backward
# mistake: The learner sums dP·P over all elements (.sum() with no dim) instead of along the last axis with keepdim, which only works for a single row. [cond: when there is more than one row]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P)
    return P * (dP - inner)


if __name__ == "__main__":
    s = torch.randn(5, requires_grad=True)
    p = torch.softmax(s, -1)
    g = torch.randn(5)
    p.backward(g)
    assert torch.allclose(ex_softmax_backward(p.detach(), g), s.grad, atol=1e-6)
    print("matches autograd")
