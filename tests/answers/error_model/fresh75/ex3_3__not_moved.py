# exercise: ex3_3
# mistake: Builds the module but never calls .to(device), so it stays on the CPU; it must be moved with .to(device). [cond: only when device is a GPU]

def ex3_3(MultiHeadAttention, device):
    print("building on", device)
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    return mha
