# exercise: ex3_3
# mistake: Only the mask buffer is passed to .to(device), and without keeping the result, so the module's parameters stay on the CPU; the whole module must be moved with mha.to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    mha.mask.to(device)  # the mask is the thing created with torch.ones, move it
    n_params = sum(p.numel() for p in mha.parameters())
    print(n_params)  # 2360064
    return mha
