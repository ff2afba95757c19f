# exercise: ex3_3
# mistake: Moves only the parameters to the device by reassigning p.data, so the causal mask buffer stays on the CPU and the forward pass fails on a GPU; the module itself must be moved with .to(device). [cond: only on a GPU device]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    n_params = sum(p.numel() for p in mha.parameters())
    print(f"{n_params:,}")
    return mha
