# exercise: ex_softmax_backward
# mistake: autograd through softmax(P) instead of softmax(log P)
# accept: rewrite.softmax_input
import torch
def ex_softmax_backward(P, dP):
    s = P.detach().clone().requires_grad_(True)
    with torch.enable_grad():
        torch.softmax(s, dim=-1).backward(dP)
    return s.grad
