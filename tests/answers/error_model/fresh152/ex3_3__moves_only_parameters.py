# exercise: ex3_3
# mistake: Moved only the parameters to the device by reassigning p.data, leaving the causal-mask buffer on the CPU; module.to(device) moves buffers too. [cond: only on a GPU device]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    print(sum(p.numel() for p in mha.parameters()))
    return mha
