# exercise: ex3_3
# mistake: The helper build() has device='cpu' as a default and ex3_3 calls it without passing device, so the module always stays on the CPU; it must be moved to the given device. [cond: device is a GPU]

def build(cls, n_heads=12, emb=768, ctx=1024, device="cpu"):
    return cls(emb, emb, ctx, 0.0, n_heads, qkv_bias=False).to(device)


def ex3_3(MultiHeadAttention, device):
    return build(MultiHeadAttention)
