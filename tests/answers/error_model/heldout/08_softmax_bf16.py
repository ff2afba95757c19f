# exercise: ex_stable_softmax
# mistake: bfloat16
# accept: rewrite.dtype rewrite.dtype_op rewrite.dtype_until rewrite.dtype_from rewrite.dtype_inputs feedback.prop.rounding rewrite.dtype_store
import torch
def ex_stable_softmax(x, dim):
    return torch.softmax(x.to(torch.bfloat16), dim=dim).to(torch.float32)
