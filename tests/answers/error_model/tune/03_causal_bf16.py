# exercise: ex_causal_weights
# mistake: computed in bfloat16
# accept: rewrite.dtype rewrite.dtype_op rewrite.dtype_until rewrite.dtype_from rewrite.dtype_inputs feedback.prop.rounding rewrite.dtype_store
import torch
def ex_causal_weights(scores):
    s = scores.to(torch.bfloat16)
    n = s.shape[-1]
    s = s.masked_fill(torch.triu(torch.ones(n, n, dtype=torch.bool), 1), float("-inf"))
    return torch.softmax(s, dim=-1).float()
