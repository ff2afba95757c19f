# exercise: ex3_3
# mistake: Never moves the module to `device`, so it stays on the CPU; it must return mha.to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    print(sum(p.numel() for p in mha.parameters()))  # 2360064 like in the book
    return mha
