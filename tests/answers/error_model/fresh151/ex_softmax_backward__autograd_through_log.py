# exercise: ex_softmax_backward
# mistake: The learner recovers S = log(P) and backpropagates through a new softmax with autograd; where P has exact zeros (masked keys) log gives -inf and the new softmax is NaN. Use dS = P ⊙ (dP − Σ dP·P), which gives 0 there. [cond: P has an all-zero row, e.g. a zeroed padded query]
import torch


def ex_softmax_backward(P, dP):
    with torch.enable_grad():
        S = torch.log(P.detach()).requires_grad_(True)
        out = torch.softmax(S, dim=-1)
        (dS,) = torch.autograd.grad(out, S, grad_outputs=dP)
    return dS
