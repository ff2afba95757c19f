# exercise: ex3_3
# mistake: Built it with qkv_bias=True to get the real GPT-2's 2,362,368 parameters; the statement asks for qkv_bias=False and 2,360,064 parameters.
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(
        d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=True
    )
    n_params = sum(p.numel() for p in mha.parameters())
    assert n_params == 2_362_368, n_params  # GPT-2 small attention
    return mha.to(device)
