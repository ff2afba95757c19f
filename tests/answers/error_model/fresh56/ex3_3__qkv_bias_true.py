# exercise: ex3_3
# mistake: The learner builds the real GPT-2 attention with qkv_bias=True (2,362,368 parameters); the statement asks for qkv_bias=False (2,360,064).
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 tokens, with the qkv biases like the real GPT-2
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0,
                             num_heads=12, qkv_bias=True)
    return mha.to(device)
