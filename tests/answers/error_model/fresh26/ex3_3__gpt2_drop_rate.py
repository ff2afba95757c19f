# exercise: ex3_3
# mistake: Used GPT-2's training dropout 0.1 from its config instead of the dropout 0.0 the exercise asks for.

def ex3_3(MultiHeadAttention, device):
    emb_dim, n_heads, ctx_len, drop_rate = 768, 12, 1024, 0.1
    return MultiHeadAttention(emb_dim, emb_dim, ctx_len, drop_rate, n_heads, qkv_bias=False).to(device)
