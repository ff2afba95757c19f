# exercise: ex3_3
# mistake: Never called .to(device), so the module stays on the CPU; it must be placed on the requested device. [cond: device other than the CPU]

def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 tokens
    mha = MultiHeadAttention(768, 768, 1024, 0.0, 12)
    print("device:", device)
    return mha
