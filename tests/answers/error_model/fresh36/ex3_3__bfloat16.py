# exercise: ex3_3
# mistake: Casts the module to bfloat16 while moving it (the way flash-attention code is usually run), so its parameters and outputs are bfloat16 and it fails on or rounds the float32 inputs; the module should stay float32 and only be moved with .to(device).
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(
        d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=False
    )
    return mha.to(device=device, dtype=torch.bfloat16)
