# exercise: ex_causal_weights
# mistake: Added nn.Transformer.generate_square_subsequent_mask(n), which is float32 on the CPU, so half-precision (or GPU) scores come back as float32 (or fail); build the mask with scores' dtype and device. [cond: scores in float16/bfloat16 or on a GPU]
import torch
from torch import nn

def ex_causal_weights(scores):
    n = scores.shape[-1]
    attn_mask = nn.Transformer.generate_square_subsequent_mask(n)  # 0 / -inf, additive
    return torch.softmax(scores + attn_mask, dim=-1)
