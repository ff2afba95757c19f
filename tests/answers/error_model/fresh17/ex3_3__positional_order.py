# exercise: ex3_3
# mistake: Passed num_heads before dropout positionally, MultiHeadAttention(768, 768, 1024, 12, 0.0), so dropout=12 and num_heads=0.0 and construction fails; the order is (d_in, d_out, context_length, dropout, num_heads).
def ex3_3(MultiHeadAttention, device):
    d_in, d_out, context_length, num_heads, dropout = 768, 768, 1024, 12, 0.0
    mha = MultiHeadAttention(d_in, d_out, context_length, num_heads, dropout)
    return mha.to(device)
