# exercise: ex3_3
# mistake: The learner set qkv_bias=True to match the real GPT-2 (2,362,368 parameters); the statement asks for qkv_bias=False, giving 2,360,064 parameters.
def ex3_3(MultiHeadAttention, device):
    cfg = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=True)
    mha = MultiHeadAttention(**cfg)
    n_params = sum(p.numel() for p in mha.parameters())
    print(n_params)  # 2362368 like GPT-2
    return mha.to(device)
