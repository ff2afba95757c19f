# exercise: ex3_3
# mistake: The learner built the module but never called .to(device), so it stays on the CPU when a GPU device is given. [cond: device is not the CPU]
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 tokens
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    return mha
