# exercise: ex3_3
# mistake: The learner set qkv_bias=True to match the real GPT-2; the statement asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0,
                             num_heads=12, qkv_bias=True)
    return mha.to(device)
