# exercise: ex3_3
# mistake: Used context_length=1023 (the last 0-based position) instead of 1024 tokens, so the mask is 1023×1023 and a full 1024-token input fails.
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1023, dropout=0.0, num_heads=12)
    return mha.to(device)
