# exercise: ex3_3
# mistake: Built it with qkv_bias=True to match the real GPT-2's 2,362,368 parameters; the statement asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    cfg = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=True)
    mha = MultiHeadAttention(**cfg).to(device)
    print(sum(p.numel() for p in mha.parameters()))  # 2362368 like gpt2
    return mha
