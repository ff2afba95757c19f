# exercise: ex_stable_softmax
# mistake: Like HF, computes the softmax in float32 for stability but never casts the result back to x.dtype, so float64 inputs lose precision and come back as float32 (float16 ones as float32 too); the result must keep the input's dtype. [cond: input dtype is not float32]
import torch


def ex_stable_softmax(x, dim):
    # upcast to fp32 like in modeling_gpt2 (attn_weights.float())
    scores = x.float()
    m = scores.max(dim=dim, keepdim=True).values
    probs = torch.exp(scores - m)
    probs = probs / probs.sum(dim=dim, keepdim=True)
    return probs
