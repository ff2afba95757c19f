# exercise: ex3_3
# mistake: Moves only the submodules (mha.children()) to the device, so the mask buffer registered on the MultiHeadAttention itself stays on the CPU; the whole module must be moved with mha.to(device). [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for layer in mha.children():   # W_query, W_key, W_value, out_proj, dropout
        layer.to(device)
    return mha
