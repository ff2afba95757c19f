# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian and multiplies, but ends with .squeeze() without an axis, which also drops every other axis of size 1 and so changes the shape; only the added last axis must be squeezed. [cond: only when an input axis has size 1]
import torch
def ex_softmax_backward(P,dP):
    J=torch.diag_embed(P)-P.unsqueeze(-1)@P.unsqueeze(-2);return (J@dP.unsqueeze(-1)).squeeze()
