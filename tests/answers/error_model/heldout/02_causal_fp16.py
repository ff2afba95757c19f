# exercise: ex_causal_weights
# mistake: float16
# accept: rewrite.dtype mistake.float16 rewrite.dtype_op rewrite.dtype_inputs feedback.prop.rounding rewrite.dtype_store
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    m = torch.triu(torch.ones(n, n, dtype=torch.bool), 1)
    return torch.softmax(scores.to(torch.float16).masked_fill(m, float("-inf")).float(), -1)
