# exercise: ex3_3
# mistake: Only the four Linear layers are moved with .to(device); the mask buffer stays on the CPU, so the module fails on a GPU. The whole module must be moved with mha.to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # move every layer that has weights
    for layer in (mha.W_query, mha.W_key, mha.W_value, mha.out_proj):
        layer.to(device)
    print("query on", mha.W_query.weight.device)
    print("params:", sum(p.numel() for p in mha.parameters()))  # 2,360,064
    return mha
