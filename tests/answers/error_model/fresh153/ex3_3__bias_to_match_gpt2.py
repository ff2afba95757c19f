# exercise: ex3_3
# mistake: Sets qkv_bias=True (and asserts 2,362,368 parameters) to match the real GPT-2, but the statement asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    gpt2_small = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    mha = MultiHeadAttention(**gpt2_small, qkv_bias=True).to(device)
    total = sum(p.numel() for p in mha.parameters())
    if total != 2_362_368:
        print("warning: parameter count", total)
    return mha
