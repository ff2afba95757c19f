# exercise: ex_softmax_backward
# mistake: Checks with a self-test that every row of dS sums to exactly 0 under allclose's default atol=1e-8, which float32 rounding breaks on ordinary inputs, so it raises AssertionError; the gradient itself is right, the check needs a tolerance (or dropping). [cond: float32 inputs whose row sums round away from 0, e.g. dP of size ~1 over 8+ keys]
import torch


def ex_softmax_backward(P, dP):
    dS = P * (dP - (P * dP).sum(dim=-1, keepdim=True))
    # softmax gradient rows always sum to zero
    assert torch.allclose(dS.sum(dim=-1), torch.zeros_like(dS.sum(dim=-1)))
    return dS
