# exercise: ex3_3
# mistake: The learner sets qkv_bias=True to match the real GPT-2 count of 2,362,368 parameters, while the statement asks for qkv_bias=False (2,360,064 parameters).
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0,
                             num_heads=12, qkv_bias=True)
    print(sum(p.numel() for p in mha.parameters()))  # 2362368 like GPT-2
    return mha.to(device)
