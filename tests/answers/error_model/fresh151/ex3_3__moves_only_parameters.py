# exercise: ex3_3
# mistake: Only the parameters are moved to device (p.data = p.data.to(device)); the mask buffer stays on the CPU, so the module fails on a GPU. Call .to(device) on the module. [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
