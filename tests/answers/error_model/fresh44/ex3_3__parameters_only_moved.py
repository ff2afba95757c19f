# exercise: ex3_3
# mistake: Moves only the parameters to the device (p.data = p.data.to(device)), not the causal-mask buffer, so on a GPU the mask stays on the CPU and the forward pass fails; module.to(device) moves buffers too. [cond: only on a GPU device]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
