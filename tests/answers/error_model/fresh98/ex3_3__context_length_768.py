# exercise: ex3_3
# mistake: Passes 768 as the context length (copying the embedding size), so the causal mask is 768x768 and the module fails on sequences longer than 768 tokens; GPT-2's context length is 1024. [cond: n > 768]
import torch

EMB = 768
HEADS = 12


def ex3_3(MultiHeadAttention, device):
    d_in = d_out = ctx = EMB
    model = MultiHeadAttention(d_in, d_out, ctx, 0.0, num_heads=HEADS, qkv_bias=False)
    model = model.to(device)
    print("params:", sum(p.numel() for p in model.parameters()))
    return model
