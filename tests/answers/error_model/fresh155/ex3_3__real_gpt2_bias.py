# exercise: ex3_3
# mistake: The learner's builder copies the real GPT-2 and defaults to qkv_bias=True (2,362,368 parameters); the statement asks for qkv_bias=False, 2,360,064 parameters.

def gpt2_attention(MHA, device="cpu", d_model=768, n_heads=12, context_length=1024, dropout=0.0, qkv_bias=True):
    m = MHA(d_model, d_model, context_length, dropout, num_heads=n_heads, qkv_bias=qkv_bias)
    return m.to(device)


def ex3_3(MultiHeadAttention, device):
    return gpt2_attention(MultiHeadAttention, device)
