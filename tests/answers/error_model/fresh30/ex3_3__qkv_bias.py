# exercise: ex3_3
# mistake: Used qkv_bias=True to match the real GPT-2 (2,362,368 parameters) instead of the asked qkv_bias=False with 2,360,064.

def ex3_3(MultiHeadAttention, device):
    # GPT-2 small has biases in its query/key/value layers
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0,
                             num_heads=12, qkv_bias=True)
    return mha.to(device)
