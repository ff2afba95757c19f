# exercise: ex3_3
# mistake: Set qkv_bias=True to match the real GPT-2's c_attn, giving 2,362,368 parameters; the exercise asks for the book's qkv_bias=False (2,360,064).
GPT2_SMALL = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12,
                  qkv_bias=True)  # GPT-2's c_attn has a bias


def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(**GPT2_SMALL).to(device)
