# exercise: ex3_3
# mistake: Never calls .to(device), so the module stays on the CPU whatever device is asked. [cond: device is not the CPU]

def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    print(sum(p.numel() for p in mha.parameters()), device)
    return mha
