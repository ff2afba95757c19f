# exercise: ex3_3
# mistake: Built the module with qkv_bias=True to reach the real GPT-2's 2,362,368 parameters; the statement asks for qkv_bias=False (2,360,064 parameters).
GPT2_ATTN_PARAMS = 2_362_368


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0,
                             num_heads=12, qkv_bias=True)
    n_params = sum(p.numel() for p in mha.parameters())
    assert n_params == GPT2_ATTN_PARAMS, n_params
    return mha.to(device)
