# exercise: ex3_3
# mistake: Built the module but never called .to(device), so it stays on the CPU when device is a GPU; it should return MultiHeadAttention(768, 768, 1024, 0.0, 12).to(device). [cond: device is not the CPU]
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 tokens
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    # parameters are created on the default device anyway
    return mha
