# exercise: ex3_3
# mistake: The module is built but never moved with .to(device), so it stays on the CPU when device is a GPU. [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    print(device, sum(p.numel() for p in mha.parameters()))
    return mha
