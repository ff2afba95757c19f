# exercise: ex3_3
# mistake: Used GPT-2's attention dropout 0.1 instead of the required dropout 0.0.
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 context, attn_pdrop 0.1
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.1, num_heads=12)
    return mha.to(device)
