# exercise: ex_stable_softmax
# mistake: float16 arithmetic
# accept: rewrite.dtype mistake.float16 rewrite.dtype_op rewrite.dtype_inputs feedback.prop.rounding rewrite.dtype_store
import torch
def ex_stable_softmax(x, dim):
    h = x.half()
    e = (h - h.max(dim, keepdim=True)[0]).exp()
    return (e / e.sum(dim, keepdim=True)).float()
