# exercise: ex3_3
# mistake: The learner uses GPT-2's attention dropout 0.1 instead of the dropout 0.0 the statement asks for.
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 layers, 12 heads, 768 dims, 1024 ctx, attn_pdrop
    attn_pdrop = 0.1
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024,
                             dropout=attn_pdrop, num_heads=12)
    return mha.to(device)
